import ChatShotCore

/// Why an import cannot do what its options (``ImportOptions``) ask of an export, or cannot
/// read the export without more of them.
public enum ImportProblem: InputProblem, Hashable {
  /// A first or last day (``ImportSelection/since``, ``ImportSelection/until``) was given
  /// for an export without dates.
  case datesNeeded
  /// A first or last day that is not an ISO date.
  case notADate(DayBound, text: String)
  /// The export writes numeric dates both day-first and month-first, so the date order
  /// (``ImportOptions/dayFirst``) must be given.
  case dateOrderUnknown
  /// No format was given and the export's kind cannot be detected.
  case unknownFormat
  /// The export does not say who the local user is and no local user was given; `authors`
  /// are the names of its authors.
  case localUserUnknown(authors: [String])
  /// The local user given (``ImportOptions/me``) names none of the export's authors.
  case noSuchAuthor(me: String, authors: [String])
  /// A local user was given for chatshot's own JSON, which names its own.
  case localUserOfNative
  /// The time label pattern (``ImportOptions/timeFormat``) cannot be used.
  case timeFormat(reason: String)
  /// An anonymized import's photo lies in the export's folder, whose path names a
  /// participant, and the document written (`document`) is outside it: the photo's path would
  /// give the name away. `path` is the photo's place in the document.
  case privatePhotoFolder(document: String, path: JSONPath)

  /// Which end of a selection by date.
  public enum DayBound: Hashable, Sendable {
    /// The first day kept (``ImportSelection/since``).
    case since
    /// The last day kept (``ImportSelection/until``).
    case until
  }

  /// `.invalidRequest` when the options ask for what the export cannot give; `.invalidData`
  /// when the export cannot be read without more of them.
  public var kind: ChatShotErrorKind {
    switch self {
    case .dateOrderUnknown, .unknownFormat, .localUserUnknown: .invalidData
    case .datesNeeded, .notADate, .noSuchAuthor, .localUserOfNative, .timeFormat,
      .privatePhotoFolder:
      .invalidRequest
    }
  }

  /// One line in the library's words (the options by their names in ``ImportOptions``).
  public var description: String {
    switch self {
    case .datesNeeded: "a first or last day needs an export with dates; this one has none"
    case .notADate(let bound, let text):
      "the \(bound == .since ? "first" : "last") day \(quotedKey(text)) is not a date like "
        + "2024-03-01"
    case .dateOrderUnknown:
      "dates are written both day-first and month-first (a mixed file?); say which"
    case .unknownFormat:
      "cannot tell what kind of export this is (tried: \(Self.triedFormats)); name its format"
    case .localUserUnknown(let authors):
      "cannot tell who the local user is: the export does not say; name the local user "
        + "(authors: \(Self.list(authors)))"
    case .noSuchAuthor(let me, let authors):
      "the local user \(quotedKey(me)) names no author of this export (authors: "
        + "\(Self.list(authors)))"
    case .localUserOfNative:
      "a local user is for exports; a native conversation names its \"localUser\""
    case .timeFormat(let reason): "time format: " + reason
    case .privatePhotoFolder(let document, let path):
      "\(document): \(path): an anonymized photo's path \(Self.privatePhotoRule)"
    }
  }

  /// The formats detection tries, as the reason for an unknown format lists them.
  package static let triedFormats =
    "WhatsApp text, Telegram JSON, Discord JSON, Slack JSON, chatbot messages, native JSON, "
    + "chat script"

  /// What an anonymized photo's path must not do, and what to do instead.
  package static let privatePhotoRule =
    "must not show the export's folder, whose name names a participant; write the JSON "
    + "inside that folder to keep the photos"

  /// Authors' names quoted and joined, or "none".
  package static func list(_ authors: [String]) -> String {
    authors.isEmpty ? "none" : authors.map(quotedKey).joined(separator: ", ")
  }
}
