/// Builds a message's plain text and its formatted spans from pieces, as Telegram's text
/// arrays and Slack's markup give them.
struct ExportText {
  private(set) var text = ""
  private(set) var spans: [ImportedSpan] = []
  private var length = 0

  /// Appends `piece`, formatted as `style` when given; a piece of the style and link of the
  /// span just before it extends that span (20,000 one-letter bold parts are one span).
  mutating func append(_ piece: String, style: ImportedSpan.Style? = nil, url: String? = nil) {
    let count = piece.unicodeScalars.count
    if let style, count > 0 {
      if let last = spans.last, last.style == style, last.url == url,
        last.start + last.length == length
      {
        spans[spans.count - 1].length += count
      } else {
        spans.append(ImportedSpan(style: style, start: length, length: count, url: url))
      }
    }
    text += piece
    length += count
  }
}
