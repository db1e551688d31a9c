/// Text inside XML and HTML: the XMP packets of SVG, PDF and WebP, the `--html` snippet.
package enum XMLText {
  /// `text` with `&`, `<`, `>` and `"` as entities: safe as element content and inside a
  /// double-quoted attribute.
  package static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }
}
