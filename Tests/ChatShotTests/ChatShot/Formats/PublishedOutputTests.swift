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

/// Published output stays well-formed and whole whatever the text: an SVG is XML a real
/// parser reads even with characters XML forbids in the conversation (their metadata keeps
/// the very same values), and a PDF whose first row is taller than a page starts with that
/// row, not with an empty page.
@Suite struct PublishedOutputTests {
  /// U+FFFE and U+FFFF are characters a conversation may hold and XML may not (nor may an
  /// entity stand for them); U+FDD0, a noncharacter too, XML allows.
  static let text =
    "before" + scalar(0xFFFE) + "mid" + scalar(0xFFFF) + "after "
    + scalar(0xFDD0) + " \u{1}"

  /// A string of one scalar that a Swift literal may not spell.
  static func scalar(_ value: UInt32) -> String { String(Unicode.Scalar(value)!) }

  static func conversation() -> Conversation {
    Conversation(
      title: "odd \(scalar(0xFFFF)) title",
      messages: [
        Message(from: "me", text: text), Message(from: "ro", text: "x" + scalar(0xFFFE)),
      ])
  }

  @Test func anSVGWithCharactersXMLForbidsParsesAndKeepsThem() throws {
    var options = RenderOptions()
    options.format = .svg
    options.scale = 1
    let svg = try ChatRenderer().render(Self.conversation(), options: options).bytes
    let document = try FormatRender.parsedXML(svg)
    #expect(document.rootElement()?.name == "svg")
    // The metadata read back from the SVG is the conversation, character for character.
    let chunks = try PictureReader.readText(svg)
    let metadata = try #require(try RenderMetadata(textChunks: chunks))
    let json = try #require(metadata.conversationJSON)
    let decoded = try ConversationDecoder.decode(
      Array(json.utf8), file: "metadata", baseDirectory: nil)
    #expect(decoded.messages.map(\.text) == [Self.text, "x" + Self.scalar(0xFFFE)])
    #expect(decoded.title == "odd \(Self.scalar(0xFFFF)) title")
  }

  /// The PDF's and WebP's XMP packet is the same XML: parsed, and read back the same.
  @Test(arguments: [OutputFormat.pdf, .webp])
  func otherFormatsCarryTheSameMetadata(_ format: OutputFormat) throws {
    var options = RenderOptions()
    options.format = format
    options.scale = 1
    let bytes = try ChatRenderer().render(Self.conversation(), options: options).bytes
    let text = String(decoding: bytes, as: UTF8.self)
    let start = try #require(text.range(of: "<x:xmpmeta"))
    let end = try #require(text.range(of: "</x:xmpmeta>"))
    _ = try FormatRender.parsedXML(Array(text[start.lowerBound..<end.upperBound].utf8))
    let metadata = try #require(try RenderMetadata(textChunks: PictureReader.readText(bytes)))
    let json = try #require(metadata.conversationJSON)
    let decoded = try ConversationDecoder.decode(
      Array(json.utf8), file: "metadata", baseDirectory: nil)
    #expect(decoded.messages.map(\.text) == [Self.text, "x" + Self.scalar(0xFFFE)])
  }

  /// The XMP packet is read back as bytes: a text starting with a combining mark, or a
  /// zero-width joiner right after an entity, joins no `>` or `;` into a character.
  @Test func theXMPPacketReadsBackWhatJoinsItsNeighbours() {
    let texts = [
      "\u{301}starts with a mark", "\"\u{200D}bot\" after a quote", "&\u{200D}; <\u{20DD}>",
      "a & b ; c &amp; d", "",
    ]
    let chunks = texts.enumerated().map {
      PNGTextChunk(keyword: "chatshot:k\($0.offset)", text: $0.element, international: true)
    }
    let read = XMPPacket.decode(Array(XMPPacket.encode(chunks).utf8))
    #expect(read.map(\.text) == texts)
    #expect(read.map(\.keyword) == chunks.map(\.keyword))
  }

  @Test func aSnippetNeverCarriesACharacterXMLForbids() {
    let forbidden = "a" + Self.scalar(0xFFFE) + "b\u{1}c<\"&>"
    #expect(XMLText.escaped(forbidden) == "a\u{FFFD}b\u{FFFD}c&lt;&quot;&amp;&gt;")
    let json = #"{"t":"a"# + Self.scalar(0xFFFF) + #""}"#
    #expect(XMLText.escapingForbidden(inJSON: json) == #"{"t":"a\uFFFF"}"#)
  }

  /// Each message is one line of the transcript, whatever line breaks its sender's name,
  /// the quoted sender, a forwarding name or a reaction holds.
  @Test func aTranscriptIsOneLineAMessage() {
    let breaks = ["\n", "\r\n", "\u{2028}", "\u{85}", "\t"]
    for separator in breaks {
      var first = Message(from: "ab", text: "one" + separator + "two", id: "q")
      first.forwarded = .from("For" + separator + "warder")
      var second = Message(from: "ab", text: "three", replyTo: "q")
      second.reactions = [Reaction(emoji: "x" + separator + "y", count: 2)]
      let conversation = Conversation(
        participants: [Participant(id: "ab", name: "Ann" + separator + "Bo")],
        messages: [first, second])
      let lines = Transcript.text(of: conversation).split(separator: "\n").map(String.init)
      #expect(
        lines == [
          "Ann Bo: (forwarded from For warder) one two",
          "Ann Bo: (replying to Ann Bo: one two) three (reactions: x y 2)",
        ], "\(separator.unicodeScalars.map(\.value))")
      let single = Transcript.singleLine(of: conversation)
      #expect(!single.contains { $0.isNewline })
    }
  }

  /// A first message of 40 lines is taller than a 200-point page: page 1 is that message.
  @Test func aFirstRowTallerThanAPageStartsThePDF() throws {
    let long = (1...40).map { "line \($0) of a message that is taller than one page" }
      .joined(separator: "\n")
    var options = RenderOptions()
    options.format = .pdf
    options.pageHeight = 200
    let rendering = try ChatRenderer().render(
      Conversation(messages: [Message(from: "me", text: long), Message(from: "yu", text: "ok")]),
      options: options)
    let info = try FormatRender.withFile(rendering.bytes, ext: "pdf") { path in
      String(
        decoding: try FormatRender.run("pdfinfo", ["-f", "1", "-l", "99", path]), as: UTF8.self)
    }
    let heights = info.split(separator: "\n").filter {
      $0.hasPrefix("Page ") && $0.contains("size:")
    }
    .compactMap { line in
      line.split(separator: " ").reversed().dropFirst().first.flatMap { Double($0) }
    }
    #expect(heights.count >= 2, "\(info)")
    #expect((heights.first ?? 0) > 200, "page 1 is the tall row: \(heights)")
    #expect(heights.allSatisfy { $0 > 20 }, "no page of margin alone: \(heights)")
    #expect(abs(heights.reduce(0, +) - rendering.layout.height) < 1)
  }

  @Test func theMarginAboveTheFirstRowIsNeverAPage() {
    // A 4-pixel margin, then a row taller than a page.
    #expect(
      PageSplit.pages(spans: [4..<900, 900..<950], height: 960, maxHeight: 300)
        == [0..<900, 900..<960])
    // Something drawn above the row (a header): the cut there stands.
    #expect(
      PageSplit.pages(spans: [0..<40, 44..<900, 900..<950], height: 960, maxHeight: 300)
        == [0..<44, 44..<900, 900..<960])
  }
}
