/// The outcome of comparing two images of the same size.
public struct DiffResult: Hashable, Sendable {
  /// Width of both images, in pixels.
  public var width: Int
  /// Height of both images, in pixels.
  public var height: Int
  /// Pixels that differ beyond the threshold (anti-aliased ones only with `includeAA`).
  public var differentPixels: Int
  /// `width × height`.
  public var totalPixels: Int

  /// The result for two `width` × `height` pixel images of which `differentPixels` differ;
  /// `totalPixels` is computed from the size.
  public init(width: Int, height: Int, differentPixels: Int) {
    self.width = width
    self.height = height
    self.differentPixels = differentPixels
    self.totalPixels = width * height
  }

  /// Different pixels as a fraction of all pixels, from 0 to 1 (0 for an empty image).
  public var ratio: Double {
    totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels)
  }
}
