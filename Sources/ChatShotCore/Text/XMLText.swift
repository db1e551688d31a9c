/// Text inside XML and HTML: the XMP packets of SVG, PDF and WebP, the `--html` snippet.
package enum XMLText {
  /// `text` with `&`, `<`, `>` and `"` as entities: safe as element content and inside a
  /// double-quoted attribute. A character XML 1.0 forbids (controls other than tab, line
  /// feed and carriage return; U+FFFE, U+FFFF), which no entity may stand for either, is
  /// replaced by U+FFFD, so the document stays well-formed.
  package static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case _ where !isAllowed(c): out.unicodeScalars.append("\u{FFFD}")
      default: out.unicodeScalars.append(c)
      }
    }
    return out
  }

  /// Whether XML 1.0 allows `scalar` in a document (its `Char` production; surrogates are
  /// no scalars).
  package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// JSON text with every character XML forbids written as a JSON escape (`\uFFFE`): the
  /// same JSON value, and text ``escaped(_:)`` leaves whole. (In JSON such a character can
  /// only be inside a string, where an escape means the same.)
  package static func escapingForbidden(inJSON text: String) -> String {
    guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for c in text.unicodeScalars {
      if isAllowed(c) {
        out.unicodeScalars.append(c)
      } else {
        out += "\\u" + hex4(c.value)
      }
    }
    return out
  }
}
