import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Formatted text drawn in strips: the pixels do not depend on where strips start, also for
/// a block long enough to be drawn line by line, and formatting changes pixels, not layout.
@Suite struct RichTextRenderTests {
  func render(_ conversation: Conversation, scale: Double, stripHeight: Int) throws -> RGBAImage {
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = scale
    let png = try renderer.run(
      conversation, theme: .standard, options: options, baseDirectory: nil, to: .memory,
      collectMetadata: false, stripHeight: stripHeight
    ).bytes
    return try PNGReader.decode(png).image
  }

  static let conversation: Conversation = {
    let long = (0..<60).map { "line \($0) with **bold**, `code` and https://x.example/\($0)" }
      .joined(separator: "\n")
    let code = (0..<50).map { "let value\($0) = compute(\($0))" }.joined(separator: "\n")
    var c = Conversation(messages: [
      Message(from: "me", text: "Show me"),
      Message(from: "bot", text: long),
      Message(from: "bot", text: "> quoted\n> - item\n\n```\n\(code)\n```\n\nend"),
    ])
    c.markup = .markdown
    return c
  }()

  @Test(arguments: [1.0, 1.5, 2.0])
  func stripHeightChangesNothing(scale: Double) throws {
    let reference = try render(Self.conversation, scale: scale, stripHeight: 8192)
    for strip in [37, 256] {
      let image = try render(Self.conversation, scale: scale, stripHeight: strip)
      #expect(image == reference, "strip height \(strip) at scale \(scale)")
    }
  }

  /// The same words as plain text and as Markdown without markup are the same picture.
  @Test func unmarkedMarkdownDrawsAsPlainText() throws {
    let plain = Conversation(messages: [
      Message(from: "me", text: "Just words in a bubble that wraps once or twice, no markup"),
      Message(from: "you", text: "Fine"),
    ])
    var marked = plain
    marked.markup = .markdown
    #expect(
      try render(plain, scale: 2, stripHeight: 256) == render(marked, scale: 2, stripHeight: 256))
  }
}
