/// The faded grey of the diff image's background, remembering the last pixel: flat areas
/// repeat the same colour, so most lookups skip the arithmetic.
struct GreyCache {
  let alpha: Double
  private var lastSource: UInt32 = 0
  private var lastGrey: UInt32

  init(alpha: Double) {
    self.alpha = alpha
    lastGrey = Self.greyPixel(0, alpha: alpha)
  }

  /// The opaque grey pixel for `source`.
  @inline(__always)
  mutating func pixel(_ source: UInt32) -> UInt32 {
    if source != lastSource {
      lastSource = source
      lastGrey = Self.greyPixel(source, alpha: alpha)
    }
    return lastGrey
  }

  @inline(__always)
  static func greyPixel(_ source: UInt32, alpha: Double) -> UInt32 {
    let v = UInt32(YIQ.grey(source, alpha: alpha))
    return v | v << 8 | v << 16 | 0xFF00_0000
  }
}
