import ChatShotCore

/// How a theme draws formatted text (theme key `formatting`, docs/themes.md): links, code,
/// quotes, lists and spoilers. Every member has a default, so a theme without the section
/// (the seed themes) draws links in its text colour, underlined.
package struct TextFormattingStyle: Hashable, Sendable, Encodable, AbsentWhenNil {
  /// What a fenced code block does with a line longer than the bubble.
  package enum CodeOverflow: String, Hashable, Sendable, CaseIterable, Encodable {
    /// Wraps it, as any text.
    case wrap
    /// Keeps it on one line, cut at the block's edge.
    case clip
  }

  /// How a spoiler hides its text.
  package enum Spoiler: String, Hashable, Sendable, CaseIterable, Encodable {
    /// An opaque block in the spoiler colour.
    case solid
    /// A soft, translucent smudge: the text is not drawn.
    case blurred
  }

  /// Links, e-mail addresses and mentions; nil: the bubble's text colour.
  package var linkColor: RGBAColor?
  package var linkUnderline = true
  /// The family of code, inline and in blocks.
  package var codeFamily = "DejaVu Sans Mono"
  /// Code's size as a fraction of the text's.
  package var codeScale = 0.9
  /// The shade behind inline code and code blocks (over the bubble's colour).
  package var codeBackground = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0.08)
  /// Space between a code block's edges and its text.
  package var codePadding = 6.0
  package var codeRadius = 4.0
  package var codeOverflow = CodeOverflow.wrap
  /// The bar beside quoted text; nil: the text colour at 40 % opacity.
  package var quoteBarColor: RGBAColor?
  package var quoteBarWidth = 3.0
  /// Space between a quote's bar and its text.
  package var quoteGap = 8.0
  /// How far each list level indents its items (the marker sits in this space).
  package var listIndent = 18.0
  /// Space between paragraphs, code blocks and loose list items.
  package var paragraphSpacing = 6.0
  package var spoiler = Spoiler.solid
  /// The spoiler's block; nil: the text colour.
  package var spoilerColor: RGBAColor?

  package init() {}

  /// The style of a theme without a `formatting` section.
  package static let standard = TextFormattingStyle()
}

extension Theme {
  /// The formatting style in use: the theme's, or the standard one.
  package var formattingStyle: TextFormattingStyle { conversation.formatting ?? .standard }
}
