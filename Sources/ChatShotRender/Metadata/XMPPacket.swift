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
  static func decode(_ bytes: some Collection<UInt8>) -> [PNGTextChunk] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let open = text.firstRange(of: start), let close = text.firstRange(of: end),
      open.upperBound <= close.lowerBound,
      let body = text[open.upperBound..<close.lowerBound].firstRange(of: "xmlns:chatshot=")
    else { return [] }
    var chunks: [PNGTextChunk] = []
    var rest = text[body.upperBound..<close.lowerBound]
    while let tag = rest.firstRange(of: "<chatshot:") {
      guard let nameEnd = rest[tag.upperBound...].firstIndex(of: ">") else { break }
      let name = String(rest[tag.upperBound..<nameEnd])
      let closing = "</chatshot:\(name)>"
      let valueStart = rest.index(after: nameEnd)
      guard let stop = rest[valueStart...].firstRange(of: closing) else { break }
      chunks.append(
        PNGTextChunk(
          keyword: name == "Software" ? name : "chatshot:" + name,
          text: unescaped(rest[valueStart..<stop.lowerBound]),
          international: true))
      rest = rest[stop.upperBound...]
    }
    return chunks
  }

  private static func element(for keyword: String) -> String {
    keyword.hasPrefix("chatshot:") ? keyword : "chatshot:" + keyword
  }

  private static func unescaped(_ text: Substring) -> String {
    guard text.contains("&") else { return String(text) }
    var out = ""
    var rest = text[...]
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";") else { break }
      switch rest[rest.index(after: amp)..<semi] {
      case "amp": out += "&"
      case "lt": out += "<"
      case "gt": out += ">"
      case "quot": out += "\""
      case "apos": out += "'"
      default: out += rest[amp...semi]
      }
      rest = rest[rest.index(after: semi)...]
    }
    return out + rest
  }
}
