/// File names are bytes, Swift strings are Unicode: the one reversible mapping between them
/// (docs/architecture.md#file-names).
///
/// A path from the system (an argument, a directory entry, `realpath`) becomes a `String` by
/// `decode`: valid UTF-8 as it is, and each byte that is not part of valid UTF-8 as the
/// private-use character U+F700 + byte (0x80…0xFF → U+F780…U+F7FF). A character of that range
/// that is in the name as valid UTF-8 has its three bytes mapped the same way, so every byte
/// string decodes to a different `String` and `bytes` gives the very bytes back. Every call
/// that hands a path to the system (`open`, `rename`, `mkdir`…) goes through
/// `withCString`, never through Swift's own conversion, which would write U+F7FF as three
/// bytes of UTF-8. `displayed` shows the mapped bytes in messages as `\xFF`.
package enum FileName {
  /// The character a byte 0x80…0xFF is mapped to is this plus the byte.
  package static let base: UInt32 = 0xF700
  /// The characters that stand for bytes.
  package static let mapped: ClosedRange<UInt32> = 0xF780...0xF7FF

  /// The string for the bytes of a path (see the type's documentation).
  package static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    let array = Array(bytes)
    if let text = String(validating: array, as: UTF8.self),
      !text.unicodeScalars.contains(where: { mapped.contains($0.value) })
    {
      return text
    }
    var result = String.UnicodeScalarView()
    var i = 0
    while i < array.count {
      let length = validSequenceLength(array, at: i)
      let sequence = array[i..<i + max(length, 1)]
      let scalar =
        length > 0 ? String(decoding: sequence, as: UTF8.self).unicodeScalars.first : nil
      if let scalar, !mapped.contains(scalar.value) {
        result.append(scalar)
      } else {
        for byte in sequence { result.append(Unicode.Scalar(base + UInt32(byte))!) }
      }
      i += sequence.count
    }
    return String(result)
  }

  /// The string for a NUL-terminated path from a C function.
  package static func decode(cString: UnsafePointer<CChar>) -> String {
    var end = cString
    while end.pointee != 0 { end += 1 }
    return decode(UnsafeRawBufferPointer(start: cString, count: end - cString))
  }

  /// The bytes `path` stands for (the inverse of `decode`).
  package static func bytes(_ path: String) -> [UInt8] {
    guard path.unicodeScalars.contains(where: { mapped.contains($0.value) }) else {
      return Array(path.utf8)
    }
    var bytes: [UInt8] = []
    for scalar in path.unicodeScalars {
      if mapped.contains(scalar.value) {
        bytes.append(UInt8(scalar.value - base))
      } else {
        bytes.append(contentsOf: String(scalar).utf8)
      }
    }
    return bytes
  }

  /// Runs `body` with the NUL-terminated bytes of `path`: what every system call that takes
  /// a path is given.
  package static func withCString<Result>(
    _ path: String, _ body: (UnsafePointer<CChar>) throws -> Result
  ) rethrows -> Result {
    guard path.unicodeScalars.contains(where: { mapped.contains($0.value) }) else {
      return try path.withCString(body)
    }
    let terminated = bytes(path).map { CChar(bitPattern: $0) } + [0]
    return try terminated.withUnsafeBufferPointer { try body($0.baseAddress!) }
  }

  /// The byte `scalar` stands for, or nil when it stands for itself.
  package static func byte(_ scalar: Unicode.Scalar) -> UInt8? {
    mapped.contains(scalar.value) ? UInt8(scalar.value - base) : nil
  }

  /// `text` with each character that stands for a byte written as `\xFF`, for a message.
  package static func displayed(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { mapped.contains($0.value) }) else {
      return text
    }
    var result = ""
    for scalar in text.unicodeScalars {
      if let byte = byte(scalar) {
        result += "\\x" + hex4(UInt32(byte)).suffix(2)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The length of the well-formed UTF-8 sequence at `i` (Unicode's table 3-7), or 0.
  private static func validSequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
    let lead = bytes[i]
    let (length, second): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0x00...0x7F: (1, 0x80...0xBF)
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xE1...0xEF: (3, 0x80...0xBF)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (0, 0x80...0xBF)
      }
    guard length > 1 else { return length }
    guard i + length <= bytes.count, second.contains(bytes[i + 1]) else { return 0 }
    for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return 0 }
    return length
  }
}
