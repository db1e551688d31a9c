/// A PNG text chunk: tEXt, zTXt when compressed, iTXt when international.
public struct PNGTextChunk: Sendable, Equatable {
  /// 1 to 79 printable Latin-1 characters, e.g. "Software" or "Title".
  public var keyword: String
  /// Any Latin-1 text without NUL; any Unicode text without NUL when `international`.
  public var text: String
  /// Deflate the text (zTXt, or compressed iTXt) rather than store it as is.
  public var compressed: Bool
  /// An iTXt chunk: the text is UTF-8 (no language tag), not Latin-1.
  public var international: Bool

  /// A chunk with `keyword` and `text`; a tEXt chunk unless `compressed` or `international`.
  /// The PNG rules are checked when it is written.
  public init(keyword: String, text: String, compressed: Bool = false, international: Bool = false)
  {
    self.keyword = keyword
    self.text = text
    self.compressed = compressed
    self.international = international
  }

  /// The registered keyword of the chunk naming the software that made the file.
  package static let softwareKeyword = "Software"
}

extension PNGTextChunk {
  /// Keyword and text as NUL-terminated bytes (text Latin-1, or UTF-8 for iTXt), checked
  /// against the PNG rules.
  package func encodedCStrings() throws(PNGError) -> (keyword: [CChar], text: [CChar]) {
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
    if international {
      guard !text.unicodeScalars.contains("\0") else {
        throw .invalidTextChunk(keyword: keyword, reason: "the text may not hold NUL")
      }
      return (Self.cString(key), text.utf8.map { CChar(bitPattern: $0) } + [0])
    }
    guard text.unicodeScalars.allSatisfy({ $0.value != 0 && $0.value <= 255 }) else {
      throw .invalidTextChunk(
        keyword: keyword,
        reason: "the text may hold only Latin-1 characters other than NUL (use an iTXt chunk)")
    }
    return (Self.cString(key), Self.cString(Array(text.unicodeScalars)))
  }

  private static func cString(_ scalars: [Unicode.Scalar]) -> [CChar] {
    scalars.map { CChar(bitPattern: UInt8($0.value)) } + [0]
  }

  /// Decodes text chunk bytes: Latin-1 for tEXt/zTXt, UTF-8 for iTXt.
  package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, utf8: Bool) -> String {
    // ASCII (all of chatshot's tEXt chunks: their JSON escapes the rest) is the same text in
    // Latin-1 and UTF-8: decoded in one pass rather than scalar by scalar (`--if-changed`
    // reads the chunks of every output of a docs build).
    if utf8 || !bytes.contains(where: { $0 >= 0x80 }) {
      return String(decoding: bytes, as: UTF8.self)
    }
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
    return String(scalars)
  }
}
