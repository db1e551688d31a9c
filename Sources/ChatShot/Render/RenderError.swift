/// Why drawing failed.
public enum RenderError: ChatShotFailure, Equatable {
  /// Cairo reported an error status (out of memory, invalid size…).
  case cairo(status: String, during: String)
  /// The image would exceed the output pixel limit.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// An image named by the theme or conversation is missing from the built-in assets.
  case missingImage(String)
  /// An image file (an avatar) that is missing, not a PNG, damaged or too large.
  case unreadableImage(path: String, reason: String)

  public var exitCode: ExitCode {
    switch self {
    case .cairo: .software
    case .tooLarge: .dataError
    case .missingImage: .noInput
    case .unreadableImage: .dataError
    }
  }

  public var description: String {
    switch self {
    case .cairo(let status, let during): "cairo failed while \(during): \(status)"
    case .tooLarge(let w, let h, let limit):
      "the image would be \(w)×\(h) px, more than the limit of \(limit) pixels"
    case .missingImage(let name): "no image named '\(name)'"
    case .unreadableImage(let path, let reason): "image '\(path)': \(reason)"
    }
  }
}
