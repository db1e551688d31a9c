internal import CDeflate
import ChatShotCore

/// Streams an 8-bit RGB or RGBA PNG to a `ByteSink`, deflating on several threads while the
/// caller produces the next rows.
///
/// Rows are cut into chunks of at most `chunkRows` rows, and a chunk also ends after a run of
/// rows that each repeat the row above, which is written as deflate copies of that row rather
/// than deflated. Each chunk is deflated on its own, primed with the 4 KiB of data before it,
/// and the chunks are joined into one zlib stream with a combined Adler-32 (as pigz does).
/// Chunk boundaries depend only on the rows, so the bytes are the same for any number of
/// threads and however the rows are handed in: no timing, no environment. Rows are not
/// filtered (filter type None, which suits flat UI images best); `PNGWriter` offers the other
/// filters, single-threaded, through libpng.
///
/// Text chunks are written before the image data. The sink is only ever called from the
/// thread that calls this class. Any failure is thrown and leaves the writer unusable: a
/// sink's own error is rethrown as is, others become `PNGError`.
package final class ParallelPNGWriter {
  package var width: Int { encoder.width }
  package var height: Int { encoder.height }
  package var hasAlpha: Bool { encoder.hasAlpha }
  let encoder: PNGEncoder

  /// Deflate threads used when none are asked for: one per processor, at most 8.
  package static var defaultThreads: Int {
    min(8, Environment.activeProcessorCount)
  }

  /// The most deflate threads one writer runs.
  package static let maxThreads = 64

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
  ///   - animation: makes it an APNG of that many frames (acTL); the rows written first are
  ///     then the default image, and each frame follows `beginFrame`.
  package init(
    width: Int, height: Int, hasAlpha: Bool, compression: Int = 6,
    threads: Int = ParallelPNGWriter.defaultThreads, chunkRows: Int? = nil,
    textChunks: [PNGTextChunk] = [], animation: APNGAnimation? = nil, sink: any ByteSink
  ) throws {
    guard (1...Self.maxThreads).contains(threads) else {
      throw PNGError.invalidArgument(
        "\(threads) compression threads (1 to \(Self.maxThreads) allowed)")
    }
    if let chunkRows, !(1...Int(UInt32.max)).contains(chunkRows) {
      throw PNGError.invalidArgument("\(chunkRows) rows per chunk")
    }
    encoder = try PNGEncoder(
      width: width, height: height, hasAlpha: hasAlpha, compression: compression,
      textChunks: textChunks, sink: sink, functions: .parallel)
    if let animation {
      try encoder.begin {
        cpng_pwriter_animate($0, UInt32(animation.frames), UInt32(animation.loops ? 0 : 1))
      }
    }
    try encoder.begin {
      cpng_pwriter_begin(
        $0, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, Int32(compression),
        UInt32(threads), UInt32(chunkRows ?? 0))
    }
  }

  /// Converts and queues `rows` rows of a cairo ARGB32 surface (premultiplied, native-endian)
  /// whose rows start `stride` bytes apart, unpremultiplying exactly as cairo's PNG writer.
  ///
  /// The pointer is borrowed for the call only: the rows are copied before it returns.
  package func writeARGB32Rows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try encoder.writeARGB32Rows(pointer, stride: stride, rows: rows)
  }

  /// Queues every row of `image` (straight RGBA; alpha is dropped for an RGB writer).
  ///
  /// The image may be a strip of the whole picture: its height counts towards `height`.
  package func writeRGBA(_ image: RGBAImage) throws { try encoder.writeRGBA(image) }

  /// Waits for the last chunks, writes them and the end of the PNG, and hands the last bytes
  /// to the sink. Throws `PNGError.invalidArgument` unless exactly `height` rows were written.
  /// Does not commit or close the sink.
  package func finish() throws { try encoder.finish() }

  /// CPU seconds spent deflating so far, summed over the threads (for `CHATSHOT_TIMINGS`).
  package var deflateSeconds: Double { encoder.read { cpng_pwriter_deflate_seconds($0) } }
}

extension ParallelPNGWriter {
  /// Encodes a whole image in memory.
  package static func encode(
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
