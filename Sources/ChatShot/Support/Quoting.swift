/// Appends `text` to `out` between `quote`s: the quote and backslashes escaped with a
/// backslash, newline, return and tab by name, other control characters as `\uXXXX`.
/// Serves JSON output (`"`), JSON paths (`"`) and keys in diagnostics (`'`).
func appendQuoted(_ text: String, quote: Unicode.Scalar, to out: inout String) {
  out.unicodeScalars.append(quote)
  for scalar in text.unicodeScalars {
    switch scalar {
    case quote, "\\":
      out += "\\"
      out.unicodeScalars.append(scalar)
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += "\\u" + hex4(scalar.value)
    default: out.unicodeScalars.append(scalar)
    }
  }
  out.unicodeScalars.append(quote)
}

/// `value` as four (or more) upper-case hexadecimal digits, without a prefix.
func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
