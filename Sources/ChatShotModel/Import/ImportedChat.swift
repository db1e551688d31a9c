import ChatShotCore

/// What an importer reads out of an export, before it becomes a native `Conversation`.
///
/// Closer to the exports than the native model: formatted spans in Unicode scalars, every
/// attachment, the export's ids of replies; `ImportMapping` decides what each becomes.
struct ImportedChat: Sendable {
  /// The chat's title, when the export names one (a group's or channel's name).
  var title: String?
  /// Everyone who wrote a message, in order of first appearance (declared ones first).
  var authors: [ImportedAuthor] = []
  /// The author id of the local user when the export says (a chatbot's user, a script's
  /// `@me`, a Telegram personal chat); nil when only `--me` can tell.
  var localUser: String?
  /// A built-in theme the export names (the script format's `@theme`).
  var theme: String?
  /// The clock the export wrote its times with: the default time label's pattern.
  var clock: ImportedClock = .twentyFourHour
  /// Whether the export has dates (so `--since`/`--until` and date separators apply).
  var hasDates = false
  /// The messages the selection kept, in order.
  var messages: [ImportedMessage] = []
  /// Words that name people without being an author (an iOS group's own name): aliased too
  /// by `--anonymize`.
  var otherNames: [String] = []
  /// People the export names without their writing (mentioned, added to a group): aliased by
  /// `--anonymize` after the authors.
  var mentioned: [ImportedAuthor] = []
  /// The export's folder, canonical: where present attachments are (nil for standard input).
  var folder: FilePath?
  /// The photos of a zip export that kept messages show, read from it and checked, by
  /// their names inside it.
  var archivePhotos: [String: ImageFile] = [:]
  /// The files of the export read besides the one named on the command line (Slack's day
  /// files and `users.json`): a command compares them with its outputs.
  var memberFiles: [FilePath] = []

  /// The ids in `authors`, to register each once without a search.
  private var authorIDs: Set<String> = []

  /// Registers `author` (by id) unless known, returning its id.
  @discardableResult
  mutating func author(_ author: ImportedAuthor) -> String {
    if authorIDs.insert(author.id).inserted { authors.append(author) }
    return author.id
  }

  /// Gives the author registered with `author`'s id its name (and the rest), if registered.
  mutating func rename(_ author: ImportedAuthor) {
    guard authorIDs.contains(author.id),
      let index = authors.firstIndex(where: { $0.id == author.id })
    else { return }
    authors[index] = author
  }
}

/// The clock an export's times were written with.
enum ImportedClock: Sendable {
  case twelveHour
  case twentyFourHour

  /// The default `--time-format` for it.
  var defaultPattern: String { self == .twelveHour ? "h:mm a" : "HH:mm" }
}

/// One person (or bot) who writes in an export.
struct ImportedAuthor: Hashable, Sendable {
  /// Unique in the chat: the export's user id, or the name where the export has no ids.
  var id: String
  /// The name shown.
  var name: String
  /// `#RRGGBB` when the export gives one (Discord's role colour).
  var color: String?
  /// Whether the export marks the author as a bot.
  var isBot = false
}

/// One message of an export, or one event (a system row).
struct ImportedMessage: Sendable {
  /// The author's id; nil for a system row.
  var author: String?
  /// The text as plain text (formatting markers removed where `spans` hold them).
  var text: String
  /// Formatted ranges of `text` (bold, links, mentions…), when the export has them.
  var spans: [ImportedSpan] = []
  /// Whether the text is Markdown (a chatbot assistant's).
  var isMarkdown = false
  /// When it was written, as the export wrote it.
  var stamp: ChatTimestamp?
  /// A free-form time label, for formats without dates (the chat script's `[09:41]`).
  var timeLabel: String?
  /// The export's id of the message, for replies and `--messages` by id.
  var id: String?
  /// Files attached (photos, documents), in order.
  var attachments: [ImportedAttachment] = []
  /// The id of the message this one replies to.
  var replyTo: String?
  /// Reactions, as emoji and counts.
  var reactions: [ImportedReaction] = []
  /// Whether the export marks it edited.
  var edited = false
  /// Whom the export says it was forwarded from (empty: from no one named).
  var forwardedFrom: String?
  /// A notice row (media omitted, a tool call): drawn centred like a system row.
  var isNotice = false
  /// Where it starts in the file (its line for text formats), for messages about it.
  var line: Int = 0

  /// A system row (an event) with `text`.
  static func system(_ text: String, stamp: ChatTimestamp? = nil, line: Int = 0)
    -> ImportedMessage
  {
    var message = ImportedMessage(author: nil, text: text)
    message.stamp = stamp
    message.line = line
    return message
  }
}

/// A formatted range of a message's text, in Unicode scalars from its start.
struct ImportedSpan: Hashable, Sendable {
  /// What the range is.
  enum Style: String, Hashable, Sendable {
    case bold, italic, strikethrough, code, pre, link, mention, underline, spoiler
  }
  var style: Style
  var start: Int
  var length: Int
  /// The target of a link, when it differs from the text.
  var url: String?
}

/// A file attached to a message.
struct ImportedAttachment: Hashable, Sendable {
  /// The name as the export gives it (relative to the export's folder when it is a path).
  var name: String
  /// Whether it is a picture (by type or extension).
  var isPhoto: Bool
  /// Whether the file is beside the export (checked inside the export's folder only).
  var isPresent: Bool
}

/// One reaction: the emoji and how many gave it.
struct ImportedReaction: Hashable, Sendable {
  var emoji: String
  var count: Int
}
