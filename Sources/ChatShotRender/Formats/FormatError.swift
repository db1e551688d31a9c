import ChatShotCore

/// Why an output format cannot hold a picture, or a file of another format cannot be read.
public enum FormatError: ChatShotError, Equatable {
  /// WebP holds at most 16,383 px on each side.
  case tooLargeForWebP(width: Int, height: Int)
  /// libwebp refused to encode (out of memory) or a WebP file is damaged.
  case webP(String)

  /// `.invalidRequest` for an image too large for WebP (ask for PNG instead);
  /// `.invalidData` for a damaged WebP file; `.internalFailure` when libwebp fails to encode.
  public var kind: ChatShotErrorKind {
    switch self {
    case .tooLargeForWebP: .invalidRequest
    case .webP(let message): message.hasPrefix("cannot encode") ? .internalFailure : .invalidData
    }
  }

  /// One line saying what to do.
  public var description: String {
    switch self {
    case .tooLargeForWebP: fact + "; write a PNG instead, or use a smaller scale"
    case .webP: fact
    }
  }

  /// What is wrong, without the advice that `description` ends with.
  package var fact: String {
    switch self {
    case .tooLargeForWebP(let w, let h):
      "the image would be \(w)×\(h) px, beyond WebP's limit of \(OutputFormat.webPMaxPixels) px "
        + "on each side"
    case .webP(let message): message
    }
  }
}
