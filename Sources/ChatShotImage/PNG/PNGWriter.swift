internal import CPNGBridge
import ChatShotCore

/// Streams an 8-bit RGB or RGBA PNG to a `ByteSink`, a few rows at a time.
///
/// The bytes depend only on the pixels and the settings (and the libpng/zlib versions): no
/// time chunk, no environment. Text chunks are written before the image data. Any failure is
/// thrown and leaves the writer unusable: a sink's own error is rethrown as is (for example
/// `OutputError.brokenPipe`), libpng's become `PNGError`.
package final class PNGWriter {
  package var width: Int { encoder.width }
  package var height: Int { encoder.height }
  package var hasAlpha: Bool { encoder.hasAlpha }
  private let encoder: PNGEncoder

  /// Writes the PNG signature, header and text chunks to `sink`.
  ///
  /// - Parameters:
  ///   - hasAlpha: RGBA when true, RGB (alpha dropped) when false.
  ///   - compression: zlib level, 0 (store) to 9 (smallest, slowest).
  ///   - filter: row filter; `.none` suits flat UI images best.
  package init(
    width: Int, height: Int, hasAlpha: Bool, compression: Int = 6, filter: PNGFilter = .none,
    textChunks: [PNGTextChunk] = [], sink: any ByteSink
  ) throws {
    encoder = try PNGEncoder(
      width: width, height: height, hasAlpha: hasAlpha, compression: compression,
      textChunks: textChunks, sink: sink, functions: .libpng)
    try encoder.begin {
      cpng_writer_begin(
        $0, UInt32(width), UInt32(height), hasAlpha ? 1 : 0, Int32(compression),
        cpng_filter(rawValue: UInt32(filter.rawValue)))
    }
  }

  /// Converts and writes `rows` rows of a cairo ARGB32 surface (premultiplied, native-endian)
  /// whose rows start `stride` bytes apart, unpremultiplying exactly as cairo's PNG writer.
  ///
  /// The pointer is borrowed for the call only.
  package func writeARGB32Rows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try encoder.writeARGB32Rows(pointer, stride: stride, rows: rows)
  }

  /// Writes `rows` rows of straight RGBA whose rows start `stride` bytes apart (alpha is
  /// dropped for an RGB writer). The pointer is borrowed for the call only.
  package func writeRGBARows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try encoder.writeRGBARows(pointer, stride: stride, rows: rows)
  }

  /// Writes every row of `image` (straight RGBA; alpha is dropped for an RGB writer).
  ///
  /// The image may be a strip of the whole picture: its height counts towards `height`.
  package func writeRGBA(_ image: RGBAImage) throws { try encoder.writeRGBA(image) }

  /// Writes the end of the PNG and hands the last bytes to the sink.
  ///
  /// Throws `PNGError.invalidArgument` unless exactly `height` rows were written. Does not
  /// commit or close the sink.
  package func finish() throws { try encoder.finish() }
}
