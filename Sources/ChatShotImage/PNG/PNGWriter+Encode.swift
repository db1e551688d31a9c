import ChatShotCore

extension PNGWriter {
  /// Encodes a whole image in memory (for diff images and tests).
  ///
  /// - Parameter hasAlpha: write RGBA; when false alpha is dropped (RGB).
  package static func encode(
    _ image: RGBAImage, hasAlpha: Bool = true, compression: Int = 6, filter: PNGFilter = .none,
    textChunks: [PNGTextChunk] = []
  ) throws -> [UInt8] {
    let sink = MemorySink()
    let writer = try PNGWriter(
      width: image.width, height: image.height, hasAlpha: hasAlpha, compression: compression,
      filter: filter, textChunks: textChunks, sink: sink)
    try writer.writeRGBA(image)
    try writer.finish()
    return sink.bytes
  }
}
