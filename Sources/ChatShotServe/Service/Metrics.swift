import ChatShot

/// The service's counters, in Prometheus's text format (`GET /metrics`):
/// `chatshot_requests_total{code}`, `chatshot_errors_total{kind}`, the histogram
/// `chatshot_render_seconds`, the gauges `chatshot_queue_length` and
/// `chatshot_abandoned_renders_total`.
package final class Metrics: @unchecked Sendable {
  /// Upper bounds of the render-time buckets, in seconds.
  static let buckets: [Double] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
  private let condition = Condition()
  private var requests: [Int: Int] = [:]
  private var errors: [String: Int] = [:]
  private var bucketCounts = [Int](repeating: 0, count: Metrics.buckets.count)
  private var renderCount = 0
  private var renderSum = 0.0
  private var queueLength = 0
  private var abandoned = 0

  package init() {}

  /// A response with `status` was sent; an error response counts its `kind` too.
  package func count(status: Int, errorKind: String?) {
    condition.withLock {
      requests[status, default: 0] += 1
      if let errorKind { errors[errorKind, default: 0] += 1 }
    }
  }

  func observeRender(seconds: Double) {
    condition.withLock {
      renderCount += 1
      renderSum += seconds
      for (index, bound) in Self.buckets.enumerated() where seconds <= bound {
        bucketCounts[index] += 1
      }
    }
  }

  func setQueueLength(_ length: Int) {
    condition.withLock { queueLength = length }
  }

  func abandonedRender() {
    condition.withLock { abandoned += 1 }
  }

  /// The exposition text.
  package var text: String {
    condition.withLock {
      var out = "# HELP chatshot_requests_total Requests answered, by status code.\n"
      out += "# TYPE chatshot_requests_total counter\n"
      for code in requests.keys.sorted() {
        out += "chatshot_requests_total{code=\"\(code)\"} \(requests[code]!)\n"
      }
      out += "# HELP chatshot_errors_total Error answers, by kind.\n"
      out += "# TYPE chatshot_errors_total counter\n"
      for kind in errors.keys.sorted() {
        out += "chatshot_errors_total{kind=\"\(kind)\"} \(errors[kind]!)\n"
      }
      out += "# HELP chatshot_render_seconds Time a worker took per job.\n"
      out += "# TYPE chatshot_render_seconds histogram\n"
      for (index, bound) in Self.buckets.enumerated() {
        out +=
          "chatshot_render_seconds_bucket{le=\"\(JSONOutput.format(bound))\"} "
          + "\(bucketCounts[index])\n"
      }
      out += "chatshot_render_seconds_bucket{le=\"+Inf\"} \(renderCount)\n"
      out += "chatshot_render_seconds_sum \(renderSum)\n"
      out += "chatshot_render_seconds_count \(renderCount)\n"
      out += "# HELP chatshot_queue_length Jobs waiting for a worker.\n"
      out += "# TYPE chatshot_queue_length gauge\n"
      out += "chatshot_queue_length \(queueLength)\n"
      out += "# HELP chatshot_abandoned_renders_total Renders whose picture came too late.\n"
      out += "# TYPE chatshot_abandoned_renders_total counter\n"
      out += "chatshot_abandoned_renders_total \(abandoned)\n"
      return out
    }
  }
}
