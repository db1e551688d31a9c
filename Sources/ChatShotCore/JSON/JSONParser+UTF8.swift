extension JSONParser {
  /// The length of the valid UTF-8 sequence starting at `offset` (a byte ≥ 0x80).
  ///
  /// Follows the Unicode well-formedness table: no overlong forms, no surrogates, nothing
  /// above U+10FFFF. Throws an error that names the byte offset of the bad sequence.
  package mutating func utf8SequenceLength(at offset: Int) throws(InputError) -> Int {
    let lead = bytes[offset]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: throw invalidUTF8(at: offset, count: 1)
    }
    for i in 1..<length {
      let range = i == 1 ? secondRange : 0x80...0xBF
      guard offset + i < bytes.count, range.contains(bytes[offset + i]) else {
        throw invalidUTF8(at: offset, count: min(i + 1, bytes.count - offset))
      }
    }
    return length
  }

  /// "invalid UTF-8 at byte offset 57 (0xC3 0x28)", at that byte.
  private mutating func invalidUTF8(at offset: Int, count: Int) -> InputError {
    let shown = (offset..<offset + count).map { "0x" + String(hex4(UInt32(bytes[$0])).suffix(2)) }
    return error(
      "invalid UTF-8 at byte offset \(offset) (\(shown.joined(separator: " "))); save the file as UTF-8",
      at: location(of: offset))
  }
}
