internal import CPixels
internal import CStatus
import ChatShotCore

/// What `PNGWriter` and `ParallelPNGWriter` share: one C encoder, the sink it writes to, and
/// the checks on every call. A failure is thrown and leaves the encoder unusable: a sink's
/// own error is rethrown as is, others become `PNGError`.
package final class PNGEncoder {
  package let width: Int
  package let height: Int
  package let hasAlpha: Bool
  private let functions: CPNGFunctions
  /// Owned: freed with `functions.free` in `deinit`.
  private let handle: OpaquePointer
  /// Kept alive for the C callback, which borrows it through an unretained pointer.
  private let bridge: SinkBridge

  /// Creates the C encoder and adds the text chunks; `begin` must follow.
  package init(
    width: Int, height: Int, hasAlpha: Bool, compression: Int, textChunks: [PNGTextChunk],
    sink: any ByteSink, functions: CPNGFunctions
  ) throws {
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw PNGError.invalidArgument("a PNG cannot be \(width)×\(height) pixels")
    }
    guard (0...9).contains(compression) else {
      throw PNGError.invalidArgument("compression level \(compression) is not from 0 to 9")
    }
    let encodedText = try textChunks.map { try $0.encodedCStrings() }
    let bridge = SinkBridge(sink)
    guard let handle = functions.create(forwardToSink, Unmanaged.passUnretained(bridge).toOpaque())
    else { throw PNGError.outOfMemory("cannot create a PNG writer") }
    self.width = width
    self.height = height
    self.hasAlpha = hasAlpha
    self.functions = functions
    self.handle = handle
    self.bridge = bridge
    for (chunk, strings) in zip(textChunks, encodedText) {
      try check(
        functions.addText(
          handle, strings.keyword, strings.text, chunk.compressed ? 1 : 0,
          chunk.international ? 1 : 0))
    }
  }

  deinit { functions.free(handle) }

  /// Writes the signature, header and text chunks through the encoder's own begin function.
  func begin(_ start: (OpaquePointer) -> cpng_status) throws { try check(start(handle)) }

  /// `rows` rows of a cairo ARGB32 surface whose rows start `stride` bytes apart.
  package func writeARGB32Rows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try checkRows(stride: stride, rows: rows)
    try check(functions.writeRows(handle, pointer, stride, UInt32(rows), CPNG_PIXELS_ARGB32))
  }

  /// `rows` rows of straight RGBA whose rows start `stride` bytes apart.
  package func writeRGBARows(_ pointer: UnsafeRawPointer, stride: Int, rows: Int) throws {
    try checkRows(stride: stride, rows: rows)
    guard rows > 0 else { return }
    try check(functions.writeRows(handle, pointer, stride, UInt32(rows), CPNG_PIXELS_RGBA8))
  }

  /// Every row of `image` (straight RGBA).
  package func writeRGBA(_ image: RGBAImage) throws {
    guard image.width == width else {
      throw PNGError.invalidArgument("a \(image.width)-pixel row for a \(width)-pixel-wide PNG")
    }
    try checkRows(stride: width * 4, rows: image.height)
    guard image.height > 0 else { return }
    try image.pixels.withUnsafeBufferPointer { buffer in
      try check(
        functions.writeRows(
          handle, buffer.baseAddress, width * 4, UInt32(image.height), CPNG_PIXELS_RGBA8))
    }
  }

  package func finish() throws { try check(functions.finish(handle)) }

  /// Reads something off the C encoder (it stays owned here).
  package func read<T>(_ body: (OpaquePointer) -> T) -> T { body(handle) }

  private func checkRows(stride: Int, rows: Int) throws {
    guard stride >= width * 4, rows >= 0, rows <= height else {
      throw PNGError.invalidArgument(
        "\(rows) rows \(stride) bytes apart for a \(width)×\(height) PNG")
    }
  }

  /// The one place C statuses become thrown errors.
  private func check(_ status: cpng_status) throws {
    if status == CPNG_OK { return }
    let message = functions.message(handle).map { String(cString: $0) } ?? ""
    throw bridge.error(for: status, message: message)
  }
}
