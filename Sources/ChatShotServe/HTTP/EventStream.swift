import ChatShot

/// A `text/event-stream` (Server-Sent Events) to one page: events are queued by any thread
/// and written by the connection's thread, which waits for them.
///
/// A comment line goes out every `keepAlive` seconds while nothing happens, so that a
/// connection whose page has gone is noticed (the write fails) and closed.
package final class EventStream: @unchecked Sendable {
  private let condition = Condition()
  /// Bytes not yet written; guarded by `condition`.
  private var pending: [UInt8] = []
  /// Guarded by `condition`.
  private var closed = false
  private let keepAlive: Double

  package init(keepAlive: Double = 15) {
    self.keepAlive = keepAlive
  }

  /// Queues the event `name` with `data` (one line: no line breaks).
  package func send(_ name: String, data: String) {
    let event = "event: \(name)\ndata: \(data)\n\n"
    condition.withLock {
      guard !closed else { return }
      pending += Array(event.utf8)
      condition.broadcast()
    }
  }

  /// Ends the stream: the connection's thread finishes writing and closes it.
  package func close() {
    condition.withLock {
      closed = true
      condition.broadcast()
    }
  }

  package var isClosed: Bool { condition.withLock { closed } }

  /// Up to `max` bytes for the connection, waiting for an event (or the keep-alive's
  /// comment); nil when the stream has ended.
  func next(max: Int) -> [UInt8]? {
    condition.withLock {
      let deadline = PhaseTimings.now() + keepAlive
      while pending.isEmpty && !closed {
        if !condition.wait(until: deadline) { return Array(": keep-alive\n\n".utf8) }
      }
      if pending.isEmpty { return nil }
      let count = min(max, pending.count)
      defer { pending.removeFirst(count) }
      return Array(pending[..<count])
    }
  }
}
