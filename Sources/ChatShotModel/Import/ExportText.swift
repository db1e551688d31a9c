/// Builds a message's plain text and its formatted spans from pieces, as Telegram's text
/// arrays and Slack's markup give them.
struct ExportText {
  private(set) var text = ""
  private(set) var spans: [ImportedSpan] = []
  private var length = 0

  /// Whether nothing has been appended.
  var isEmpty: Bool { text.isEmpty }

  /// Appends `piece`, formatted as `style` when given; a piece of the style and link of the
  /// span just before it extends that span (20,000 one-letter bold parts are one span).
  mutating func append(_ piece: String, style: ImportedSpan.Style? = nil, url: String? = nil) {
    append(piece, styles: style.map { [$0] } ?? [], url: url)
  }

  /// Appends `piece` formatted as every one of `styles` (bold and italic at once); `url` is
  /// the target of a `.link` among them.
  mutating func append(_ piece: String, styles: [ImportedSpan.Style], url: String? = nil) {
    let count = piece.unicodeScalars.count
    if count > 0 {
      for style in styles {
        let target = style == .link ? url : nil
        // The span of this style ending here, among the last few (one per style at most).
        if let k = spans.indices.suffix(styles.count).last(where: {
          spans[$0].style == style && spans[$0].url == target
            && spans[$0].start + spans[$0].length == length
        }) {
          spans[k].length += count
        } else {
          spans.append(ImportedSpan(style: style, start: length, length: count, url: target))
        }
      }
    }
    text += piece
    length += count
  }

  /// Appends `other`, its spans moved to where it starts here.
  mutating func append(_ other: ExportText) {
    for span in other.spans {
      var moved = span
      moved.start += length
      spans.append(moved)
    }
    text += other.text
    length += other.length
  }

  /// Starts a new line unless the text is empty or already ends with one.
  mutating func breakLine() {
    if !text.isEmpty, text.last != "\n" { append("\n") }
  }

  /// Drops line ends and spaces at the end (and the parts of spans over them).
  mutating func trimTrailingSpace() {
    while let last = text.unicodeScalars.last, last == "\n" || last == " " {
      text.unicodeScalars.removeLast()
      length -= 1
    }
    spans = spans.compactMap { span in
      var cut = span
      cut.length = min(span.length, length - span.start)
      return cut.length > 0 ? cut : nil
    }
  }
}
