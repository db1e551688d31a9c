import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Scripts chatshot's own fonts lack (Thai, Devanagari, Ethiopic…) are drawn with the Noto
/// family of fonts-noto-core that has them, loaded only when a text needs it; a code point no
/// font has is counted; and a theme may make every line as tall as its own font's.
@Suite struct ScriptFontTests {
  static let thai = "สวัสดีครับ ไปกันไหม"
  static let devanagari = "नमस्ते दोस्त"

  @Test func candidatesAreScriptFamiliesInAFixedOrder() {
    let names = [
      "NotoSerifTibetan-Regular.ttf", "NotoSansThai-Bold.ttf", "NotoSansThai-Regular.ttf",
      "NotoSans-Regular.ttf", "NotoSansThaiUI-Regular.ttf", "NotoSansMono-Regular.ttf",
      "NotoSansDisplay-Regular.ttf", "NotoSansAdlam-Regular.ttf", "NotoSerif-Regular.ttf",
      "NotoSansThai-Light.ttf", "NotoKufiArabic-Regular.ttf",
    ]
    let candidates = ScriptFonts.candidates(in: names)
    #expect(
      candidates.map(\.regular) == [
        "NotoSansAdlam-Regular.ttf", "NotoSansThai-Regular.ttf", "NotoSerifTibetan-Regular.ttf",
      ])
    #expect(candidates.map(\.bold) == [nil, "NotoSansThai-Bold.ttf", nil])
  }

  @Test(arguments: [(thai, "Noto Sans Thai"), (devanagari, "Noto Sans Devanagari")])
  func aScriptIsDrawnWithItsNotoFamily(_ text: String, _ family: String) throws {
    let engine = try PangoTextEngine()
    let layout = try #require(engine.layout(text, font: FontSpec(size: 17), maxWidth: 300))
    #expect(layout.unknownGlyphCount == 0)
    #expect(Set(layout.runs.map(\.family)) == [family])
    #expect(engine.scripts.used.map(\.name) == [family])
    #expect(engine.missingGlyphs(in: text) == 0)
  }

  /// The plain path loads nothing: Latin, CJK, emoji, Arabic and Hebrew are the bundled
  /// fonts' (the configuration keeps exactly its files).
  @Test func bundledScriptsLoadNoFont() throws {
    let engine = try PangoTextEngine()
    for text in ["Hello", "你好 😀", "مرحبا", "שלום", "Привет"] {
      _ = engine.measure(text, font: FontSpec(size: 17), maxWidth: 300)
    }
    #expect(engine.scripts.used.isEmpty)
    #expect(engine.fonts.fontSetFiles() == FontFile.bundled.map(\.path).sorted())
  }

  @Test func aCodePointNoFontHasIsCounted() throws {
    let engine = try PangoTextEngine()
    let text = "a\u{0378}b\u{0379}\u{200D} \u{FE0F}"
    #expect(engine.missingGlyphs(in: text) == 2)
    _ = engine.measure(text, font: FontSpec(size: 17), maxWidth: 300)
    #expect(engine.scripts.missing == ["\u{0378}", "\u{0379}"])
    #expect(engine.missingGlyphs(in: "plain text") == 0)
  }

  /// Under `lineHeight: primary` a one-line bubble of Chinese, Thai or Devanagari is as tall
  /// as one of Latin; under the default rule (the seeds') the taller fonts make taller lines.
  @Test func primaryLineHeightKeepsEveryScriptToTheThemeFontsLine() throws {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 17)
    let latin = engine.measure("Hello there", font: font, maxWidth: 300).height
    let others = ["我们明天去划船吧", Self.thai, Self.devanagari]
    engine.scripts.startRender(rule: .tallest)
    for text in others {
      #expect(engine.measure(text, font: font, maxWidth: 300).height > latin, "\(text)")
    }
    engine.scripts.startRender(rule: .primary)
    for text in others {
      #expect(engine.measure(text, font: font, maxWidth: 300).height == latin, "\(text)")
    }
  }

  /// Which font draws a code point never depends on what an engine drew before: a render
  /// after others that loaded fonts gives a fresh renderer's bytes.
  @Test func renderingDoesNotDependOnFontsLoadedBefore() throws {
    func conversation(_ texts: [String]) -> Conversation {
      Conversation(
        localUser: "me",
        messages: [Message(from: "me", text: "Hi")] + texts.map { Message(from: "other", text: $0) }
      )
    }
    let target = conversation(["Hello", Self.thai + " ०१२ ।", "ሰላም 𓀀", "我们"])
    let fresh = try ChatRenderer().render(target).bytes
    let used = try ChatRenderer()
    _ = try used.render(conversation([Self.devanagari + " ।", "ᠮᠣᠩᠭᠣᠯ ꯃꯩꯇꯩ", "ཀཁག"]))
    #expect(try used.render(target).bytes == fresh)
  }

  /// The picture's metadata names the script fonts it was drawn with, after the bundled ones.
  @Test func metadataListsTheScriptFontsUsed() throws {
    let renderer = try ChatRenderer()
    let conversation = Conversation(
      localUser: "me",
      messages: [Message(from: "me", text: "Hi"), Message(from: "o", text: Self.thai)])
    let fonts = try #require(try renderer.render(conversation).metadata?.fonts.map(\.name))
    #expect(fonts.count == FontFile.bundled.count + 2)
    #expect(fonts.suffix(2) == ["NotoSansThai-Regular.ttf", "NotoSansThai-Bold.ttf"])
    let plain = Conversation(localUser: "me", messages: [Message(from: "me", text: "Hi")])
    #expect(try renderer.render(plain).metadata?.fonts.count == FontFile.bundled.count)
  }

  @Test func theCLIWarnsOncePerCodePointNamingWhereItIs() throws {
    let directory = try TemporaryDirectory()
    let missing = (0x0378...0x0379).map { String(UnicodeScalar($0)!) }
    let texts = ["ok", "x" + missing[0] + missing[0], missing[1]]
    let json = """
      {"localUser":"me","participants":[{"id":"me","name":"Sam"},{"id":"a","name":"Ann"}],"messages":[\(texts.map { "{\"from\":\"a\",\"text\":\"\($0)\"}" }.joined(separator: ","))]}
      """
    try json.write(toFile: directory.path + "/c.json", atomically: true, encoding: .utf8)
    let result = try CLIHarness.run(
      ["c.json", "-o", "c.png"], in: URL(fileURLWithPath: directory.path))
    #expect(result.status == 0)
    #expect(
      result.stderr.split(separator: "\n") == [
        "chatshot: warning: c.json: messages[1].text: no font has U+0378; it is drawn as a box",
        "chatshot: warning: c.json: messages[2].text: no font has U+0379; it is drawn as a box",
      ])
  }

  @Test func warningsStopAfterEightLines() {
    let missing = (0..<11).map { MissingGlyph(scalar: Unicode.Scalar(0x0378 + $0)!, place: nil) }
    let lines = MissingGlyphWarnings.lines(missing, file: "c.json")
    #expect(lines.count == 9)
    #expect(lines.last == "chatshot: warning: c.json: 3 more code points no font has")
    #expect(MissingGlyphWarnings.codePoint("\u{1F600}") == "U+1F600")
  }
}
