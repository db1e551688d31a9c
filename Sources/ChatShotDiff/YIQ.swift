/// pixelmatch's colour metric: differences in the YIQ colour space, after blending
/// semi-transparent pixels over a background.
///
/// Pixels are RGBA packed in a `UInt32` as they lie in memory on a little-endian machine
/// (red in the low byte; see `PixelPlane`). The arithmetic repeats pixelmatch 7.2.0's
/// operation for operation, in the same order, so that the doubles, and therefore the
/// counts and the diff image bytes, come out identical.
///
/// Reference: Y. Kotsarenko and F. Ramos, "Measuring perceived color difference using YIQ
/// NTSC transmission color space in mobile applications" (2010).
enum YIQ {
  /// The largest possible value of `colorDelta` (white against black).
  static let maxDelta = 35215.0

  /// The signed squared YIQ distance between two pixels: positive when `p2` is lighter
  /// than `p1` (or as light), negative when it is darker.
  ///
  /// - Parameter k: byte offset of the pixel in the first image; picks the background
  ///   colour under semi-transparent pixels.
  @inline(__always)
  static func colorDelta(_ p1: UInt32, _ p2: UInt32, offset k: Int, checkerboard: Bool) -> Double {
    if p1 == p2 { return 0 }
    let (dr, dg, db) = differences(p1, p2, offset: k, checkerboard: checkerboard)
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    // The sign says whether the pixel got lighter or darker.
    return y > 0 ? -delta : delta
  }

  /// The difference in brightness (Y) of `p1` minus `p2`, used by anti-aliasing detection.
  @inline(__always)
  static func brightnessDelta(_ p1: UInt32, _ p2: UInt32, offset k: Int, checkerboard: Bool)
    -> Double
  {
    if p1 == p2 { return 0 }
    let (dr, dg, db) = differences(p1, p2, offset: k, checkerboard: checkerboard)
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }

  /// Channel differences of two pixels, each first blended over the background when
  /// either is not opaque (`(c1·a1 − c2·a2 − bg·(a1 − a2)) / 255`).
  @inline(__always)
  private static func differences(_ p1: UInt32, _ p2: UInt32, offset k: Int, checkerboard: Bool)
    -> (Double, Double, Double)
  {
    let r1 = Int(p1 & 0xFF)
    let g1 = Int(p1 >> 8 & 0xFF)
    let b1 = Int(p1 >> 16 & 0xFF)
    let a1 = Int(p1 >> 24)
    let r2 = Int(p2 & 0xFF)
    let g2 = Int(p2 >> 8 & 0xFF)
    let b2 = Int(p2 >> 16 & 0xFF)
    let a2 = Int(p2 >> 24)
    if a1 == 255 && a2 == 255 {
      return (Double(r1 - r2), Double(g1 - g2), Double(b1 - b2))
    }
    let (rb, gb, bb) = background(offset: k, checkerboard: checkerboard)
    let da = a1 - a2
    // Integer numerators are exact, as they are in JavaScript's doubles.
    return (
      Double(r1 * a1 - r2 * a2 - rb * da) / 255,
      Double(g1 * a1 - g2 * a2 - gb * da) / 255,
      Double(b1 * a1 - b2 * a2 - bb * da) / 255
    )
  }

  /// The colour semi-transparent pixels are blended over: white, or pixelmatch 7's
  /// pseudo-checkerboard of 48 and 207 per channel, chosen from the byte offset `k`.
  ///
  /// The green and blue terms repeat JavaScript's `(k / φ | 0) % 2`, 32-bit wrap included.
  @inline(__always)
  static func background(offset k: Int, checkerboard: Bool) -> (Int, Int, Int) {
    guard checkerboard else { return (255, 255, 255) }
    let r = 48 + 159 * (k % 2)
    let g = 48 + 159 * Int(toInt32(Double(k) / 1.618033988749895) % 2)
    let b = 48 + 159 * Int(toInt32(Double(k) / 2.618033988749895) % 2)
    return (r, g, b)
  }

  /// The pixel's brightness faded towards white by `alpha` (and by its own opacity), as
  /// the byte pixelmatch stores for the diff image's background.
  @inline(__always)
  static func grey(_ p: UInt32, alpha: Double) -> UInt8 {
    let r = Double(p & 0xFF)
    let g = Double(p >> 8 & 0xFF)
    let b = Double(p >> 16 & 0xFF)
    let a = Double(p >> 24)
    let value = 255 + (r * 0.29889531 + g * 0.58662247 + b * 0.11448223 - 255) * alpha * a / 255
    return jsUInt8(value)
  }

  /// JavaScript's ToInt32 for a non-negative finite double: truncation, then wrapping.
  @inline(__always)
  static func toInt32(_ value: Double) -> Int32 {
    Int32(truncatingIfNeeded: Int64(value))
  }

  /// What storing `value` into a `Uint8Array` keeps: truncation towards zero, modulo 256
  /// (NaN and infinities become 0).
  @inline(__always)
  static func jsUInt8(_ value: Double) -> UInt8 {
    if value >= 0 && value < 256 { return UInt8(value) }
    guard value.isFinite else { return 0 }
    let wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: 256)
    return UInt8(wrapped < 0 ? wrapped + 256 : wrapped)
  }
}
