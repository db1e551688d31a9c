import ChatShotImage
internal import Glibc

/// Compares two images with pixelmatch 7.2.0's algorithm (mapbox/pixelmatch, ISC licence):
/// YIQ colour distance against a threshold, anti-aliasing detection, and its diff image.
///
/// Counts and diff image bytes equal pixelmatch's for the same inputs and options; the
/// conformance test runs pixelmatch's own fixtures.
public enum ImageDiff {
  /// Images of at least this many pixels are compared in bands of rows, one per core.
  static let parallelThreshold = 1 << 17

  /// Counts the pixels of `actual` that differ from `expected` and optionally draws the diff
  /// image: the expected image in faded grey, anti-aliased pixels in `aaColor`, different
  /// pixels in `diffColor` (`diffColorAlt` where the actual pixel is darker); with
  /// `diffMask`, only the different pixels over transparent black.
  ///
  /// Throws `DiffError.sizeMismatch` when the sizes differ (nothing is compared) and
  /// `DiffError.invalidOption` for a colour without three components.
  public static func compare(
    _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .init(),
    diffImage: Bool = false
  ) throws(DiffError) -> (result: DiffResult, diff: RGBAImage?) {
    guard expected.width == actual.width, expected.height == actual.height else {
      throw .sizeMismatch(
        expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    }
    let options = try options.validated()
    let width = expected.width
    let height = expected.height
    var output = diffImage ? [UInt8](repeating: 0, count: width * height * 4) : []
    let count = expected.pixels.withUnsafeBytes { a in
      actual.pixels.withUnsafeBytes { b in
        output.withUnsafeMutableBytes { out in
          // Empty images have no buffers and no differences.
          guard let pa = a.baseAddress, let pb = b.baseAddress, width > 0, height > 0 else {
            return 0
          }
          return compare(
            PixelPlane(base: pa, width: width, height: height),
            PixelPlane(base: pb, width: width, height: height),
            options: options, output: diffImage ? out.baseAddress : nil)
        }
      }
    }
    let result = DiffResult(width: width, height: height, differentPixels: count)
    guard diffImage else { return (result, nil) }
    guard let image = try? RGBAImage(width: width, height: height, pixels: output) else {
      // Unreachable: the buffer was made for exactly this size.
      throw .invalidOption("cannot make a \(width)×\(height) diff image")
    }
    return (result, image)
  }

  /// The whole comparison over borrowed buffers: the identical-images fast path, then one
  /// band of rows, or one per core.
  private static func compare(
    _ a: PixelPlane, _ b: PixelPlane, options: DiffOptions, output: UnsafeMutableRawPointer?
  ) -> Int {
    let pixels = a.width * a.height
    if memcmp(a.base, b.base, pixels * 4) == 0 {
      // Identical: nothing differs; the diff image is the faded original (or empty mask).
      if let output, !options.diffMask {
        var grey = GreyCache(alpha: options.alpha)
        for i in 0..<pixels {
          output.storeBytes(of: grey.pixel(a[i]).littleEndian, toByteOffset: i * 4, as: UInt32.self)
        }
      }
      return 0
    }
    let matcher = PixelMatcher(expected: a, actual: b, options: options)
    guard pixels >= parallelThreshold, a.height >= 2 else {
      return matcher.compare(rows: 0..<a.height, output: output)
    }
    return compareInBands(matcher, height: a.height, output: output)
  }
}
