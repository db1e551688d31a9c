import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// What `ImportMapping` makes of spans, photos, replies and reactions.
struct ImportMappingTests {
  static let telegram = ImportFixtures.all.first { $0.name == "telegram" }!

  static func telegram(_ configure: (inout ImportOptions) -> Void = { _ in }) throws
    -> Conversation
  {
    var options = telegram.options
    configure(&options)
    return try ImportFixtures.conversation(telegram, options: options)
  }

  static func message(_ conversation: Conversation, _ text: String) -> Message? {
    conversation.messages.first { $0.text.hasPrefix(text) }
  }

  @Test func spansAcrossAnEmojiCountUTF16Units() {
    // Scalars: a 😀 ␠ b o l d — the emoji is one scalar but two UTF-16 units.
    let text = "a😀 bold"
    let spans = [
      ImportedSpan(style: .bold, start: 3, length: 4),
      ImportedSpan(style: .italic, start: 0, length: 2),
      ImportedSpan(style: .link, start: 1, length: 3, url: "https://example.com"),  // crosses
      ImportedSpan(style: .code, start: 5, length: 9),  // past the end
      ImportedSpan(style: .spoiler, start: 4, length: 1),  // inside the bold
    ]
    #expect(
      ImportMapping.entities(spans, text: text) == [
        TextEntity(type: .bold, offset: 4, length: 4),
        TextEntity(type: .italic, offset: 0, length: 3),
        TextEntity(type: .spoiler, offset: 5, length: 1),
      ])
    #expect(ImportMapping.entities([], text: text).isEmpty)
  }

  @Test func telegramSpansBecomeEntities() throws {
    let booked = try #require(Self.message(try Self.telegram(), "Booked the cabin"))
    #expect(booked.entities.map(\.type) == [.bold, .link, .mention])
    #expect(booked.entities[1].url == "https://example.com/cabin")
    // Under --anonymize a text the aliases left alone keeps its spans, links without their
    // hidden targets; one they changed (Slack's "@Bob Stone") keeps none.
    let anonymised = try Self.telegram { $0.anonymize = true }
    let kept = try #require(Self.message(anonymised, "Booked the cabin"))
    #expect(kept.entities.map(\.type) == [.bold, .link, .mention])
    #expect(kept.entities.allSatisfy { $0.url == nil })
    let slack = ImportFixtures.all.first { $0.name == "slack" }!
    var options = slack.options
    let welcome = try #require(
      Self.message(try ImportFixtures.conversation(slack, options: options), "Welcome"))
    #expect(!welcome.entities.isEmpty)
    options.anonymize = true
    let aliased = try #require(
      Self.message(try ImportFixtures.conversation(slack, options: options), "Welcome"))
    #expect(aliased.text != welcome.text && aliased.entities.isEmpty)
  }

  @Test func aPresentPhotoBecomesTheImageAndAMissingOneStaysANotice() throws {
    let conversation = try Self.telegram()
    let view = try #require(Self.message(conversation, "The view"))
    #expect(view.image?.path.hasSuffix("/telegram/photos/photo_1@05-01-2023_10-12-00.jpg") == true)
    #expect(view.text == "The view 😍")
    #expect(view.reactions == [Reaction(emoji: "❤️", count: 2)])
    #expect(!conversation.messages.contains { $0.text.contains("sent a photo: photo_1") })
    #expect(
      conversation.messages.contains {
        $0.kind == .system && $0.text == "Bob sent a photo (not in the export): photo"
      })
  }

  @Test func repliesPointAtTheQuotedMessage() throws {
    let conversation = try Self.telegram()
    #expect(Self.message(conversation, "The view")?.replyTo == "2")
    #expect(Self.message(conversation, "Of course!")?.replyTo == "6")
  }

  @Test func aReplyWhoseTargetWasCutIsDropped() throws {
    let last = try Self.telegram { $0.selection.last = 1 }
    #expect(last.messages.map(\.text).contains("Of course!"))
    #expect(last.messages.allSatisfy { $0.replyTo == nil })
    let two = try Self.telegram { $0.selection.last = 2 }
    #expect(Self.message(two, "Of course!")?.replyTo == "6")
  }

  @Test func anonymisedRepliesUseNeutralIDs() throws {
    let conversation = try Self.telegram { $0.anonymize = true }
    let reply = try #require(Self.message(conversation, "Of course!"))
    let target = try #require(reply.replyTo)
    #expect(target.hasPrefix("m") && Int(target.dropFirst()) != nil)
    let quoted = try #require(conversation.messages.first { $0.id == target })
    #expect(quoted.text.hasPrefix("Can I bring the dog?"))
    // Only quoted messages carry ids: none of the export's.
    #expect(conversation.messages.compactMap(\.id).allSatisfy { $0.hasPrefix("m") })
    #expect(Self.message(conversation, "The view")?.replyTo != nil)
  }

  @Test func theWrittenPhotoPathIsFoundFromTheJSONsFolder() throws {
    let conversation = try Self.telegram()
    let beside = ImportFixtures.output(Self.telegram)
    let json = Array(
      try ConversationJSON.document(conversation, writtenTo: beside).serialized().utf8)
    let decoded = try ConversationDecoder.decode(
      json, file: "imported.json", baseDirectoryPath: beside.directory)
    #expect(decoded == conversation)
    #expect(Self.message(decoded, "The view")?.image != nil)
    #expect(decoded.messages.compactMap(\.replyTo) == ["2", "6"])
    // Elsewhere, the photo cannot be below the JSON's folder: it is written absolute. (A
    // folder beside the fixtures, not /tmp: the checkout itself may be below /tmp.)
    let folder = Golden.repository.appendingPathComponent("Tests/Fixtures/elsewhere").path
    let elsewhere = try ConversationJSON.document(
      conversation, writtenTo: FilePath(folder + "/x.json")
    ).serialized()
    #expect(elsewhere.contains("\"image\": \"/"))
  }
}
