internal import Glibc

/// The comparison loop of pixelmatch 7.2.0 over borrowed pixel buffers, one band of rows
/// at a time.
///
/// Each row is first compared whole with `memcmp`; only rows that differ are walked pixel
/// by pixel, and only pixels whose 32-bit values differ get the colour metric. Reads go
/// anywhere in the two images (anti-aliasing looks at neighbours); writes go only to the
/// band's own rows of `output`, so bands can run in parallel.
struct PixelMatcher {
  let expected: PixelPlane
  let actual: PixelPlane
  let maxDelta: Double
  let includeAA: Bool
  let checkerboard: Bool
  let diffMask: Bool
  let alpha: Double
  /// Packed RGBA (alpha 255) of the marks in the diff image.
  let aaPixel: UInt32
  let diffPixel: UInt32
  let diffAltPixel: UInt32

  init(expected: PixelPlane, actual: PixelPlane, options: DiffOptions) {
    self.expected = expected
    self.actual = actual
    maxDelta = options.maxDelta
    includeAA = options.includeAA
    checkerboard = options.checkerboard
    diffMask = options.diffMask
    alpha = options.alpha
    aaPixel = Self.opaque(options.aaColor)
    diffPixel = Self.opaque(options.diffColor)
    diffAltPixel = Self.opaque(options.diffColorAlt ?? options.diffColor)
  }

  /// Counts the different pixels in `rows` and, when `output` is given, draws those rows of
  /// the diff image into it (borrowed; `width × height × 4` bytes, zeroed for a diff mask).
  func compare(rows: Range<Int>, output: UnsafeMutableRawPointer?) -> Int {
    let width = expected.width
    let rowBytes = width &* 4
    var count = 0
    var grey = GreyCache(alpha: alpha)
    for y in rows {
      let rowStart = y &* width
      if memcmp(expected.base + rowStart &* 4, actual.base + rowStart &* 4, rowBytes) == 0 {
        if let output, !diffMask {
          for i in rowStart..<(rowStart &+ width) { store(grey.pixel(expected[i]), output, i) }
        }
        continue
      }
      for x in 0..<width {
        let i = rowStart &+ x
        let p1 = expected[i]
        let p2 = actual[i]
        let delta =
          p1 == p2 ? 0 : YIQ.colorDelta(p1, p2, offset: i &* 4, checkerboard: checkerboard)
        if abs(delta) > maxDelta {
          if !includeAA && isAntialiased(x: x, y: y) {
            // Anti-aliasing on either side: marked, not counted.
            if let output, !diffMask { store(aaPixel, output, i) }
          } else {
            if let output { store(delta < 0 ? diffAltPixel : diffPixel, output, i) }
            count &+= 1
          }
        } else if let output, !diffMask {
          store(grey.pixel(p1), output, i)
        }
      }
    }
    return count
  }

  /// Whether the pixel is anti-aliasing in either image.
  @inline(__always)
  private func isAntialiased(x: Int, y: Int) -> Bool {
    AntiAliasing.isAntialiased(expected, actual, x: x, y: y, checkerboard: checkerboard)
      || AntiAliasing.isAntialiased(actual, expected, x: x, y: y, checkerboard: checkerboard)
  }

  @inline(__always)
  private func store(_ pixel: UInt32, _ output: UnsafeMutableRawPointer, _ i: Int) {
    output.storeBytes(of: pixel.littleEndian, toByteOffset: i &* 4, as: UInt32.self)
  }

  /// Packs an RGB colour with alpha 255 (the caller checked it has three components).
  static func opaque(_ rgb: [UInt8]) -> UInt32 {
    UInt32(rgb[0]) | UInt32(rgb[1]) << 8 | UInt32(rgb[2]) << 16 | 0xFF00_0000
  }
}
