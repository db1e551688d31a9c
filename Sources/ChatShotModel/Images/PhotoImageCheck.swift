import ChatShotCore
import ChatShotImage

/// Checks a message's photo before any pixel is decoded: a PNG as ``AvatarImageCheck``
/// checks avatars, or a JPEG whose header (read by libjpeg) gives a size within the same
/// pixel caps, whose data ends with the EOI marker (a truncated file does not), and whose
/// EXIF orientation is read (libexif).
///
/// Damage inside a JPEG's compressed data shows only when it is decoded: the renderer then
/// refuses it (``JPEGReader``), naming the message and the file, before anything is written.
enum PhotoImageCheck {
  /// Reads `file` (already open) and checks it; `path` is its canonical path.
  static func read(_ file: OpenedFile, as path: FilePath, limits: InputLimits)
    throws(ImageFileProblem) -> ImageFile
  {
    try check(AvatarImageCheck.bytes(of: file, limits: limits), path: path, limits: limits)
  }

  /// Reads the file at `path` once (``OpenedFile``) and checks it: a photo named in code.
  static func read(_ path: FilePath, limits: InputLimits) throws(ImageFileProblem) -> ImageFile {
    try read(AvatarImageCheck.open(path), as: path, limits: limits)
  }

  /// The checked file of `bytes`: a JPEG, else a PNG.
  static func check(_ bytes: [UInt8], path: FilePath, limits: InputLimits)
    throws(ImageFileProblem) -> ImageFile
  {
    guard JPEGReader.isJPEG(bytes) else {
      do {
        return ImageFile(
          path: path, bytes: bytes, header: try AvatarImageCheck.check(bytes, limits: limits))
      } catch .notPNG {
        throw .notPhoto
      }
    }
    let size: (width: Int, height: Int)
    do {
      size = try JPEGReader.probe(bytes)
    } catch {
      throw .unreadableJPEG(error.description)
    }
    let pixels = size.width.multipliedReportingOverflow(by: size.height)
    if pixels.overflow || pixels.partialValue > limits.maxImagePixels {
      throw .tooManyPixels(width: size.width, height: size.height, limit: limits.maxImagePixels)
    }
    if size.width > AvatarImageCheck.maxSide || size.height > AvatarImageCheck.maxSide {
      throw .tooLong(width: size.width, height: size.height, limit: AvatarImageCheck.maxSide)
    }
    guard endsWithEOI(bytes) else {
      throw .unreadableJPEG("the data ends before the end-of-image marker (a truncated file?)")
    }
    return ImageFile(
      path: path, bytes: bytes, width: size.width, height: size.height,
      orientation: EXIFOrientation.of(jpeg: bytes))
  }

  /// Whether the last bytes, after any zero padding, are the EOI marker FF D9.
  static func endsWithEOI(_ bytes: [UInt8]) -> Bool {
    var end = bytes.count
    while end > 0, bytes[end - 1] == 0 { end -= 1 }
    return end >= 4 && bytes[end - 2] == 0xFF && bytes[end - 1] == 0xD9
  }
}
