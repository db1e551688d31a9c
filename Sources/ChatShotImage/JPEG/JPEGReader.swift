internal import CJPEGBridge

/// Reads JPEG files held in memory with libjpeg-turbo (through `CJPEGBridge`, where its
/// `setjmp` points are): the header alone, or the whole image as 8-bit RGBA.
///
/// A truncated or corrupt file throws: libjpeg's warnings (premature end of data, corrupt
/// entropy data), after which it would make up the missing rows, are errors here, so half an
/// image is never drawn. Pixels are as stored: the EXIF orientation is applied by the caller
/// (``EXIFOrientation``).
package enum JPEGReader {
  /// Whether `bytes` start with a JPEG's SOI marker.
  package static func isJPEG(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF
  }

  /// The size the header (SOF) gives, without decoding pixels.
  package static func probe(_ bytes: [UInt8]) throws(JPEGError) -> (width: Int, height: Int) {
    var info = cjpeg_info()
    var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_SIZE))
    let status = bytes.withUnsafeBufferPointer { buffer in
      cjpeg_probe(buffer.baseAddress, buffer.count, &info, &message)
    }
    try check(status, message)
    return (Int(info.width), Int(info.height))
  }

  /// How ``decode(_:maxPixels:into:stride:order:)`` lays out pixels, 4 bytes each.
  package enum PixelOrder {
    /// R, G, B, A (255) bytes, as ``RGBAImage`` holds them.
    case rgba
    /// Cairo's ARGB32 words (alpha 255, so premultiplied as Cairo wants): straight into an
    /// image surface's rows, with no second copy of the picture.
    case cairoARGB32
  }

  /// Decodes the whole image as RGBA (alpha 255), refusing more than `maxPixels` pixels
  /// before any pixel memory is allocated.
  package static func decode(_ bytes: [UInt8], maxPixels: Int) throws(JPEGError) -> RGBAImage {
    let size = try checkedSize(bytes, maxPixels: maxPixels)
    let rowBytes = size.width * 4
    let count = rowBytes * size.height
    var failure: JPEGError?
    let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      do throws(JPEGError) {
        try decode(
          bytes, maxPixels: maxPixels, into: UnsafeMutableRawPointer(buffer.baseAddress),
          stride: rowBytes, order: .rgba)
      } catch {
        failure = error
      }
      // On failure the buffer's contents are not used: the array is thrown away below.
      initialized = count
    }
    if let failure { throw failure }
    do {
      return try RGBAImage(width: size.width, height: size.height, pixels: pixels)
    } catch {
      throw .invalidData(error.description)
    }
  }

  /// The size the header gives, once it is known to be within `maxPixels` (else
  /// `JPEGError.tooLarge`), for a caller that allocates the pixels itself.
  package static func checkedSize(_ bytes: [UInt8], maxPixels: Int) throws(JPEGError) -> (
    width: Int, height: Int
  ) {
    let size = try probe(bytes)
    let area = size.width.multipliedReportingOverflow(by: size.height)
    guard !area.overflow, area.partialValue <= min(maxPixels, Int.max / 4) else {
      throw .tooLarge(width: size.width, height: size.height, maxPixels: maxPixels)
    }
    return size
  }

  /// The most scans a JPEG may have (each costs a pass over the image): libjpeg-turbo's
  /// progress monitor stops a decode at the next one.
  package static let maxScans = Int(CJPEG_MAX_SCANS)

  /// Decodes the whole image into `destination`: the rows of the size
  /// ``checkedSize(_:maxPixels:)`` gave, `stride` bytes apart (at least 4 × width), in
  /// `order`. On failure the memory holds no picture to use. Returns libjpeg's units of work
  /// (a row of MCUs of a pass each): what the tests count, as a file grows.
  @discardableResult
  package static func decode(
    _ bytes: [UInt8], maxPixels: Int, into destination: UnsafeMutableRawPointer?, stride: Int,
    order: PixelOrder
  ) throws(JPEGError) -> UInt64 {
    var message = [CChar](repeating: 0, count: Int(CJPEG_MESSAGE_SIZE))
    var info = cjpeg_info()
    let layout = order == .rgba ? CJPEG_ORDER_RGBA : CJPEG_ORDER_CAIRO_ARGB32
    let status = bytes.withUnsafeBufferPointer { data in
      cjpeg_decode(
        data.baseAddress, data.count, UInt64(maxPixels),
        destination?.assumingMemoryBound(to: UInt8.self), stride, layout, &info, &message)
    }
    try check(status, message)
    return info.work
  }

  private static func check(_ status: cjpeg_status, _ message: [CChar]) throws(JPEGError) {
    if status == CJPEG_OK { return }
    let text = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    switch status {
    case CJPEG_ERR_SIGNATURE: throw .notJPEG
    case CJPEG_ERR_LIMIT: throw .invalidData(text)
    default: throw .invalidData(text)
    }
  }
}

/// Why a JPEG could not be read. Descriptions are one line without the file name.
package enum JPEGError: Error, Equatable, CustomStringConvertible {
  /// The data does not start with the SOI marker.
  case notJPEG
  /// libjpeg refused the data (or warned about it: truncated, corrupt); its words.
  case invalidData(String)
  /// The header announces more pixels than allowed; nothing was decoded.
  case tooLarge(width: Int, height: Int, maxPixels: Int)

  package var description: String {
    switch self {
    case .notJPEG: "not a JPEG file"
    case .invalidData(let why): why
    case .tooLarge(let w, let h, let limit): "\(w)×\(h) pixels is more than the limit of \(limit)"
    }
  }
}
