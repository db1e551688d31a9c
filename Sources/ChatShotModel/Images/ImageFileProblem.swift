import ChatShotCore
import ChatShotImage

/// Why an image file (an avatar, a theme's image) cannot be used, found before any pixel is
/// decoded.
package enum ImageFileProblem: Error, Equatable {
  /// It cannot be opened or read, is not a regular file, or is too large.
  case file(FileFailure)
  /// It does not start with the PNG signature.
  case notPNG
  /// Its header cannot be read.
  case unreadable(PNGError)
  /// Its header claims more pixels than the limit (a decompression bomb).
  case tooManyPixels(width: Int, height: Int, limit: Int)
  /// A side is longer than Cairo's images can be.
  case tooLong(width: Int, height: Int, limit: Int)
  /// Its chunks are not whole: why.
  case notWhole(String)
  /// A photo that is neither a PNG nor a JPEG.
  case notPhoto
  /// A JPEG photo whose header cannot be read, or that is not whole: libjpeg's words.
  case unreadableJPEG(String)

  package var kind: ChatShotErrorKind {
    if case .file(let failure) = self { return failure.kind }
    return .invalidData
  }

  /// The problem as a phrase about the file shown as `shown` (already quoted) in `role`:
  /// "avatar file 'a.png' is 40000×1 pixels; the limit is 32767 pixels on a side".
  package func reason(_ shown: String, role: FileRole) -> String {
    let subject = "\(role.noun) \(shown)"
    switch self {
    case .file(let failure): return failure.reason(shown, role: role)
    case .notPNG: return "\(subject) is not a PNG image"
    case .unreadable(let error): return "\(subject) is not a readable PNG: \(error)"
    case .tooManyPixels(let width, let height, let limit):
      return
        "\(subject) is \(width)×\(height) pixels; the limit is \(limit) pixels (e.g. 4096×4096)"
    case .tooLong(let width, let height, let limit):
      return "\(subject) is \(width)×\(height) pixels; the limit is \(limit) pixels on a side "
        + "(the largest image Cairo draws)"
    case .notWhole(let why): return "\(subject) is not a whole PNG: \(why)"
    case .notPhoto: return "\(subject) is neither a PNG nor a JPEG image"
    case .unreadableJPEG(let why): return "\(subject) is not a readable JPEG: \(why)"
    }
  }
}
