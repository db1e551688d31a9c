import ChatShotCore
import ChatShotImage

/// Reads any file chatshot writes, as `chatshot info`, `check` and `diff` need it: the
/// header and metadata of PNG, WebP, SVG and PDF, the pixels of PNG and WebP.
///
/// PNG goes to ``PNGReader``; the others carry the same text chunks in an XMP packet
/// (``XMPPacket``). Errors are `PNGError`s, as for PNG (WebP's problems as `.invalidData`).
package enum PictureReader {
  /// The format `data` is in, from its first bytes; nil when none of chatshot's.
  package static func format(of data: [UInt8]) -> OutputFormat? {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
    if WebPFile.isWebP(data) { return .webp }
    if data.starts(with: Array("%PDF-".utf8)) { return .pdf }
    let head = String(decoding: data.prefix(512), as: UTF8.self)
    if head.hasPrefix("<?xml") || head.hasPrefix("<svg"), head.contains("<svg") { return .svg }
    return nil
  }

  /// The header: PNG's own; for WebP its size, RGBA; for SVG and PDF the size in pixels the
  /// same render would have as a PNG (from the metadata's layout and scale; 0 × 0 without).
  package static func probe(_ data: [UInt8]) throws(PNGError) -> PNGHeader {
    switch format(of: data) {
    case .webp:
      let (width, height) = try webP { () throws(FormatError) in try WebPFile.size(data) }
      return PNGHeader(
        width: width, height: height, bitDepth: 8, colorType: .rgba, interlaced: false)
    case .svg, .pdf:
      let (width, height) = pixelSize(of: XMPPacket.decode(data))
      return PNGHeader(
        width: width, height: height, bitDepth: 8, colorType: .rgba, interlaced: false)
    case .png, nil:
      return try PNGReader.probe(data)
    }
  }

  /// chatshot's text chunks, from PNG's chunks or the other formats' XMP packet.
  package static func readText(_ data: [UInt8]) throws(PNGError) -> [PNGTextChunk] {
    switch format(of: data) {
    case .webp:
      _ = try probe(data)
      return WebPFile.xmp(data).map { XMPPacket.decode($0) } ?? []
    case .svg, .pdf: return XMPPacket.decode(data)
    case .png, nil: return try PNGReader.readText(data)
    }
  }

  /// The pixels and text chunks of a PNG or WebP; SVG and PDF are refused (not pixels).
  package static func decode(_ data: [UInt8], maxPixels: Int = PNGReader.defaultMaxPixels)
    throws(PNGError) -> DecodedPNG
  {
    switch format(of: data) {
    case .webp:
      let image = try webP { () throws(FormatError) in
        try WebPFile.decode(data, maxPixels: maxPixels)
      }
      return DecodedPNG(header: try probe(data), image: image, text: try readText(data))
    case .svg, .pdf:
      throw .invalidData("an SVG or PDF has no pixels to compare: render it as PNG or WebP")
    case .png, nil:
      return try PNGReader.decode(data, maxPixels: maxPixels)
    }
  }

  private static func webP<T>(_ body: () throws(FormatError) -> T) throws(PNGError) -> T {
    do { return try body() } catch { throw .invalidData(error.description) }
  }

  /// The PNG size of the render described by `chunks`: its layout's points × scale.
  private static func pixelSize(of chunks: [PNGTextChunk]) -> (Int, Int) {
    guard let text = chunks.first(where: { $0.keyword == RenderMetadata.Keyword.layout })?.text,
      let layout = try? JSONParser.parse(Array(text.utf8), file: "layout"),
      let width = layout["width"]?.numberValue, let height = layout["height"]?.numberValue,
      let scale = layout["scale"]?.numberValue
    else { return (0, 0) }
    return (Int((width * scale).rounded()), max(1, Int((height * scale).rounded(.up))))
  }
}
