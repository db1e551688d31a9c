/// A borrowed view of RGBA8 pixels as packed `UInt32`s (red in the low byte), without
/// bounds checks.
///
/// Borrowed: valid only inside the `withUnsafeBytes` call that produced `base`. Callers
/// keep every index inside `0..<width*height`; nothing here checks it.
struct PixelPlane {
  let base: UnsafeRawPointer
  let width: Int
  let height: Int

  /// The pixel at linear index `i` (`y * width + x`).
  @inline(__always)
  subscript(_ i: Int) -> UInt32 {
    UInt32(littleEndian: base.loadUnaligned(fromByteOffset: i &* 4, as: UInt32.self))
  }

  /// The pixel at column `x`, row `y`.
  @inline(__always)
  subscript(x x: Int, y y: Int) -> UInt32 {
    self[y &* width &+ x]
  }
}
