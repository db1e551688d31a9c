import Foundation
import FoundationXML
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// SVG and PDF from Cairo's surfaces: the same painter, checked by the tools people read
/// them with (librsvg's rsvg-convert, poppler's pdftotext and pdfinfo).
@Suite struct VectorOutputTests {
  /// Most pixels an SVG rasterised by librsvg may differ from the PNG (pixelmatch's default
  /// threshold): librsvg draws Cairo's glyph outlines as paths, antialiased by itself rather
  /// than by Cairo's glyph rasteriser, so glyph edges differ by a shade. Measured on the
  /// examples: 0.2–0.6 %.
  static let rasterTolerance = 0.01

  @Test(arguments: ["weekend", "group-chat", "cjk-emoji", "receipts-typing"])
  func svgIsXMLAndRasterisesLikeThePNG(_ name: String) throws {
    let svg = try FormatRender.bytes(name, .svg)
    let document = try XMLDocument(data: Data(svg))
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    let png = try PNGReader.decode(FormatRender.bytes(name, .png)).image
    // Sized in points: the layout's own units.
    #expect(
      root.attributes?.first(where: { $0.name == "width" })?.stringValue == "\(png.width / 2)pt")
    let raster = try FormatRender.withFile(svg, ext: "svg") { path in
      try FormatRender.run(
        "rsvg-convert", ["-w", "\(png.width)", "-h", "\(png.height)", "-f", "png", path])
    }
    let image = try PNGReader.decode([UInt8](raster)).image
    let (result, _) = try ImageDiff.compare(png, image)
    #expect(result.ratio < Self.rasterTolerance, "\(name): \(result.differentPixels) pixels")
    #expect(result.ratio > 0 || name == "", "a rasterised SVG is not a copy of the PNG")
  }

  @Test func pdfTextIsSelectable() throws {
    let pdf = try FormatRender.bytes("weekend", .pdf)
    let text = try FormatRender.withFile(pdf, ext: "pdf") { path in
      String(decoding: try FormatRender.run("pdftotext", [path, "-"]), as: UTF8.self)
    }
    let words = Set(text.split(whereSeparator: { $0.isWhitespace }).map(String.init))
    let conversation = try ConversationDecoder.decode(contentsOf: FormatRender.example("weekend"))
    for message in conversation.messages {
      for word in message.text.split(separator: " ") where word.allSatisfy(\.isASCII) {
        #expect(words.contains(String(word)), "'\(word)' is not in the PDF's text")
      }
      if let time = message.time {
        for part in time.split(separator: " ") { #expect(words.contains(String(part))) }
      }
    }
  }

  /// CJK text goes through Cairo's CID-keyed CFF subsetter (Noto Sans CJK is an OpenType CFF
  /// font): the PDF embeds the subset as CIDFontType0C and its text is still extractable. This
  /// is the path where cairo 1.16 leaks (see `chatshot_cairo_pdf_finish`), so under
  /// scripts/asan.sh, with no suppression for libcairo, this test also checks that chatshot
  /// leaks nothing of its own there.
  @Test func pdfCJKTextIsSelectable() throws {
    let pdf = try FormatRender.bytes("cjk-emoji", .pdf)
    #expect(String(decoding: pdf, as: UTF8.self).contains("/Subtype /CIDFontType0C"))
    let text = try FormatRender.withFile(pdf, ext: "pdf") { path in
      String(decoding: try FormatRender.run("pdftotext", [path, "-"]), as: UTF8.self)
    }
    for phrase in ["早上好", "收到，谢谢提醒", "東京の出張はどうでしたか", "한국어"] {
      #expect(text.contains(phrase), "'\(phrase)' is not in the PDF's text")
    }
  }

  @Test func pdfPagesAreAtMostThePageHeightAndCutBetweenRows() throws {
    let pageHeight = 400.0
    let pdf = try FormatRender.bytes("system-rows", .pdf, pageHeight: pageHeight)
    let info = try FormatRender.withFile(pdf, ext: "pdf") { path in
      String(
        decoding: try FormatRender.run("pdfinfo", ["-f", "1", "-l", "99", path]), as: UTF8.self)
    }
    let heights = info.split(separator: "\n").filter {
      $0.hasPrefix("Page ") && $0.contains("size:")
    }
    .compactMap { line in
      line.split(separator: " ").reversed().dropFirst().first.flatMap { Double($0) }
    }
    #expect(heights.count >= 2)
    let layout = try ChatRenderer().render(contentsOf: FormatRender.example("system-rows")).layout
    #expect(heights.allSatisfy { $0 <= pageHeight })
    #expect(abs(heights.reduce(0, +) - layout.height) < 1)
    // Every page ends where a row begins or at the end: no row is cut.
    var top = 0.0
    for h in heights.dropLast() {
      top += h
      #expect(layout.rows.contains { abs($0.drawnMinY - top) < 0.51 }, "page cut at \(top) pt")
    }
  }

  @Test func pageSplitNeverCutsThroughASpan() {
    let spans = [0..<100, 100..<250, 240..<400, 400..<1500, 1500..<1600]
    let pages = PageSplit.pages(spans: spans, height: 1600, maxHeight: 300)
    // 240..<400 overlaps the row above: no cut at 240. The 1100-row span gets its own page.
    #expect(pages == [0..<100, 100..<400, 400..<1500, 1500..<1600])
    #expect(PageSplit.pages(spans: spans, height: 1600, maxHeight: 5000) == [0..<1600])
  }

  @Test func svgIdsDoNotDependOnEarlierRendersInTheProcess() throws {
    let renderer = try ChatRenderer()
    let first = try FormatRender.bytes("weekend", .svg, renderer: renderer)
    let second = try FormatRender.bytes("weekend", .svg, renderer: renderer)
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("id=\"image1\""))
  }

  @Test func pdfHasNoDateAndAFixedProducer() throws {
    let text = String(decoding: try FormatRender.bytes("weekend", .pdf), as: UTF8.self)
    #expect(!text.contains("CreationDate") && !text.contains("ModDate"))
    #expect(text.contains("/Producer (cairo \(LibraryVersions.cairo)"))
    #expect(text.contains("/Creator (chatshot)"))
  }
}
