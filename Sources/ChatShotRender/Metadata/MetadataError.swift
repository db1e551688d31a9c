import ChatShotCore

/// chatshot metadata in a PNG that cannot be read or used (`.invalidData`; `.unreadableInput` when a theme file
/// must be given).
public enum MetadataError: ChatShotError, Equatable {
  /// A text chunk that should hold chatshot's JSON does not.
  case invalid(keyword: String, reason: String)
  /// The PNG has no chatshot metadata, or lacks the part that is needed.
  case missing(file: String, what: String)
  /// The golden was made with a theme file, which must be given to re-render it.
  case themeFileNeeded(file: String, theme: String)

  /// `.unreadableInput` when a theme file must be given, `.invalidData` otherwise.
  public var kind: ChatShotErrorKind {
    switch self {
    case .invalid, .missing: .invalidData
    case .themeFileNeeded: .unreadableInput
    }
  }

  /// One line naming the chunk or the file, e.g. `metadata chunk 'chatshot:options': …`.
  public var description: String {
    switch self {
    case .themeFileNeeded: fact + "; pass the theme file"
    default: fact
    }
  }

  /// What is wrong, without the advice that `description` ends with.
  package var fact: String {
    switch self {
    case .invalid(let keyword, let reason): "metadata chunk '\(keyword)': \(reason)"
    case .missing(let file, let what): "'\(file)' has no \(what)"
    case .themeFileNeeded(let file, let theme):
      "'\(file)' was made with theme '\(theme)' from a theme file, which is not built in"
    }
  }
}
