internal import CPNGBridge
internal import CStatus
internal import Glibc

/// An owned `cpng_reader` over borrowed bytes or a borrowed descriptor: the one place the
/// reader's C statuses become `PNGError`s.
///
/// Borrowed: the bytes must outlive this object, so create and drop it inside one
/// `withUnsafeBufferPointer` call (or, for a descriptor, close it only after this object).
package final class LibPNGReader {
  /// Owned: freed with `cpng_reader_free` in `deinit`.
  private let reader: OpaquePointer

  package init(borrowing bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { throw .notPNG }
    guard let reader = cpng_reader_new(base, bytes.count) else {
      throw .outOfMemory("cannot create a PNG reader")
    }
    self.reader = reader
  }

  /// A reader of the PNG that `descriptor` reads, 64 KiB at a time (``PNGRowReader``).
  package init(descriptor: Int32) throws(PNGError) {
    guard let reader = cpng_reader_new_fd(descriptor) else {
      throw .outOfMemory("cannot create a PNG reader")
    }
    self.reader = reader
  }

  deinit { cpng_reader_free(reader) }

  /// Reads the signature and the chunks before the image data.
  package func readHeader() throws(PNGError) -> PNGHeader {
    var header = cpng_header()
    try check(cpng_reader_read_header(reader, &header))
    guard let colorType = PNGHeader.ColorType(rawValue: Int(header.color_type)) else {
      throw .invalidData("unknown colour type \(header.color_type)")
    }
    return PNGHeader(
      width: Int(header.width), height: Int(header.height), bitDepth: Int(header.bit_depth),
      colorType: colorType, interlaced: header.interlace != 0)
  }

  /// Decodes the pixels to RGBA8, refusing images of more than `maxPixels` before allocating.
  package func readRGBA(_ header: PNGHeader, maxPixels: Int) throws(PNGError) -> RGBAImage {
    try prepareRGBA(header, maxPixels: maxPixels)
    let rowBytes = header.width * 4
    let count = rowBytes * header.height
    var failure: PNGError?
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      do throws(PNGError) {
        try check(cpng_reader_read_rgba8(reader, base, rowBytes))
        initialized = count
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
    return try RGBAImage(width: header.width, height: header.height, pixels: pixels)
  }

  /// Sets up decoding to RGBA8, refusing images of more than `maxPixels`.
  package func prepareRGBA(_ header: PNGHeader, maxPixels: Int) throws(PNGError) {
    // Checked here for a precise error, and again in C before libpng allocates anything.
    // Widths and heights are below 2^31, so the product cannot overflow; the byte count
    // (4 per pixel) could, hence the cap.
    let limit = min(maxPixels, Int.max / 4)
    guard limit >= 0, header.width * header.height <= limit else {
      throw .tooLarge(width: header.width, height: header.height, maxPixels: maxPixels)
    }
    try check(cpng_reader_prepare_rgba8(reader, UInt64(limit)))
  }

  /// After ``prepareRGBA(_:maxPixels:)``, for an image that is not interlaced: the next
  /// `count` rows as RGBA8 into `destination`, rows `stride` bytes apart (borrowed for the
  /// call).
  package func readRows(into destination: UnsafeMutableRawPointer, stride: Int, count: Int)
    throws(PNGError)
  {
    try check(
      cpng_reader_read_rows(
        reader, destination.assumingMemoryBound(to: UInt8.self), stride, UInt32(count)))
  }

  /// The text chunks read so far, in file order.
  package func textChunks() -> [PNGTextChunk] {
    (0..<cpng_reader_text_count(reader)).compactMap { index in
      var keyword: UnsafePointer<CChar>?
      var text: UnsafePointer<CChar>?
      var length = 0
      var kind = CPNG_TEXT_TEXT
      guard cpng_reader_text_at(reader, index, &keyword, &text, &length, &kind) == CPNG_OK,
        let keyword, let text
      else { return nil }
      let utf8 = kind == CPNG_TEXT_ITXT || kind == CPNG_TEXT_ITXT_COMPRESSED
      return PNGTextChunk(
        keyword: decode(keyword, length: strlen(keyword), utf8: utf8),
        text: decode(text, length: length, utf8: utf8),
        compressed: kind == CPNG_TEXT_ZTXT || kind == CPNG_TEXT_ITXT_COMPRESSED,
        international: utf8)
    }
  }

  private func decode(_ string: UnsafePointer<CChar>, length: Int, utf8: Bool) -> String {
    string.withMemoryRebound(to: UInt8.self, capacity: length) {
      PNGTextChunk.decode(UnsafeBufferPointer(start: $0, count: length), utf8: utf8)
    }
  }

  private func check(_ status: cpng_status) throws(PNGError) {
    if status == CPNG_OK { return }
    let message = String(cString: cpng_reader_message(reader))
    switch status {
    case CPNG_ERR_SIGNATURE: throw .notPNG
    case CPNG_ERR_NOMEM: throw .outOfMemory(message)
    case CPNG_ERR_ARGUMENT, CPNG_ERR_STATE: throw .invalidArgument(message)
    default: throw .invalidData(message)
    }
  }
}
