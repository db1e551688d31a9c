import ChatShotCore
import ChatShotImage

/// The metadata text chunks as an XMP packet: what SVG (`<metadata>`), PDF (the catalog's
/// `/Metadata` stream) and WebP (its `XMP ` chunk) carry instead of PNG text chunks, so
/// `chatshot info`, `check` and `diff` read every format alike.
///
/// Each chunk is one property of a single `rdf:Description` in chatshot's namespace, named
/// by its keyword (`Software` becomes `chatshot:Software`), its text XML-escaped, in the
/// chunks' order.
package enum XMPPacket {
  /// chatshot's XMP namespace.
  static let namespace = "urn:chatshot:metadata:1"
  static let start = "<x:xmpmeta"
  static let end = "</x:xmpmeta>"

  /// The packet for `chunks`, deterministic (no dates, no generated ids).
  package static func encode(_ chunks: [PNGTextChunk]) -> String {
    var out = start + " xmlns:x=\"adobe:ns:meta/\">"
    out += "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
    out += "<rdf:Description rdf:about=\"\" xmlns:chatshot=\"\(namespace)\">"
    for chunk in chunks {
      let name = element(for: chunk.keyword)
      // chatshot's chunks are JSON: a character XML forbids travels as its JSON escape.
      let text =
        chunk.keyword == PNGTextChunk.softwareKeyword
        ? chunk.text : XMLText.escapingForbidden(inJSON: chunk.text)
      out += "<\(name)>" + XMLText.escaped(text) + "</\(name)>"
    }
    out += "</rdf:Description></rdf:RDF>" + end
    return out
  }

  /// The chunks of the first packet in `bytes` (empty when there is none): the inverse of
  /// ``encode(_:)``.
  ///
  /// Read as bytes, not characters: a text whose first character is a combining mark, or a
  /// zero-width joiner right after an entity's `;`, would join the `>` or the `;` before it
  /// into one character, and a search for either by character missed it (found by the fuzz
  /// target: the SVG's conversation then read back as other JSON).
  static func decode(_ bytes: some Collection<UInt8>) -> [PNGTextChunk] {
    let data = Array(bytes)
    guard let open = find(Array(start.utf8), in: data, from: 0),
      let close = find(Array(end.utf8), in: data, from: open),
      let body = find(Array("xmlns:chatshot=".utf8), in: data[..<close], from: open)
    else { return [] }
    var chunks: [PNGTextChunk] = []
    var position = body
    let tag = Array("<chatshot:".utf8)
    while let found = find(tag, in: data[..<close], from: position) {
      let nameStart = found + tag.count
      guard let nameEnd = data[nameStart..<close].firstIndex(of: UInt8(ascii: ">")) else { break }
      let name = String(decoding: data[nameStart..<nameEnd], as: UTF8.self)
      let closing = Array("</chatshot:\(name)>".utf8)
      guard let stop = find(closing, in: data[..<close], from: nameEnd + 1) else { break }
      chunks.append(
        PNGTextChunk(
          keyword: name == "Software" ? name : "chatshot:" + name,
          text: unescaped(data[(nameEnd + 1)..<stop]), international: true))
      position = stop + closing.count
    }
    return chunks
  }

  /// Where `needle` starts in `data` at or after `from`.
  private static func find(_ needle: [UInt8], in data: ArraySlice<UInt8>, from: Int) -> Int? {
    guard let first = needle.first, from < data.endIndex else { return nil }
    var index = max(from, data.startIndex)
    while let candidate = data[index...].firstIndex(of: first) {
      if data.endIndex - candidate >= needle.count,
        data[candidate..<(candidate + needle.count)].elementsEqual(needle)
      {
        return candidate
      }
      index = candidate + 1
    }
    return nil
  }

  private static func find(_ needle: [UInt8], in data: [UInt8], from: Int) -> Int? {
    find(needle, in: data[...], from: from)
  }

  /// `text` with the five entities of ``XMLText/escaped(_:)`` read back, byte by byte.
  private static func unescaped(_ text: ArraySlice<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(text.count)
    var index = text.startIndex
    let entities: [(String, UInt8)] = [
      ("amp;", UInt8(ascii: "&")), ("lt;", UInt8(ascii: "<")), ("gt;", UInt8(ascii: ">")),
      ("quot;", UInt8(ascii: "\"")), ("apos;", UInt8(ascii: "'")),
    ]
    while index < text.endIndex {
      let byte = text[index]
      index += 1
      guard byte == UInt8(ascii: "&") else {
        out.append(byte)
        continue
      }
      let match = entities.first { name, _ in
        text[index...].starts(with: name.utf8)
      }
      if let (name, value) = match {
        out.append(value)
        index += name.utf8.count
      } else {
        out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private static func element(for keyword: String) -> String {
    keyword.hasPrefix("chatshot:") ? keyword : "chatshot:" + keyword
  }

}
