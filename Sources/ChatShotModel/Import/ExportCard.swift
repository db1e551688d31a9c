/// A link preview or integration post as exports give it (Slack's `attachments`, Discord's
/// `embeds`), drawn as lines of text under the message's own: the author or site, the title
/// (bold, a link when it has one), the text, `Title: value` fields and the footer. The
/// fallback is shown only when there is nothing else.
struct ExportCard {
  var pretext = ExportText()
  var author: String?
  var title: String?
  var url: String?
  var text = ExportText()
  var fields: [(title: String, value: ExportText)] = []
  var footer: String?
  var fallback: String?

  /// The card's lines.
  var lines: ExportText {
    var out = ExportText()
    func line(_ piece: ExportText) {
      guard !piece.isEmpty else { return }
      out.breakLine()
      out.append(piece)
    }
    func line(_ piece: String?, styles: [ImportedSpan.Style] = [], url: String? = nil) {
      guard let piece, !piece.isEmpty else { return }
      var part = ExportText()
      part.append(piece, styles: styles, url: url)
      line(part)
    }
    line(pretext)
    line(author)
    line(title, styles: url == nil ? [.bold] : [.bold, .link], url: url)
    line(text)
    for field in fields {
      var part = ExportText()
      if !field.title.isEmpty { part.append(field.title + ": ") }
      part.append(field.value)
      line(part)
    }
    line(footer)
    if out.isEmpty { line(fallback) }
    out.trimTrailingSpace()
    return out
  }
}
