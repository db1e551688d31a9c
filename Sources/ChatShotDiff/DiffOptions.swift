/// How two images are compared and how the diff image is drawn: pixelmatch 7.2.0's options,
/// with its names and defaults.
public struct DiffOptions: Hashable, Sendable {
  /// Matching threshold from 0 to 1; smaller is more sensitive. Two pixels differ when their
  /// squared YIQ distance exceeds `35215 × threshold²` (35215 is the largest possible).
  public var threshold: Double = 0.1
  /// Count anti-aliased pixels as different too (by default they are detected, drawn in
  /// `aaColor` and not counted).
  public var includeAA = false
  /// Opacity of the greyed original (the expected image) under the diff image's markings,
  /// from 0 (white) to 1.
  public var alpha = 0.1
  /// Colour of anti-aliased pixels in the diff image.
  public var aaColor: [UInt8] = [255, 255, 0]
  /// Colour of different pixels in the diff image.
  public var diffColor: [UInt8] = [255, 0, 0]
  /// Colour of different pixels that are darker in the actual image; nil uses `diffColor`.
  public var diffColorAlt: [UInt8]? = nil
  /// Draw only the differences over a transparent background (no greyed original, no
  /// anti-aliasing marks).
  public var diffMask = false
  /// Blend semi-transparent pixels over pixelmatch's pseudo-checkerboard before comparing
  /// (7.x default); false blends them over white, as pixelmatch before 7.0 did.
  public var checkerboard = true

  /// pixelmatch's defaults: threshold 0.1, anti-aliased pixels detected but not counted, the
  /// original faded to alpha 0.1, yellow anti-aliasing and red difference marks, semi-transparent
  /// pixels blended over the checkerboard. Set the properties to change them.
  public init() {}
}

extension DiffOptions {
  /// The largest squared YIQ distance two pixels may have and still match.
  var maxDelta: Double { 35215 * threshold * threshold }

  /// Checks that the colours have three components (a defect in the caller otherwise).
  func validated() throws(DiffError) -> Self {
    for (name, colour) in [
      ("aaColor", aaColor), ("diffColor", diffColor), ("diffColorAlt", diffColorAlt ?? diffColor),
    ]
    where colour.count != 3 {
      throw .invalidOption("\(name) needs 3 components (R, G, B), not \(colour.count)")
    }
    guard threshold.isFinite, alpha.isFinite else {
      throw .invalidOption("threshold and alpha must be finite numbers")
    }
    return self
  }
}
