import ChatShotCore
import ChatShotImage

/// An image file as it was read and checked, once: its bytes are what is drawn and what the
/// metadata hashes, whatever happens to the file afterwards.
///
/// A file named by a conversation or a theme is opened once (``OpenedFile``), checked
/// (``AvatarImageCheck``) and kept as this; nothing reopens it by its path, so swapping the
/// file for another one (or for a link to `/dev/zero`) after the check changes nothing.
package final class ImageFile: Sendable {
  /// The canonical path it was read from.
  package let path: FilePath
  /// Every byte of the file.
  package let bytes: [UInt8]
  /// PNG, or JPEG with its EXIF orientation.
  package let format: ImageFormat
  /// The size its header gives, in pixels as stored (before any EXIF orientation).
  package let width: Int
  package let height: Int

  /// A PNG file, checked.
  init(path: FilePath, bytes: [UInt8], header: PNGHeader) {
    self.path = path
    self.bytes = bytes
    format = .png
    width = header.width
    height = header.height
  }

  /// A JPEG file (a photo), checked; `width` × `height` as its header gives them.
  init(path: FilePath, bytes: [UInt8], width: Int, height: Int, orientation: EXIFOrientation) {
    self.path = path
    self.bytes = bytes
    format = .jpeg(orientation)
    self.width = width
    self.height = height
  }

  /// The size shown, once turned upright: a portrait phone photo's stored sides swapped.
  package var shownSize: (width: Int, height: Int) {
    guard case .jpeg(let orientation) = format else { return (width, height) }
    return orientation.shownSize(width: width, height: height)
  }

  /// The SHA-256 of the bytes, as lowercase hex (the metadata's identity of the file).
  package var sha256: String { SHA256.hash(bytes).hex }

  /// Bytes of RGBA pixels its image takes once decoded.
  package var decodedBytes: Int { width * height * 4 }
}

/// What an image file holds.
package enum ImageFormat: Hashable, Sendable {
  /// A PNG (avatars, theme images, photos).
  case png
  /// A JPEG (photos only), with the EXIF orientation that stands it upright.
  case jpeg(EXIFOrientation)
}
