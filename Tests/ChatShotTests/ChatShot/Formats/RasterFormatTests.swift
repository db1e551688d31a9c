import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// WebP next to PNG, and the metadata every format carries.
@Suite struct RasterFormatTests {
  @Test(arguments: ["weekend", "cjk-emoji", "group-chat"])
  func webPDecodesToThePNGsPixels(_ name: String) throws {
    let webp = try FormatRender.bytes(name, .webp)
    #expect(WebPFile.isWebP(webp))
    let decoded = try PictureReader.decode(webp).image
    let png = try PNGReader.decode(FormatRender.bytes(name, .png)).image
    #expect(decoded == png)
  }

  @Test func webPBeyondItsLimitIsRefusedSuggestingPNG() throws {
    var options = RenderOptions()
    options.format = .webp
    options.scale = 4
    #expect {
      try ChatRenderer().render(contentsOf: FormatRender.example("marathon-300"), options: options)
    } throws: { error in
      guard let error = error as? FormatError, case .tooLargeForWebP(_, let height) = error else {
        return false
      }
      return height > OutputFormat.webPMaxPixels && error.kind == .invalidRequest
        && error.description.hasSuffix("; write a PNG instead, or use a smaller scale")
    }
  }

  @Test(arguments: [OutputFormat.webp, .svg, .pdf])
  func metadataMatchesThePNGs(_ format: OutputFormat) throws {
    let png = try PNGReader.readText(FormatRender.bytes("weekend", .png))
    let other = try PictureReader.readText(FormatRender.bytes("weekend", format))
    #expect(other.map(\.keyword) == png.map(\.keyword))
    #expect(other.map(\.text) == png.map(\.text))
  }

  @Test(arguments: OutputFormat.allCases)
  func sameBytesFromTheSameRenderer(_ format: OutputFormat) throws {
    let renderer = try ChatRenderer()
    let a = try FormatRender.bytes("group-chat", format, renderer: renderer)
    let b = try FormatRender.bytes("group-chat", format, renderer: renderer)
    let c = try FormatRender.bytes("group-chat", format)
    #expect(a == b && b == c)
  }

  @Test func formatFromTheFileName() {
    #expect(OutputFormat(path: "a/shot.SVG") == .svg)
    #expect(OutputFormat(path: "shot.webp") == .webp)
    #expect(OutputFormat(path: "dir.pdf/shot") == nil)
    #expect(OutputFormat(path: ".png") == nil)
    #expect(OutputFormat(path: "-") == nil)
  }

  @Test func xmpPacketKeepsEveryCharacter() {
    let chunks = [
      PNGTextChunk(keyword: "Software", text: "chatshot 1"),
      PNGTextChunk(keyword: "chatshot:conversation", text: "<a href=\"x\">&amp; é 👋</a>\n]]>"),
    ]
    let decoded = XMPPacket.decode(Array(XMPPacket.encode(chunks).utf8))
    #expect(decoded.map(\.keyword) == chunks.map(\.keyword))
    #expect(decoded.map(\.text) == chunks.map(\.text))
  }
}
