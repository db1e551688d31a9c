/// Decodes standard base64 (RFC 4648 §4, with `=` padding), for the assets embedded in
/// `BuiltinAssets`.
enum Base64 {
  /// The bytes `text` encodes, or nil unless it is padded base64: a multiple of 4
  /// characters from `A–Z a–z 0–9 + /`, the last one or two of which may be `=`. Spaces and
  /// line breaks are refused, as by Foundation's `Data(base64Encoded:)`; so is `=` anywhere
  /// else (which Foundation lets through).
  static func decode(_ text: String) -> [UInt8]? {
    let input = Array(text.utf8)
    guard input.count % 4 == 0 else { return nil }
    var padding = 0
    while padding < 2, padding < input.count, input[input.count - 1 - padding] == UInt8(ascii: "=")
    {
      padding += 1
    }
    var out: [UInt8] = []
    out.reserveCapacity(input.count / 4 * 3)
    var accumulator: UInt32 = 0
    for (index, character) in input.enumerated() {
      let sextet: UInt32
      if index >= input.count - padding {
        sextet = 0
      } else if let value = value(of: character) {
        sextet = value
      } else {
        return nil
      }
      accumulator = accumulator << 6 | sextet
      if index % 4 == 3 {
        out.append(UInt8(truncatingIfNeeded: accumulator >> 16))
        out.append(UInt8(truncatingIfNeeded: accumulator >> 8))
        out.append(UInt8(truncatingIfNeeded: accumulator))
        accumulator = 0
      }
    }
    out.removeLast(padding)
    return out
  }

  /// The 6-bit value of one base64 character, or nil.
  private static func value(of character: UInt8) -> UInt32? {
    switch character {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"): UInt32(character - UInt8(ascii: "A"))
    case UInt8(ascii: "a")...UInt8(ascii: "z"): UInt32(character - UInt8(ascii: "a")) + 26
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(character - UInt8(ascii: "0")) + 52
    case UInt8(ascii: "+"): 62
    case UInt8(ascii: "/"): 63
    default: nil
    }
  }
}
