/// A PNG text chunk: tEXt, or zTXt when compressed (iTXt too, when read).
public struct PNGTextChunk: Sendable, Equatable {
  /// 1 to 79 printable Latin-1 characters, e.g. "Software" or "Title".
  public var keyword: String
  /// Any Latin-1 text without NUL (iTXt read from a file may hold any Unicode).
  public var text: String
  /// Deflate the text (zTXt) rather than store it as is (tEXt).
  public var compressed: Bool

  public init(keyword: String, text: String, compressed: Bool = false) {
    self.keyword = keyword
    self.text = text
    self.compressed = compressed
  }
}

extension PNGTextChunk {
  /// Keyword and text as NUL-terminated Latin-1 bytes, checked against the PNG rules.
  func latin1CStrings() throws(PNGError) -> (keyword: [CChar], text: [CChar]) {
    let key = Array(keyword.unicodeScalars)
    let printable = key.allSatisfy {
      (32...126).contains($0.value) || (161...255).contains($0.value)
    }
    guard (1...79).contains(key.count) else {
      throw .invalidTextChunk(keyword: keyword, reason: "a keyword must be 1 to 79 characters")
    }
    guard printable, key.first != " ", key.last != " ", !keyword.contains("  ") else {
      throw .invalidTextChunk(
        keyword: keyword,
        reason: "a keyword may hold only printable Latin-1 characters and single inner spaces")
    }
    guard text.unicodeScalars.allSatisfy({ $0.value != 0 && $0.value <= 255 }) else {
      throw .invalidTextChunk(
        keyword: keyword, reason: "the text may hold only Latin-1 characters other than NUL")
    }
    return (Self.cString(key), Self.cString(Array(text.unicodeScalars)))
  }

  private static func cString(_ scalars: [Unicode.Scalar]) -> [CChar] {
    scalars.map { CChar(bitPattern: UInt8($0.value)) } + [0]
  }

  /// Decodes text chunk bytes: Latin-1 for tEXt/zTXt, UTF-8 for iTXt.
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, utf8: Bool) -> String {
    if utf8 { return String(decoding: bytes, as: UTF8.self) }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
    return String(scalars)
  }
}
