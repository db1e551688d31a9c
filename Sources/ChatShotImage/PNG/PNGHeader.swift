/// The header (IHDR) of a PNG, read without decoding pixels.
public struct PNGHeader: Sendable, Equatable {
  /// The PNG colour types.
  public enum ColorType: Int, Sendable {
    /// Greyscale (0).
    case grey = 0
    /// Red, green, blue (2).
    case rgb = 2
    /// Indices into a palette (3).
    case palette = 3
    /// Greyscale with alpha (4).
    case greyAlpha = 4
    /// Red, green, blue, alpha (6).
    case rgba = 6
  }

  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int
  /// Bits per sample (per palette index for palette images): 1, 2, 4, 8 or 16.
  public var bitDepth: Int
  /// How the samples are stored, before decoding to RGBA.
  public var colorType: ColorType
  /// Adam7 interlaced.
  public var interlaced: Bool

  /// A header with these fields, as IHDR stores them.
  public init(width: Int, height: Int, bitDepth: Int, colorType: ColorType, interlaced: Bool) {
    self.width = width
    self.height = height
    self.bitDepth = bitDepth
    self.colorType = colorType
    self.interlaced = interlaced
  }
}
