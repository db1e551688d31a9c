internal import CLibPNG

/// Walks the chunks of a PNG file without decompressing anything, to tell whether the file
/// is whole: a truncated download or a damaged copy is then refused before any pixel is
/// decoded (and before a render has started).
package enum PNGChunks {
  /// Why `data` (which starts with the PNG signature) is not a whole PNG: a chunk that runs
  /// past the end, a chunk whose CRC does not match, an IHDR that does not come first, no
  /// image data, or no IEND; nil when it is whole. Bytes after IEND are ignored, as libpng
  /// ignores them.
  package static func problem(in data: [UInt8]) -> String? {
    var offset = 8
    var index = 0
    var sawData = false
    while offset + 8 <= data.count {
      let length = Int(readUInt32(data, offset))
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let end = offset + 12 + length
      guard length <= 0x7FFF_FFFF, end <= data.count else {
        return
          "the file ends inside its '\(type)' chunk (at byte \(data.count) of \(end)); it is truncated"
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

  /// The CRC-32 of PNG chunks (zlib's own, which libpng links).
  package static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer {
      UInt32(crc32_z(0, $0.baseAddress, $0.count))
    }
  }

  /// The big-endian 32-bit number at `offset` (chunk lengths, CRCs).
  package static func readUInt32(_ data: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(data[offset]) << 24 | UInt32(data[offset + 1]) << 16 | UInt32(data[offset + 2]) << 8
      | UInt32(data[offset + 3])
  }
}
