/// An image file as it was read and checked, once: its bytes are what is drawn and what the
/// metadata hashes, whatever happens to the file afterwards.
///
/// A file named by a conversation or a theme is opened once (``OpenedFile``), checked
/// (``AvatarImageCheck``) and kept as this; nothing reopens it by its path, so swapping the
/// file for another one (or for a link to `/dev/zero`) after the check changes nothing.
final class ImageFile: Sendable {
  /// The canonical path it was read from.
  let path: FilePath
  /// Every byte of the file.
  let bytes: [UInt8]
  /// Its PNG header, as checked.
  let header: PNGHeader

  init(path: FilePath, bytes: [UInt8], header: PNGHeader) {
    self.path = path
    self.bytes = bytes
    self.header = header
  }

  /// The SHA-256 of the bytes, as lowercase hex (the metadata's identity of the file).
  var sha256: String { SHA256.hash(bytes).hex }

  /// Bytes of RGBA pixels its image takes once decoded.
  var decodedBytes: Int { header.width * header.height * 4 }
}
