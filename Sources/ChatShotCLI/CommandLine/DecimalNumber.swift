/// The one grammar of every number on the command line (`--scale`, `--width`,
/// `--compression`, `-j`, `--page-height`, `--last`, `--shard`, tolerances, row indexes):
/// decimal digits with an optional sign and fraction (`2`, `0.5`, `.5`, `-1`). No hex
/// (`0x2`), no exponent (`1e3`), no `+`, no spaces, no `inf` or `nan`: Swift's own parsers
/// take some of these and not others, so `--scale 0x2` drew at scale 2 while
/// `--compression 0x2` was refused.
enum DecimalNumber {
  /// `text` as a number, or nil when it is not written in the grammar.
  static func number<S: StringProtocol>(_ text: S) -> Double? {
    var digits = text.utf8[...]
    if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
    let dot = digits.firstIndex(of: UInt8(ascii: "."))
    let whole = digits[..<(dot ?? digits.endIndex)]
    let fraction = dot.map { digits[digits.index(after: $0)...] } ?? digits[digits.endIndex...]
    guard whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
      !whole.isEmpty || !fraction.isEmpty, dot == nil || !fraction.isEmpty
    else { return nil }
    return Double(String(text))
  }

  /// `text` as a whole number (an optional `-`, then digits), or nil.
  static func wholeNumber<S: StringProtocol>(_ text: S) -> Int? {
    var digits = text.utf8[...]
    if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
    guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
    return Int(String(text))
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
