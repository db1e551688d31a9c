/// Recognises files that are not plain UTF-8 before parsing starts, so the user is told
/// "this is UTF-16" rather than "unexpected character U+0000".
package enum TextEncodingSniffer {
  /// Throws for an empty file, a UTF-8 byte-order mark, and UTF-16 or UTF-32 text
  /// (by byte-order mark, or by the NUL-byte pattern of RFC 4627 §3 in the first bytes).
  package static func check(_ bytes: [UInt8], file: String) throws(InputError) {
    func refuse(_ reason: String) -> InputError {
      InputError(file: file, location: .start, reason: reason)
    }
    guard !bytes.isEmpty else { throw refuse("file is empty") }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw refuse("file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM")
    }
    if let encoding = wideEncoding(bytes) {
      throw refuse("file is \(encoding); save it as UTF-8")
    }
  }

  /// "UTF-16 (little-endian, with byte-order mark)" and the like, or nil for other files.
  package static func wideEncoding(_ b: [UInt8]) -> String? {
    let bom = ", with byte-order mark"
    if b.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian\(bom))" }
    if b.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian\(bom))" }
    if b.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian\(bom))" }
    if b.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian\(bom))" }
    if b.count >= 4 {
      if b[0] == 0, b[1] == 0, b[2] == 0, b[3] != 0 { return "UTF-32 (big-endian)" }
      if b[0] != 0, b[1] == 0, b[2] == 0, b[3] == 0 { return "UTF-32 (little-endian)" }
    }
    // JSON text starts with two ASCII characters (or is one character long): in UTF-16 every
    // other byte of them is NUL. A NUL and then text (`\0{"messages": …}`) is not that.
    if b.count >= 4 {
      if b[0] == 0, b[1] != 0, b[2] == 0, b[3] != 0 { return "UTF-16 (big-endian)" }
      if b[0] != 0, b[1] == 0, b[2] != 0, b[3] == 0 { return "UTF-16 (little-endian)" }
    } else if b.count == 2 {
      if b[0] == 0, b[1] != 0 { return "UTF-16 (big-endian)" }
      if b[0] != 0, b[1] == 0 { return "UTF-16 (little-endian)" }
    }
    return nil
  }
}
