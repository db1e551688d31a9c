/// Keeps libpng from reading text chunks that are not chatshot's, and bounds chatshot's own.
///
/// libpng copies every tEXt, zTXt and iTXt chunk into memory, and the text is then decoded
/// again into Swift strings: a PNG with one 200 MB tEXt chunk cost 2.47 GB to read for
/// `info`, `check` or `diff`. chatshot reads only its own chunks (keyword `Software` or
/// `chatshot:…`), so the others are cut out of the bytes before libpng sees them, from
/// their headers alone; one of chatshot's own longer than ``maxChunkBytes`` is refused.
/// Compressed text is bounded by libpng itself: it stops inflating a chunk at 8,000,000
/// bytes (and drops that chunk).
package enum PNGTextFilter {
  /// The longest text chunk of chatshot's that is read, in stored bytes: 16 MiB, the size of
  /// the largest conversation file (chatshot's own chunks stay far below it).
  package static let maxChunkBytes = 16 << 20

  /// The bytes libpng should read instead of `data`: nil when `data` itself will do (no
  /// chunk to leave out: the common case, no copy), else a copy without the text chunks
  /// that are not chatshot's.
  ///
  /// - Parameter throughImageData: false when only the chunks before the image data are
  ///   read (header, text): the copy then ends with the first `IDAT` chunk's header.
  /// - Throws: `PNGError.invalidData` for a chunk of chatshot's over ``maxChunkBytes``.
  package static func filtered(_ data: [UInt8], throughImageData: Bool) throws(PNGError) -> [UInt8]?
  {
    guard data.starts(with: signature) else { return nil }
    var kept: [Range<Int>] = [0..<8]
    var dropped = false
    var offset = 8
    while offset + 8 <= data.count {
      let length = Int(PNGChunks.readUInt32(data, offset))
      let type = Array(data[offset + 4..<offset + 8])
      let end = offset + 12 + length
      if textTypes.contains(type) {
        let keyword = keyword(data, from: offset + 8, length: length)
        if isChatshots(keyword) {
          if length > maxChunkBytes { throw tooLarge(keyword: keyword, length: length) }
        } else {
          dropped = true
          offset = end
          continue
        }
      }
      if type == Array("IDAT".utf8) && !throughImageData {
        kept.append(offset..<offset + 8)
        return dropped ? joined(data, kept) : nil
      }
      // A chunk cut short: libpng reports it.
      kept.append(offset..<min(end, data.count))
      offset = end
    }
    return dropped ? joined(data, kept) : nil
  }

  /// The refusal of a chatshot text chunk of `length` bytes, over ``maxChunkBytes``.
  package static func tooLarge(keyword: String, length: Int) -> PNGError {
    .invalidData(
      "text chunk '\(keyword)' holds \(length) bytes; chatshot's metadata chunks hold "
        + "at most \(maxChunkBytes) bytes (\(maxChunkBytes >> 20) MiB)")
  }

  /// Whether a text chunk with `keyword` is one chatshot reads (see `RenderMetadata`).
  package static func isChatshots(_ keyword: String) -> Bool {
    keyword == PNGTextChunk.softwareKeyword || keyword.hasPrefix("chatshot:")
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  private static let textTypes = [Array("tEXt".utf8), Array("zTXt".utf8), Array("iTXt".utf8)]

  /// The keyword that starts a text chunk's data (1 to 79 Latin-1 characters before a NUL),
  /// read from at most its first 80 bytes.
  private static func keyword(_ data: [UInt8], from start: Int, length: Int) -> String {
    let end = min(start + min(length, 80), data.count)
    let bytes = data[min(start, end)..<end].prefix { $0 != 0 }
    return String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }

  private static func joined(_ data: [UInt8], _ ranges: [Range<Int>]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(ranges.reduce(0) { $0 + $1.count })
    for range in ranges { result.append(contentsOf: data[range]) }
    return result
  }
}
