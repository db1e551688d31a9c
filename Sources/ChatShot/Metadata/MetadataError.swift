/// chatshot metadata in a PNG that cannot be read or used (exit 65).
public enum MetadataError: ChatShotFailure, Equatable {
  /// A text chunk that should hold chatshot's JSON does not.
  case invalid(keyword: String, reason: String)
  /// The PNG has no chatshot metadata, or lacks the part that is needed.
  case missing(file: String, what: String)

  public var exitCode: ExitCode { .dataError }

  public var description: String {
    switch self {
    case .invalid(let keyword, let reason): "metadata chunk '\(keyword)': \(reason)"
    case .missing(let file, let what): "'\(file)' has no \(what)"
    }
  }
}
