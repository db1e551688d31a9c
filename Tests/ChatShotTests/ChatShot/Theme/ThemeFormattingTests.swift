import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The theme's `formatting` section: decoded on its base, refused with a place, drawn.
@Suite struct ThemeFormattingTests {
  static func decode(_ json: String) throws(InputError) -> Theme {
    try ThemeDecoder.decode(
      Array(json.utf8), file: "t.json", directory: nil, defaultName: "t",
      builtin: ThemeCatalog.builtinIfKnown(named:))
  }

  @Test func membersFallBackToTheBase() throws {
    let base = try Self.decode(
      ##"{"extends": "default", "formatting": {"linkColor": "#0A84FF", "spoiler": "blurred"}}"##)
    let style = try #require(base.conversation.formatting)
    #expect(style.linkColor == RGBAColor(hex: "#0A84FF"))
    #expect(style.spoiler == .blurred)
    #expect(style.codeOverflow == .wrap)
    #expect(style.codeFamily == "DejaVu Sans Mono")
    #expect(Theme.standard.conversation.formatting == nil)
    #expect(Theme.standard.formattingStyle == .standard)
    let none = try Self.decode(#"{"extends": "default", "formatting": null}"#)
    #expect(none.conversation.formatting == nil)
  }

  @Test(arguments: [
    (
      #"{"extends": "default", "formatting": {"codeOverflow": "scroll"}}"#,
      #"t.json:1:55: formatting.codeOverflow: unknown value "scroll"; expected one of: wrap, clip"#
    ),
    (
      ##"{"extends": "default", "formatting": {"linkColour": "#000000"}}"##,
      "t.json:1:39: formatting: unknown key 'linkColour'; expected one of: notes, linkColor, linkUnderline, codeFamily, codeScale, codeBackground, codePadding, codeRadius, codeOverflow, quoteBarColor, quoteBarWidth, quoteGap, listIndent, paragraphSpacing, spoiler, spoilerColor"
    ),
    (
      #"{"extends": "default", "formatting": {"codeScale": 0}}"#,
      "t.json:1:52: formatting.codeScale: 0 is out of range; expected a number from 0.25 to 4"
    ),
  ])
  func refused(_ json: String, _ expected: String) {
    #expect(throws: InputError.self) { try Self.decode(json) }
    do {
      _ = try Self.decode(json)
    } catch { #expect(error.description == expected) }
  }

  /// A link colour the theme sets is drawn; without it links keep the text colour.
  @Test func linkColourIsDrawn() throws {
    var theme = Theme.standard
    var style = TextFormattingStyle()
    style.linkColor = RGBAColor(red: 1, green: 0, blue: 0)
    style.linkUnderline = false
    theme.conversation.formatting = style
    let conversation = Conversation(messages: [
      Message(from: "you", text: "https://example.com https://example.com"),
      Message(from: "me", text: "ok"),
    ])
    let renderer = try ChatRenderer()
    let red = try renderer.render(conversation, theme: theme, options: RenderOptions())
    let plain = try renderer.render(conversation, theme: .standard, options: RenderOptions())
    let pixels = try PNGReader.decode(red.bytes).image.pixels
    let redCount = stride(from: 0, to: pixels.count, by: 4).filter {
      pixels[$0] > 200 && pixels[$0 + 1] < 60 && pixels[$0 + 2] < 60
    }.count
    #expect(redCount > 50)
    #expect(red.layout.rows[0].links.count == 2)
    #expect(red.layout.rows[0].textSize == plain.layout.rows[0].textSize)
  }
}
