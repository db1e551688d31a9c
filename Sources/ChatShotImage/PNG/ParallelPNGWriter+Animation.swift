internal import CDeflate

/// What makes a PNG an APNG: how many frames, and whether it plays forever or once.
package struct APNGAnimation: Hashable, Sendable {
  package var frames: Int
  package var loops: Bool

  package init(frames: Int, loops: Bool) {
    self.frames = frames
    self.loops = loops
  }
}

extension ParallelPNGWriter {
  /// Ends the default image (or the previous frame) and starts a frame covering `rect` of
  /// the canvas, shown for `milliseconds`; its rows follow with `writeRGBARows`, each
  /// `rect.width` pixels long. Its pixels replace the canvas's; nothing is disposed of.
  package func beginFrame(
    x: Int, y: Int, width: Int, height: Int, milliseconds: Int
  ) throws {
    guard x >= 0, y >= 0, width >= 1, height >= 1, x + width <= self.width,
      y + height <= self.height, milliseconds >= 1
    else {
      throw PNGError.invalidArgument(
        "a frame of \(width)×\(height) px at (\(x), \(y)) for \(milliseconds) ms")
    }
    let (numerator, denominator) = Self.delay(milliseconds: milliseconds)
    try encoder.begin {
      cpng_pwriter_begin_frame(
        $0, UInt32(x), UInt32(y), UInt32(width), UInt32(height), numerator, denominator)
    }
  }

  /// `rows` rows of straight RGBA starting `stride` bytes apart (an image's or a frame's).
  package func writeRGBARows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try encoder.writeRGBARows(pointer, stride: stride, rows: rows)
  }

  /// APNG's delay fraction for `milliseconds`: thousandths up to 65,535 ms, then hundredths
  /// (rounded), which hold the 10 minutes an animation may last.
  package static func delay(milliseconds: Int) -> (UInt16, UInt16) {
    if milliseconds <= Int(UInt16.max) { return (UInt16(milliseconds), 1000) }
    return (UInt16(min(Int(UInt16.max), (milliseconds + 5) / 10)), 100)
  }
}
