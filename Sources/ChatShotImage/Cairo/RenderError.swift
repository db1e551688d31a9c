import ChatShotCore

/// Why drawing failed.
public enum RenderError: ChatShotError, Equatable {
  /// Cairo reported an error status (out of memory, invalid size…).
  case cairo(status: String, during: String)
  /// The image would exceed the output pixel limit, 2^30 pixels (e.g. 640 × 1,677,721).
  case tooLarge(width: Int, height: Int, limit: Int)
  /// Even with the least height every row can have, the image would exceed the limit.
  case tooLargeEstimate(width: Int, minimumHeight: Int, limit: Int)
  /// A message's text is wider than the wrapping width and has no place to break.
  case unwrappableText(message: Int, width: Double, maxWidth: Double)
  /// A library caller passed a scale or width outside the documented range.
  case optionOutOfRange(name: String, value: Double, range: ClosedRange<Double>)
  /// An image named by the theme or conversation is missing from the built-in assets.
  case missingImage(String)
  /// An image file (an avatar) that is missing, not a PNG, damaged or too large.
  case unreadableImage(path: String, reason: String)
  /// An image file named in code (an avatar or theme image that no decoder read) that cannot
  /// be read or fails the image checks; the reason names the file.
  case unusableImageFile(reason: String, kind: ChatShotErrorKind)
  /// The images a render draws would take more memory decoded than the limit
  /// (`ImageBudget.maxBytes`).
  case imagesTooLarge(bytes: Int, limit: Int)

  /// `.invalidData` for a conversation too large or a text that cannot be wrapped, or an
  /// unreadable avatar; `.invalidRequest` for an option out of range; `.unreadableInput` for a
  /// missing image; `.internalFailure` when cairo fails.
  public var kind: ChatShotErrorKind {
    switch self {
    case .cairo: .internalFailure
    case .tooLarge, .tooLargeEstimate, .unwrappableText: .invalidData
    case .optionOutOfRange: .invalidRequest
    case .missingImage: .unreadableInput
    case .unreadableImage, .imagesTooLarge: .invalidData
    case .unusableImageFile(_, let code): code
    }
  }

  /// One line saying what to change, e.g. `the image would be 640×1677800 px, more than the
  /// limit of 1073741824 pixels; use a smaller scale or width, or fewer messages`.
  public var description: String {
    switch self {
    case .tooLarge, .tooLargeEstimate: fact + "; use a smaller scale or width, or fewer messages"
    case .imagesTooLarge: fact + "; use fewer different avatar files or a smaller scale"
    default: fact
    }
  }

  /// What is wrong, without the advice on what to change that `description` ends with (a
  /// caller with other words for the options gives its own).
  package var fact: String {
    switch self {
    case .cairo(let status, let during): "cairo failed while \(during): \(status)"
    case .tooLarge(let w, let h, let limit):
      "the image would be \(w)×\(h) px, more than the limit of \(limit) pixels"
    case .tooLargeEstimate(let w, let h, let limit):
      "the image would be at least \(w)×\(h) px, more than the limit of \(limit) pixels"
    case .unwrappableText(let index, let width, let maxWidth):
      "message \(index) (counting from 0): its text cannot be wrapped to \(JSONOutput.format(maxWidth)) pt: part of it is \(JSONOutput.format(width)) pt wide with no place to break (a long chain of joined emoji?)"
    case .optionOutOfRange(let name, let value, let range):
      "\(name) \(value.isFinite ? JSONOutput.format(value) : "\(value)") is not from \(JSONOutput.format(range.lowerBound)) to \(JSONOutput.format(range.upperBound))"
    case .missingImage(let name): "no image named '\(name)'"
    case .unreadableImage(let path, let reason):
      "image \(quotedKey(path)): \(diagnosticText(reason))"
    case .unusableImageFile(let reason, _): diagnosticText(reason)
    case .imagesTooLarge(let bytes, let limit):
      "the images this render draws would take \(bytes) bytes decoded (theme images at their "
        + "size, avatar files at the size they are drawn), more than the limit of \(limit) "
        + "bytes (\(limit >> 20) MiB)"
    }
  }
}
