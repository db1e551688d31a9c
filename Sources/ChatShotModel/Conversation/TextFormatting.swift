/// How a message's text is read: literally, or as Markdown (docs/input-format.md#formatted-text).
public enum TextFormat: String, Hashable, Sendable, CaseIterable, Encodable {
  /// The text exactly as written: `*` and `_` are characters (the default).
  case plain
  /// A Markdown subset parsed by md4c: bold, italic, strikethrough, inline code, fenced code
  /// blocks, links, lists and block quotes; anything else is shown as its source text.
  case markdown
}

/// A Telegram Bot API style span on a plain message's text (`"entities"`).
///
/// `offset` and `length` count UTF-16 code units, as Telegram does: an emoji outside the Basic
/// Multilingual Plane counts 2. A span must lie inside the text, start and end between
/// characters (never between the halves of a surrogate pair), and either contain, lie inside
/// or stay clear of every other span.
public struct TextEntity: Hashable, Sendable, Encodable {
  /// What the span does to its text.
  public var type: TextEntityType
  /// The first UTF-16 code unit of the span.
  public var offset: Int
  /// The span's length in UTF-16 code units, at least 1.
  public var length: Int
  /// A link's target (`type == .link` only); nil takes the span's text.
  public var url: String?

  /// A span of `type` over `length` UTF-16 code units from `offset`.
  public init(type: TextEntityType, offset: Int, length: Int, url: String? = nil) {
    self.type = type
    self.offset = offset
    self.length = length
    self.url = url
  }
}

/// The kinds of `TextEntity`, named as the Telegram Bot API names them.
public enum TextEntityType: String, Hashable, Sendable, CaseIterable, Encodable {
  /// Bold text.
  case bold
  /// Italic text.
  case italic
  /// Underlined text.
  case underline
  /// Struck-through text.
  case strikethrough
  /// Inline code, in the monospace font on a shaded background.
  case code
  /// Preformatted text: monospace on a shaded background, like `code`.
  case pre
  /// A link, to `url` or to the text itself; drawn in the theme's link style.
  case link
  /// An @mention, drawn as a link.
  case mention
  /// Hidden text, drawn as a solid or blurred block as the theme says.
  case spoiler
}
