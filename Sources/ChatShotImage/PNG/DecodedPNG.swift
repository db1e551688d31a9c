/// A PNG decoded to 8-bit RGBA, with its text chunks.
public struct DecodedPNG: Sendable, Equatable {
  /// The header as stored: the file's own colour type, bit depth and interlacing.
  public var header: PNGHeader
  /// The pixels, converted to 8-bit RGBA.
  public var image: RGBAImage
  /// tEXt, zTXt and iTXt chunks in file order: chatshot's own, or all when the decode asked
  /// for all (``PNGTextSelection``).
  public var text: [PNGTextChunk]

  /// A decoded PNG made of these parts.
  public init(header: PNGHeader, image: RGBAImage, text: [PNGTextChunk]) {
    self.header = header
    self.image = image
    self.text = text
  }
}
