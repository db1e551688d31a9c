import ChatShotCore

extension ImageDiff {
  /// Runs `matcher` over bands of the rows, one per core (at least two).
  ///
  /// Deterministic: each band writes only its own rows of `output`, and the count is the
  /// sum of the bands' counts, whatever order they finish in.
  static func compareInBands(
    _ matcher: PixelMatcher, height: Int, output: UnsafeMutableRawPointer?
  ) -> Int {
    let parts = min(height, max(2, Environment.activeProcessorCount))
    let bands = (0..<parts).map { height * $0 / parts..<height * ($0 + 1) / parts }
    var counts = Array(repeating: 0, count: parts)
    counts.withUnsafeMutableBufferPointer { slots in
      let slots = UnsafeSendable(slots)
      let work = UnsafeSendable((matcher, output))
      ThreadRunner.concurrentPerform(iterations: bands.count) { band in
        let (matcher, output) = work.value
        slots.value[band] = matcher.compare(rows: bands[band], output: output)
      }
    }
    return counts.reduce(0, +)
  }
}

/// Carries borrowed pointers into the bands' closures. Safe here because every band
/// reads shared, unchanging images and writes disjoint memory.
private struct UnsafeSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
