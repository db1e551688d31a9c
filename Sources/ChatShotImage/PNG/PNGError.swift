import ChatShotCore

/// Why a PNG could not be read or written.
///
/// Descriptions are one line without the file name: the caller knows which file it was and
/// prefixes it ("shot.png: not a PNG file").
public enum PNGError: ChatShotError, Equatable {
  /// The data does not start with the PNG signature.
  case notPNG
  /// libpng rejected the data; the text is libpng's (or "unexpected end of data ..." for a
  /// truncated file).
  case invalidData(String)
  /// The header announces more pixels than the caller allows; nothing was decoded.
  case tooLarge(width: Int, height: Int, maxPixels: Int)
  /// A text chunk cannot be stored as tEXt/zTXt.
  case invalidTextChunk(keyword: String, reason: String)
  /// A caller passed sizes or buffers that do not fit (a defect in chatshot, not in data).
  case invalidArgument(String)
  /// libpng failed while encoding.
  case encodingFailed(String)
  /// Memory ran out.
  case outOfMemory(String)

  /// `.invalidData` for data that is not a valid PNG (or too large), `.internalFailure` for
  /// encoding failures and defects.
  public var kind: ChatShotErrorKind {
    switch self {
    case .notPNG, .invalidData, .tooLarge, .invalidTextChunk: .invalidData
    case .invalidArgument, .encodingFailed, .outOfMemory: .internalFailure
    }
  }

  /// One line without the file name, e.g. `not a PNG file`.
  public var description: String {
    switch self {
    case .notPNG: "not a PNG file"
    case .invalidData(let message): "invalid PNG data: \(message)"
    case .tooLarge(let width, let height, let maxPixels):
      "PNG is \(width)×\(height) pixels, more than the limit of \(maxPixels) pixels"
    case .invalidTextChunk(let keyword, let reason): "PNG text chunk '\(keyword)': \(reason)"
    case .invalidArgument(let message): "PNG: \(message)"
    case .encodingFailed(let message): "cannot encode PNG: \(message)"
    case .outOfMemory(let message): "out of memory: \(message)"
    }
  }
}
