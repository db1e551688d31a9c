/// A message's formatted text, as parsed from Markdown or built from entities: blocks stacked
/// top to bottom (paragraphs and code blocks, indented by the quotes and lists they are in),
/// each one text with styled spans. Measured and drawn by one Pango layout per block, its
/// attributes built from the spans (never Pango markup made from user text).
package struct RichText: Hashable, Sendable {
  /// The blocks, top to bottom; never empty.
  package var blocks: [RichBlock]

  /// Quote and list levels deeper than this are drawn at this depth: a Markdown file of
  /// 10,000 nested quotes still lays out in bounded width and time (docs/input-format.md).
  package static let maxDrawnDepth = 6

  /// The text of every block, separated by line breaks (the row's `content`).
  package var plainText: String { blocks.map(\.text).joined(separator: "\n") }

  /// Whether the text is one paragraph without spans, quotes or lists: it measures and draws
  /// exactly as the same plain text.
  package var isPlain: Bool {
    blocks.count == 1 && blocks[0].kind == .paragraph && blocks[0].spans.isEmpty
      && blocks[0].quoteDepth == 0 && blocks[0].listDepth == 0
  }

  /// Every link span with its block, in order.
  package var links: [(block: Int, span: RichSpan, url: String)] {
    var found: [(block: Int, span: RichSpan, url: String)] = []
    for (index, block) in blocks.enumerated() {
      for span in block.spans {
        if case .link(let url) = span.style { found.append((index, span, url)) }
      }
    }
    return found
  }
}

/// One paragraph or code block of a `RichText`.
package struct RichBlock: Hashable, Sendable {
  /// What the block is drawn as.
  package enum Kind: String, Hashable, Sendable {
    /// Text in the message's font.
    case paragraph
    /// A fenced code block: monospace on a shaded block that wraps or clips.
    case code
  }

  package var kind: Kind
  /// The block's text; line breaks inside it are kept.
  package var text: String
  /// Styled ranges of `text`, in UTF-8 bytes; they may overlap.
  package var spans: [RichSpan] = []
  /// How many block quotes it is in (at most `RichText.maxDrawnDepth`).
  package var quoteDepth = 0
  /// How many lists it is in (at most `RichText.maxDrawnDepth`).
  package var listDepth = 0
  /// The list marker drawn before its first line ("•", "3."), on a list item's first block.
  package var marker: String?
  /// Whether it follows the block before it without paragraph spacing (a tight list's items).
  package var tight = false

  package init(kind: Kind = .paragraph, text: String, spans: [RichSpan] = []) {
    self.kind = kind
    self.text = text
    self.spans = spans
  }
}

/// A styled range of a block's text.
package struct RichSpan: Hashable, Sendable {
  /// The range in UTF-8 bytes of the block's text.
  package var start: Int
  package var end: Int
  package var style: RichStyle

  package init(start: Int, end: Int, style: RichStyle) {
    self.start = start
    self.end = end
    self.style = style
  }
}

/// What a span does to its text.
package enum RichStyle: Hashable, Sendable {
  case bold, italic, underline, strikethrough
  /// Inline code (and Telegram's `pre`): monospace on a shaded background.
  case code
  /// A link to the URL (`mailto:` for e-mail addresses, `mention:<participant id>` for
  /// @mentions), in the theme's link style.
  case link(String)
  /// Hidden text under a solid or blurred block.
  case spoiler
}
