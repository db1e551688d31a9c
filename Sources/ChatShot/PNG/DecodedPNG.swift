/// A PNG decoded to 8-bit RGBA, with its text chunks.
public struct DecodedPNG: Sendable, Equatable {
  public var header: PNGHeader
  public var image: RGBAImage
  /// tEXt, zTXt and iTXt chunks in file order: chatshot's own, or all when the decode asked
  /// for all (``PNGTextSelection``).
  public var text: [PNGTextChunk]

  public init(header: PNGHeader, image: RGBAImage, text: [PNGTextChunk]) {
    self.header = header
    self.image = image
    self.text = text
  }
}
