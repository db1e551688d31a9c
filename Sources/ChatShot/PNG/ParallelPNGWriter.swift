// CLibPNG's module map links zlib, which the C writer behind this class calls directly.
internal import CLibPNG
internal import CPNGBridge

/// Streams an 8-bit RGB or RGBA PNG to a `ByteSink`, deflating on several threads while the
/// caller produces the next rows.
///
/// Rows are cut into chunks of at most `chunkRows` rows, and a chunk also ends after a run of
/// rows that each repeat the row above, which is written as deflate copies of that row rather
/// than deflated. Each chunk is deflated on its own, primed with the 4 KiB of data before it,
/// and the chunks are joined into one zlib stream with a combined Adler-32 (as pigz does).
/// Chunk boundaries depend only on the rows, so the bytes are the same for any number of
/// threads and however the rows are handed in: no timing, no environment. Rows are not filtered (filter type None, which suits flat UI images best);
/// `PNGWriter` offers the other filters, single-threaded, through libpng.
///
/// Text chunks are written before the image data. The sink is only ever called from the
/// thread that calls this class. Any failure is thrown and leaves the writer unusable: a
/// sink's own error is rethrown as is, others become `PNGError`.
public final class ParallelPNGWriter {
  public let width: Int
  public let height: Int
  public let hasAlpha: Bool
  /// Owned: freed with `cpng_pwriter_free` in `deinit` (which also stops its threads).
  private let writer: OpaquePointer
  /// Kept alive for the C callback, which borrows it through an unretained pointer.
  private let bridge: SinkBridge

  /// Deflate threads used when none are asked for: one per processor, at most 8.
  public static var defaultThreads: Int {
    min(8, Environment.activeProcessorCount)
  }

  /// Writes the PNG signature, header and text chunks to `sink`, and starts the threads.
  ///
  /// - Parameters:
  ///   - hasAlpha: RGBA when true, RGB (alpha dropped) when false.
  ///   - compression: 0 (store) to 9 (smallest, slowest); 1-3 are zlib's fast matcher tuned
  ///     for long matches, 4-9 zlib's levels.
  ///   - threads: deflate threads, 1 to 64; 1 deflates on the calling thread.
  ///   - chunkRows: the most rows in an independently deflated chunk (about 59 KiB of data
  ///     when nil: with its dictionary, under the 64 KiB at which zlib slides its window).
  ///     It changes the bytes (slightly), so keep the default for reproducible files.
  public init(
    width: Int, height: Int, hasAlpha: Bool, compression: Int = 6,
    threads: Int = ParallelPNGWriter.defaultThreads, chunkRows: Int? = nil,
    textChunks: [PNGTextChunk] = [], sink: any ByteSink
  ) throws {
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw PNGError.invalidArgument("a PNG cannot be \(width)×\(height) pixels")
    }
    guard (0...9).contains(compression) else {
      throw PNGError.invalidArgument("compression level \(compression) is not from 0 to 9")
    }
    guard (1...64).contains(threads) else {
      throw PNGError.invalidArgument("\(threads) compression threads (1 to 64 allowed)")
    }
    if let chunkRows, !(1...Int(UInt32.max)).contains(chunkRows) {
      throw PNGError.invalidArgument("\(chunkRows) rows per chunk")
    }
    let encodedText = try textChunks.map { try $0.encodedCStrings() }
    let bridge = SinkBridge(sink)
    guard let writer = cpng_pwriter_new(forwardToSink, Unmanaged.passUnretained(bridge).toOpaque())
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
          ? cpng_pwriter_add_itxt(writer, strings.keyword, strings.text, compressed)
          : cpng_pwriter_add_text(writer, strings.keyword, strings.text, compressed))
    }
    try check(
      cpng_pwriter_begin(
        writer, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, Int32(compression),
        UInt32(threads), UInt32(chunkRows ?? 0)))
  }

  deinit { cpng_pwriter_free(writer) }

  /// Converts and queues `rows` rows of a cairo ARGB32 surface (premultiplied, native-endian)
  /// whose rows start `stride` bytes apart, unpremultiplying exactly as cairo's PNG writer.
  ///
  /// The pointer is borrowed for the call only: the rows are copied before it returns.
  public func writeARGB32Rows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try checkRows(stride: stride, rows: rows)
    try check(cpng_pwriter_write_argb32_rows(writer, pointer, stride, UInt32(rows)))
  }

  /// Queues every row of `image` (straight RGBA; alpha is dropped for an RGB writer).
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
        cpng_pwriter_write_rgba_rows(writer, buffer.baseAddress, width * 4, UInt32(image.height)))
    }
  }

  /// Waits for the last chunks, writes them and the end of the PNG, and hands the last bytes
  /// to the sink. Throws `PNGError.invalidArgument` unless exactly `height` rows were written.
  /// Does not commit or close the sink.
  public func finish() throws {
    try check(cpng_pwriter_finish(writer))
  }

  /// CPU seconds spent deflating so far, summed over the threads (for `CHATSHOT_TIMINGS`).
  var deflateSeconds: Double { cpng_pwriter_deflate_seconds(writer) }

  private func checkRows(stride: Int, rows: Int) throws {
    guard stride >= width * 4, rows >= 0, rows <= height else {
      throw PNGError.invalidArgument(
        "\(rows) rows \(stride) bytes apart for a \(width)×\(height) PNG")
    }
  }

  /// The one place C statuses become thrown errors.
  private func check(_ status: cpng_status) throws {
    if status == CPNG_OK { return }
    throw bridge.error(for: status, message: String(cString: cpng_pwriter_message(writer)))
  }
}

extension ParallelPNGWriter {
  /// Encodes a whole image in memory.
  public static func encode(
    _ image: RGBAImage, hasAlpha: Bool = true, compression: Int = 6,
    threads: Int = ParallelPNGWriter.defaultThreads, chunkRows: Int? = nil,
    textChunks: [PNGTextChunk] = []
  ) throws -> [UInt8] {
    let sink = MemorySink()
    let writer = try ParallelPNGWriter(
      width: image.width, height: image.height, hasAlpha: hasAlpha, compression: compression,
      threads: threads, chunkRows: chunkRows, textChunks: textChunks, sink: sink)
    try writer.writeRGBA(image)
    try writer.finish()
    return sink.bytes
  }
}
