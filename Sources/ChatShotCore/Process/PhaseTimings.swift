internal import Glibc

/// Where one run spends its time, phase by phase, on a monotonic clock: printed to standard
/// error when `CHATSHOT_TIMINGS=1` (the benchmark reads it; see docs/benchmark.md).
///
/// Phases that interleave (drawing a strip, then encoding it) accumulate under their name.
/// Not thread-safe: one per run, used from the thread that renders.
package final class PhaseTimings {
  package init() {}

  /// Seconds per phase, in the order phases first appeared.
  package private(set) var phases: [(name: String, seconds: Double)] = []

  /// Whether the environment asks for timings (`CHATSHOT_TIMINGS=1`).
  package static func requested(
    environment: [String: String] = Environment.variables
  ) -> Bool {
    environment["CHATSHOT_TIMINGS"] == "1"
  }

  /// Seconds on the monotonic clock (CLOCK_MONOTONIC): only differences mean anything.
  package static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
  }

  /// Adds `seconds` to `name`.
  package func add(_ name: String, _ seconds: Double) {
    if let i = phases.firstIndex(where: { $0.name == name }) {
      phases[i].seconds += seconds
    } else {
      phases.append((name, seconds))
    }
  }

  /// The seconds counted so far for `name` (0 when none).
  package func seconds(_ name: String) -> Double {
    phases.first { $0.name == name }?.seconds ?? 0
  }

  /// Runs `body`, adding its duration to `name`.
  package func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
    let start = Self.now()
    defer { add(name, Self.now() - start) }
    return try body()
  }

  /// One line per phase: `chatshot: timing: <name> <milliseconds> ms`.
  package var report: String {
    phases.map {
      "chatshot: timing: \($0.name) \(DecimalFormat.fixed($0.seconds * 1000, places: 3)) ms\n"
    }
    .joined()
  }
}

/// Runs `body` timed as `name` when `timings` is given, else just runs it.
package func timed<T>(_ timings: PhaseTimings?, _ name: String, _ body: () throws -> T) rethrows
  -> T
{
  guard let timings else { return try body() }
  return try timings.measure(name, body)
}

/// A sink that passes everything on to `base` and counts the time spent in it as `write`.
package final class TimedSink: ByteSink {
  package let base: any ByteSink
  package let timings: PhaseTimings

  package init(_ base: any ByteSink, timings: PhaseTimings) {
    self.base = base
    self.timings = timings
  }

  package func write(_ bytes: UnsafeRawBufferPointer) throws {
    try timings.measure("write") { try base.write(bytes) }
  }
}
