/// Appends `text` to `out` between `quote`s: the quote and backslashes escaped with a
/// backslash, newline, return and tab by name, other control characters as `\uXXXX`.
/// Serves JSON output (`"`), JSON paths (`"`) and keys in diagnostics (`'`); for a
/// diagnostic, every character that `mustEscapeInDiagnostic` is escaped too.
package func appendQuoted(
  _ text: String, quote: Unicode.Scalar, to out: inout String, forDiagnostic: Bool = false
) {
  out.unicodeScalars.append(quote)
  for scalar in text.unicodeScalars {
    switch scalar {
    case quote, "\\":
      out += "\\"
      out.unicodeScalars.append(scalar)
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _
    where scalar.value < 0x20 || scalar.value == 0x7F
      || (forDiagnostic && scalar.mustEscapeInDiagnostic):
      out += "\\u" + hex4(scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  out.unicodeScalars.append(quote)
}

/// `value` as four (or more) upper-case hexadecimal digits, without a prefix.
package func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// `text` from a file, for a one-line diagnostic: each character that
/// `mustEscapeInDiagnostic` is written as `\uXXXX`, nothing else changes.
package func diagnosticText(_ text: String) -> String {
  guard text.unicodeScalars.contains(where: \.mustEscapeInDiagnostic) else { return text }
  var result = ""
  for scalar in text.unicodeScalars {
    if scalar.mustEscapeInDiagnostic {
      result += "\\u" + hex4(scalar.value)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

extension Unicode.Scalar {
  /// Whether this character, coming from a file, must be escaped in a diagnostic: controls
  /// (C0, DEL, C1) and line or paragraph separators would break the one line or drive the
  /// terminal (escape sequences); bidirectional controls would reorder what the reader sees.
  package var mustEscapeInDiagnostic: Bool {
    switch value {
    case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029: true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
