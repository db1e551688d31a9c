import ChatShotCore

/// How an export is read and turned into a conversation (the import options of the CLI).
public struct ImportOptions: Hashable, Sendable {
  /// The format to read; nil detects it from the file.
  public var format: ImportFormat?
  /// Who the local user is: an author's name or id (`--me`).
  public var me: String?
  /// Which chat of an export holding several (a Telegram account export, a chatbot app's
  /// conversations) is read: its name or id (`--chat`); nil when there is only one.
  package var chat: String?
  /// How numeric dates are read when the file cannot tell (`--day-first`, `--month-first`);
  /// nil decides from the whole file.
  public var dayFirst: Bool?
  /// Which messages to keep.
  public var selection = ImportSelection()
  /// The pattern of time labels (`--time-format`); nil takes the export's own clock
  /// (`HH:mm` or `h:mm a`).
  public var timeFormat: String?
  /// Replace names, phone numbers and e-mail addresses (`--anonymize`).
  public var anonymize = false
  /// The name of a chatbot transcript's assistant (`--assistant-name`).
  public var assistantName = "Assistant"
  /// Keep a chatbot transcript's system prompts (`--show-system`).
  public var showSystem = false
  /// The ceilings every input is read under.
  public var limits = InputLimits.default
  /// When neither `me` nor the export names the local user, take the first author instead
  /// of refusing: for the fuzzer, which has no one to ask.
  package var firstAuthorIsLocal = false

  /// The defaults: detect the format, keep every message.
  public init() {}
}

/// Which of an export's messages to keep. Indexes count every message and event of the
/// input from 0, before any date separator is added.
public struct ImportSelection: Hashable, Sendable {
  /// One end of a `--messages` range.
  public enum Bound: Hashable, Sendable {
    /// A 0-based index of the input's messages.
    case index(Int)
    /// A message id of the export.
    case id(String)
  }
  /// The first message kept (`--messages A..`), inclusive; nil from the start.
  public var from: Bound?
  /// The last message kept (`--messages ..B`), inclusive; nil to the end.
  public var through: Bound?
  /// Keep only the last N of what the other rules keep (`--last N`).
  public var last: Int?
  /// The first day kept (`--since`, an ISO date `YYYY-MM-DD`).
  public var since: String?
  /// The last day kept (`--until`, an ISO date), inclusive.
  public var until: String?

  /// Keeps everything.
  public init() {}

  /// Whether it keeps every message.
  var keepsAll: Bool {
    from == nil && through == nil && last == nil && since == nil && until == nil
  }

  /// Parses `A..B`, `A..`, `..B` (numbers are indexes, anything else ids) or a single `A`.
  public static func range(_ text: String) -> (Bound?, Bound?)? {
    func bound(_ part: Substring) -> Bound? {
      if part.isEmpty { return nil }
      // Digits alone are an index (`+3` or `0x3` is an id, as any other word).
      if part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let index = Int(part) {
        return .index(index)
      }
      return .id(String(part))
    }
    guard let dots = text.range(of: "..") else {
      guard !text.isEmpty else { return nil }
      let one = bound(text[...])
      return (one, one)
    }
    let (a, b) = (text[..<dots.lowerBound], text[dots.upperBound...])
    if a.isEmpty && b.isEmpty { return nil }
    return (bound(a), bound(b))
  }
}

extension StringProtocol {
  /// The range of the first occurrence of `needle` (no Foundation).
  func range(of needle: String) -> Range<Index>? {
    let target = Array(needle.utf8)
    guard let first = target.first else { return nil }
    let view = utf8
    var index = view.startIndex
    while let found = view[index...].firstIndex(of: first) {
      var end = found
      var matched = 0
      while matched < target.count, end < view.endIndex, view[end] == target[matched] {
        view.formIndex(after: &end)
        matched += 1
      }
      // Both ends fall on scalar boundaries: the needle's first byte is where a scalar starts.
      if matched == target.count { return found..<end }
      index = view.index(after: found)
    }
    return nil
  }
}
