internal import CPNGBridge

/// Streams an 8-bit RGB or RGBA PNG to a `ByteSink`, a few rows at a time.
///
/// The bytes depend only on the pixels and the settings (and the libpng/zlib versions): no
/// time chunk, no environment. Text chunks are written before the image data. Any failure is
/// thrown and leaves the writer unusable: a sink's own error is rethrown as is (for example
/// `OutputError.brokenPipe`), libpng's become `PNGError`.
public final class PNGWriter {
  public let width: Int
  public let height: Int
  public let hasAlpha: Bool
  /// Owned: freed with `cpng_writer_free` in `deinit`.
  private let writer: OpaquePointer
  /// Kept alive for the C callback, which borrows it through an unretained pointer.
  private let bridge: SinkBridge

  /// Writes the PNG signature, header and text chunks to `sink`.
  ///
  /// - Parameters:
  ///   - hasAlpha: RGBA when true, RGB (alpha dropped) when false.
  ///   - compression: zlib level, 0 (store) to 9 (smallest, slowest).
  ///   - filter: row filter; `.none` suits flat UI images best.
  public init(
    width: Int, height: Int, hasAlpha: Bool, compression: Int = 6, filter: PNGFilter = .none,
    textChunks: [PNGTextChunk] = [], sink: any ByteSink
  ) throws {
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw PNGError.invalidArgument("a PNG cannot be \(width)×\(height) pixels")
    }
    guard (0...9).contains(compression) else {
      throw PNGError.invalidArgument("compression level \(compression) is not from 0 to 9")
    }
    let encodedText = try textChunks.map { try $0.encodedCStrings() }
    let bridge = SinkBridge(sink)
    guard let writer = cpng_writer_new(forwardToSink, Unmanaged.passUnretained(bridge).toOpaque())
    else { throw PNGError.outOfMemory("cannot create a PNG writer") }
    self.width = width
    self.height = height
    self.hasAlpha = hasAlpha
    self.writer = writer
    self.bridge = bridge
    for (chunk, strings) in zip(textChunks, encodedText) {
      let compressed: Int32 = chunk.compressed ? 1 : 0
      try check(
        chunk.international
          ? cpng_writer_add_itxt(writer, strings.keyword, strings.text, compressed)
          : cpng_writer_add_text(writer, strings.keyword, strings.text, compressed))
    }
    try check(
      cpng_writer_begin(
        writer, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, Int32(compression),
        cpng_filter(rawValue: UInt32(filter.rawValue))))
  }

  deinit { cpng_writer_free(writer) }

  /// Converts and writes `rows` rows of a cairo ARGB32 surface (premultiplied, native-endian)
  /// whose rows start `stride` bytes apart, unpremultiplying exactly as cairo's PNG writer.
  ///
  /// The pointer is borrowed for the call only.
  public func writeARGB32Rows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try checkRows(stride: stride, rows: rows)
    try check(cpng_writer_write_argb32_rows(writer, pointer, stride, UInt32(rows)))
  }

  /// Writes every row of `image` (straight RGBA; alpha is dropped for an RGB writer).
  ///
  /// The image may be a strip of the whole picture: its height counts towards `height`.
  public func writeRGBA(_ image: RGBAImage) throws {
    guard image.width == width else {
      throw PNGError.invalidArgument("a \(image.width)-pixel row for a \(width)-pixel-wide PNG")
    }
    try checkRows(stride: width * 4, rows: image.height)
    guard image.height > 0 else { return }
    try image.pixels.withUnsafeBufferPointer { buffer in
      try check(
        cpng_writer_write_rgba_rows(writer, buffer.baseAddress, width * 4, UInt32(image.height)))
    }
  }

  /// Writes the end of the PNG and hands the last bytes to the sink.
  ///
  /// Throws `PNGError.invalidArgument` unless exactly `height` rows were written. Does not
  /// commit or close the sink.
  public func finish() throws {
    try check(cpng_writer_finish(writer))
  }

  private func checkRows(stride: Int, rows: Int) throws {
    guard stride >= width * 4, rows >= 0, rows <= height else {
      throw PNGError.invalidArgument(
        "\(rows) rows \(stride) bytes apart for a \(width)×\(height) PNG")
    }
  }

  /// The one place C statuses become thrown errors.
  private func check(_ status: cpng_status) throws {
    if status == CPNG_OK { return }
    throw bridge.error(for: status, message: String(cString: cpng_writer_message(writer)))
  }
}
