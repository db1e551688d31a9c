/// Walks the chunks of a PNG file without decompressing anything, to tell whether the file
/// is whole: a truncated download or a damaged copy is then refused before any pixel is
/// decoded (and before a render has started).
enum PNGChunks {
  /// Why `data` (which starts with the PNG signature) is not a whole PNG: a chunk that runs
  /// past the end, a chunk whose CRC does not match, an IHDR that does not come first, no
  /// image data, or no IEND; nil when it is whole. Bytes after IEND are ignored, as libpng
  /// ignores them.
  static func problem(in data: [UInt8]) -> String? {
    var offset = 8
    var index = 0
    var sawData = false
    while offset + 8 <= data.count {
      let length = Int(readUInt32(data, offset))
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let end = offset + 12 + length
      guard length <= 0x7FFF_FFFF, end <= data.count else {
        return "the file ends inside its '\(type)' chunk (at byte \(data.count) of \(end)); it is truncated"
      }
      if index == 0, type != "IHDR" {
        return "the first chunk is '\(type)', not 'IHDR'"
      }
      let crc = crc32(data[offset + 4..<offset + 8 + length])
      if crc != readUInt32(data, offset + 8 + length) {
        return "the '\(type)' chunk at byte \(offset) is damaged (its CRC does not match)"
      }
      if type == "IDAT" { sawData = true }
      if type == "IEND" {
        return sawData ? nil : "it has no image data (IDAT chunk)"
      }
      offset = end
      index += 1
    }
    return "the file ends after \(data.count) bytes without an 'IEND' chunk; it is truncated"
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC-32 of PNG chunks and zlib (polynomial 0xEDB88320, reflected).
  static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  /// The big-endian 32-bit number at `offset` (chunk lengths, CRCs).
  static func readUInt32(_ data: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8
      | UInt32(data[offset + 3])
  }
}
