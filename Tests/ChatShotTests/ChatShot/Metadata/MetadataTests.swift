import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Metadata written into every PNG: round trip, determinism, no folder names, `--no-metadata`.
@Suite struct MetadataTests {
  static let conversation = Conversation(
    title: "Café ☕️",
    participants: [Participant(id: "me", name: "Sam"), Participant(id: "wang", name: "小王")],
    localUser: "me",
    messages: [
      Message(from: "wang", text: "早上好！👋🏽", time: "08:30"),
      Message(from: "me", text: "Morning — \"quoted\"\nsecond line"),
    ])

  static func snapshot(
    _ options: RenderOptions = RenderOptions(), conversation: Conversation = conversation
  )
    throws -> RenderedSnapshot
  {
    try ChatRenderer().snapshot(conversation, theme: .standard, options: options)
  }

  @Test func readsBackWhatItWrote() throws {
    let shot = try Self.snapshot()
    let read = try RenderMetadata(textChunks: PNGReader.decode(shot.png).text)
    #expect(read == shot.metadata)
    #expect(read?.options.width == 320 && read?.themeName == "default")
    #expect(
      read?.libraries.keys.sorted() == [
        "cairo", "fontconfig", "freetype", "harfbuzz", "libpng", "pango",
      ])
    #expect(read?.fonts.map(\.name).first == "Inter-Regular.otf")
    #expect(
      read?.images.map(\.name) == [
        "aqua-left@2x.png", "avatar-me@2x.png", "avatar-other@2x.png", "orange-right@2x.png",
      ])
  }

  /// The recorded conversation decodes back to the same value, non-Latin-1 text included.
  @Test func conversationRoundTripsThroughTheDecoder() throws {
    let shot = try Self.snapshot()
    let json = try #require(shot.metadata.conversationJSON)
    let decoded = try ConversationDecoder.decode(Array(json.utf8), file: "x", baseDirectory: nil)
    #expect(decoded == Self.conversation)
  }

  /// The recorded layout reads back as the layout rendered.
  @Test func layoutRoundTrips() throws {
    let shot = try Self.snapshot()
    let read = try #require(shot.metadata.layoutJSON.flatMap(LayoutSummary.parse(dumpText:)))
    #expect(read == LayoutSummary(shot.layout))
  }

  @Test func chunksInAFixedOrderTextAsLatin1OrITXt() throws {
    let chunks = try Self.snapshot().metadata.textChunks
    #expect(
      chunks.map(\.keyword) == [
        "Software", "chatshot:format", "chatshot:options", "chatshot:theme", "chatshot:libraries",
        "chatshot:fonts", "chatshot:images", "chatshot:conversation", "chatshot:layout",
      ])
    for chunk in chunks where !chunk.international {
      let ascii = chunk.text.unicodeScalars.allSatisfy { $0.isASCII }
      #expect(ascii, "\(chunk.keyword)")
    }
    let international = chunks.filter { $0.international }
    #expect(international.count == 2 && international.allSatisfy { $0.compressed })
  }

  @Test func sameRenderSameBytes() throws {
    #expect(try Self.snapshot().png == Self.snapshot().png)
  }

  @Test func noMetadataLeavesEveryChunkOut() throws {
    var options = RenderOptions()
    options.metadata = false
    let shot = try Self.snapshot(options)
    #expect(try PNGReader.decode(shot.png).text.isEmpty)
    #expect(try RenderMetadata(textChunks: PNGReader.decode(shot.png).text) == nil)
    // Same pixels as with metadata.
    #expect(try shot.image == Self.snapshot().image)
  }

  /// Avatars are named relative to the conversation's folder; no absolute path anywhere.
  @Test func noFolderOfThisMachineIsWritten() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatshot-meta-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("faces"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let avatar = try PNGWriter.encode(RGBAImage(width: 4, height: 4, fill: SIMD4(200, 10, 10, 255)))
    try Data(avatar).write(to: dir.appendingPathComponent("faces/wang.png"))
    let json =
      #"{"participants": [{"id": "me"}, {"id": "wang", "avatar": "faces/wang.png"}], "messages": [{"from": "wang", "text": "hi"}]}"#
    let file = dir.appendingPathComponent("c.json").path
    try Data(json.utf8).write(to: URL(fileURLWithPath: file))
    let conversation = try ConversationDecoder.decode(contentsOf: file)
    let shot = try ChatRenderer().snapshot(
      conversation, theme: .standard, options: RenderOptions(), baseDirectory: dir.path)
    #expect(
      shot.metadata.avatars == [
        FileIdentity(name: "faces/wang.png", digest: SHA256.hash(avatar).hex)
      ])
    for chunk in try PNGReader.decode(shot.png).text {
      #expect(!chunk.text.contains(dir.path), "\(chunk.keyword)")
      #expect(!chunk.text.contains("/usr/share"), "\(chunk.keyword)")
    }
    #expect(shot.metadata.conversationJSON?.contains(#""avatar":"faces/wang.png""#) == true)
  }

  @Test func damagedChunkIsAnError() {
    let chunks = [
      PNGTextChunk(keyword: "chatshot:format", text: "1"),
      PNGTextChunk(keyword: "chatshot:options", text: "{scale: 2}"),
    ]
    #expect(throws: MetadataError.self) { try RenderMetadata(textChunks: chunks) }
  }

  /// A font's identity hashes its size and both ends; files under 128 KiB whole.
  @Test func fontIdentity() {
    let small: [UInt8] = Array("abc".utf8)
    #expect(FontIdentity.digest(of: small) == SHA256.hash([0, 0, 0, 0, 0, 0, 0, 3] + small).hex)
    var big = [UInt8](repeating: 7, count: 300_000)
    let before = FontIdentity.digest(of: big)
    big[150_000] = 8  // the middle is not sampled
    #expect(FontIdentity.digest(of: big) == before)
    big[100] = 8
    #expect(FontIdentity.digest(of: big) != before)
  }

  @Test(arguments: [
    ("é", #""\u00e9""#), ("👋", #""\ud83d\udc4b""#), ("a\"b\n", #""a\"b\n""#),
  ])
  func asciiOnlyJSON(text: String, expected: String) throws {
    #expect(JSONOutput.string(text).compact(asciiOnly: true) == expected)
    let parsed = try JSONParser.parse(Array(expected.utf8), file: "t")
    #expect(parsed.stringValue == text)
  }
}
