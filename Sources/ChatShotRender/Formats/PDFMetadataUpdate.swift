/// Adds chatshot's metadata to the PDF Cairo wrote, as an incremental update (ISO 32000-1,
/// 7.5.6): an XMP metadata stream, the catalog again with a `/Metadata` entry pointing at
/// it, a cross-reference section for the two and a trailer pointing back at Cairo's. Cairo's
/// bytes are kept as they are; what is appended depends only on them and the packet.
package enum PDFMetadataUpdate {
  /// `pdf` with `packet` appended as its XMP metadata; `pdf` unchanged when its trailer is
  /// not the shape Cairo writes.
  package static func appending(_ packet: String, to pdf: [UInt8]) -> [UInt8] {
    guard let trailer = lastRange(of: "trailer", in: pdf),
      let size = integer(after: "/Size", in: pdf, from: trailer.upperBound),
      let root = integer(after: "/Root", in: pdf, from: trailer.upperBound),
      let info = integer(after: "/Info", in: pdf, from: trailer.upperBound),
      let startxref = lastRange(of: "startxref", in: pdf),
      let previous = integer(after: "", in: pdf, from: startxref.upperBound),
      let catalog = catalogBody(root, in: pdf)
    else { return pdf }
    var out = pdf
    if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
    let metadata = size
    let xmp = Array(packet.utf8)
    let metadataOffset = out.count
    out += Array(
      "\(metadata) 0 obj\n<< /Type /Metadata /Subtype /XML /Length \(xmp.count) >>\nstream\n"
        .utf8)
    out += xmp
    out += Array("\nendstream\nendobj\n".utf8)
    let catalogOffset = out.count
    out +=
      Array("\(root) 0 obj\n<< ".utf8) + catalog
      + Array(" /Metadata \(metadata) 0 R >>\nendobj\n".utf8)
    let xref = out.count
    out += Array(
      "xref\n\(root) 1\n\(entry(catalogOffset))\(metadata) 1\n\(entry(metadataOffset))".utf8)
    out += Array(
      "trailer\n<< /Size \(size + 1) /Root \(root) 0 R /Info \(info) 0 R /Prev \(previous) >>\n"
        .utf8)
    out += Array("startxref\n\(xref)\n%%EOF\n".utf8)
    return out
  }

  /// A cross-reference entry: 20 bytes, offset and generation zero-padded.
  private static func entry(_ offset: Int) -> String {
    let digits = String(offset)
    return String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
  }

  /// The entries of catalog object `number` (between its `<<` and `>>`), found at its last
  /// definition.
  private static func catalogBody(_ number: Int, in pdf: [UInt8]) -> [UInt8]? {
    guard let object = lastRange(of: "\n\(number) 0 obj", in: pdf),
      let open = firstRange(of: "<<", in: pdf, from: object.upperBound),
      let end = firstRange(of: "endobj", in: pdf, from: open.upperBound),
      let close = lastRange(of: ">>", in: Array(pdf[open.upperBound..<end.lowerBound]))
    else { return nil }
    var body = Array(pdf[open.upperBound..<(open.upperBound + close.lowerBound)])
    while let last = body.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\n") {
      body.removeLast()
    }
    while let first = body.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\n") {
      body.removeFirst()
    }
    return body
  }

  /// The non-negative integer after `key` (skipping spaces and line ends) at or after `from`.
  private static func integer(after key: String, in pdf: [UInt8], from: Int) -> Int? {
    var i = from
    if !key.isEmpty {
      guard let found = firstRange(of: key, in: pdf, from: from) else { return nil }
      i = found.upperBound
    }
    while i < pdf.count,
      pdf[i] == UInt8(ascii: " ") || pdf[i] == UInt8(ascii: "\n")
        || pdf[i] == UInt8(ascii: "\r")
    {
      i += 1
    }
    var value = 0
    var digits = 0
    while i < pdf.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(pdf[i]), digits < 18 {
      value = value * 10 + Int(pdf[i] - UInt8(ascii: "0"))
      digits += 1
      i += 1
    }
    return digits > 0 ? value : nil
  }

  private static func firstRange(of text: String, in bytes: [UInt8], from: Int) -> Range<Int>? {
    let needle = Array(text.utf8)
    guard from < bytes.count,
      let found = bytes[from...].firstRange(of: needle)
    else { return nil }
    return found
  }

  private static func lastRange(of text: String, in bytes: [UInt8]) -> Range<Int>? {
    let needle = Array(text.utf8)
    guard needle.count <= bytes.count else { return nil }
    var i = bytes.count - needle.count
    while i >= 0 {
      if bytes[i] == needle[0], bytes[i..<(i + needle.count)].elementsEqual(needle) {
        return i..<(i + needle.count)
      }
      i -= 1
    }
    return nil
  }
}
