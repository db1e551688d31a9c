import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `image`, `replyTo` and `reactions` in conversation files: what is accepted, and every
/// refusal with its place, words and exit code. Photos live in a real folder:
///
///     <tmp>/convo/beach.jpg       a good JPEG
///     <tmp>/convo/cut.jpg         its first half (truncated)
///     <tmp>/convo/bomb.jpg        a header claiming 60000 × 60000 pixels
///     <tmp>/convo/note.txt        not an image
///     <tmp>/elsewhere/far.jpg     outside the conversation's folder
@Suite final class ConversationDecodingMediaTests {
  let root: String
  var base: String { root + "/convo" }

  init() throws {
    let fm = FileManager.default
    let made = fm.temporaryDirectory.appendingPathComponent("chatshot-photos-\(UUID())").path
    try fm.createDirectory(atPath: made + "/convo", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: made + "/elsewhere", withIntermediateDirectories: true)
    root = FileSystem.realPath(made) ?? made
    let beach = try JPEGReaderTests.fixture("exif-6.jpg")
    try Data(beach).write(to: URL(fileURLWithPath: base + "/beach.jpg"))
    try Data(beach.prefix(beach.count / 2)).write(to: URL(fileURLWithPath: base + "/cut.jpg"))
    try Data(JPEGReaderTests.bomb()).write(to: URL(fileURLWithPath: base + "/bomb.jpg"))
    try Data("hello".utf8).write(to: URL(fileURLWithPath: base + "/note.txt"))
    try Data(beach).write(to: URL(fileURLWithPath: root + "/elsewhere/far.jpg"))
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func decode(_ messages: String) throws(InputError) -> Conversation {
    try decodeConversation(#"{"messages": [\#(messages)]}"#, baseDirectory: base)
  }

  func refusal(_ messages: String) -> InputError? {
    do {
      _ = try decode(messages)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsAPhotoWithItsAltText() throws {
    let c = try decode(
      #"{"from": "me", "text": "", "image": {"file": "beach.jpg", "alt": "the sea"}}, "#
        + #"{"from": "me", "text": "again", "image": "beach.jpg"}"#)
    let image = try #require(c.messages[0].image)
    #expect(image.path == base + "/beach.jpg" && image.alt == "the sea")
    let file = try image.source.file().get()
    #expect(file.format == .jpeg(.right))
    // Stored 16 × 32 on its side, shown 32 × 16.
    #expect(file.width == 16 && file.height == 32)
    #expect(file.shownSize.width == 32 && file.shownSize.height == 16)
    #expect(c.messages[1].image?.alt == nil)
  }

  /// A photo without caption needs no `text` (issue 24: `"text": ""` was required); a
  /// message with neither is still refused, saying what it lacks.
  @Test func aPhotoNeedsNoText() throws {
    let c = try decode(
      #"{"from": "me", "image": "beach.jpg"}, {"from": "me", "image": "beach.jpg", "text": null}"#)
    #expect(c.messages.map(\.text) == ["", ""])
    #expect(c.messages.allSatisfy { $0.image != nil })
    let error = try #require(refusal(#"{"from": "me", "time": "9:41"}"#))
    #expect(
      error.description.hasSuffix(
        "messages[0]: missing required key 'text' (a message without an 'image' needs a text)"),
      "\(error)")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let image: String
    let words: String
    let kind: ChatShotErrorKind
    var testDescription: String { image }
  }

  @Test(arguments: [
    Case(
      image: "missing.jpg", words: "image file 'missing.jpg' does not exist", kind: .unreadableInput
    ),
    Case(image: "cut.jpg", words: "is not a readable JPEG", kind: .invalidData),
    Case(
      image: "bomb.jpg", words: "is 60000×60000 pixels; the limit is 16777216", kind: .invalidData),
    Case(image: "note.txt", words: "is neither a PNG nor a JPEG image", kind: .invalidData),
    Case(
      image: "../elsewhere/far.jpg", words: "leads outside the conversation file's folder",
      kind: .invalidData),
  ])
  func refusesAPhotoNamingTheMessageAndThePath(_ c: Case) throws {
    let error = try #require(refusal(#"{"from": "me", "text": "", "image": "\#(c.image)"}"#))
    #expect(error.path.description == "messages[0].image")
    #expect(error.description.contains(c.words), "\(error)")
    #expect(error.kind == c.kind)
  }

  @Test func aReplyToAnUnknownIdNamesBothIds() throws {
    let error = try #require(
      refusal(
        #"{"from": "me", "text": "a", "id": "m1"}, {"from": "me", "text": "b", "id": "m2", "replyTo": "m9"}"#
      ))
    #expect(error.path.description == "messages[1].replyTo")
    #expect(error.reason == "message 'm2' replies to 'm9', but no message has that id")
    let inCode = Conversation(messages: [
      Message(from: "me", text: "a", id: "m1"), Message(from: "me", text: "b", replyTo: "nope"),
    ])
    #expect(throws: InputError.self) { try inCode.validated() }
  }

  @Test func refusesRepliesAndReactionsThatBreakTheRules() {
    let cases: [(String, String)] = [
      (#"{"from": "me", "text": "a", "id": "m1", "replyTo": "m1"}"#, "cannot reply to itself"),
      (
        #"{"kind": "system", "text": "s", "id": "s"}, {"from": "me", "text": "b", "replyTo": "s"}"#,
        "a reply quotes a text message"
      ),
      (
        #"{"kind": "system", "text": "s", "reactions": [{"emoji": "👍"}]}"#,
        "a system row has no reactions"
      ),
      (
        #"{"from": "me", "text": "a", "reactions": [{"emoji": "👍", "count": 0}]}"#,
        "expected a count from 1 to 1000000"
      ),
      (
        #"{"from": "me", "text": "a", "reactions": [{"emoji": "👍", "count": 1.5}]}"#,
        "a whole number"
      ),
      (#"{"from": "me", "text": "a", "reactions": [{"emoji": ""}]}"#, "expected an emoji"),
      (#"{"from": "me", "text": "a", "reactions": [{"emoji": "👍", "size": 3}]}"#, "size"),
      (
        #"{"kind": "typing", "from": "me", "image": "beach.jpg"}"#,
        "a typing indicator has no image"
      ),
    ]
    for (messages, words) in cases {
      let error = refusal(messages)
      #expect(
        error?.description.contains(words) == true, "\(messages): \(String(describing: error))")
    }
    let many = (0...MessageExtrasRules.maxReactions).map { _ in #"{"emoji": "👍"}"# }
    let error = refusal(
      #"{"from": "me", "text": "a", "reactions": [\#(many.joined(separator: ","))]}"#)
    #expect(error?.description.contains("too many reactions") == true)
  }

  @Test func reactionsCountOneUnlessTheFileSaysMore() throws {
    let c = try decode(
      #"{"from": "me", "text": "a", "reactions": [{"emoji": "👍"}, {"emoji": "🎉", "count": 3}]}"#)
    #expect(c.messages[0].reactions == [Reaction(emoji: "👍"), Reaction(emoji: "🎉", count: 3)])
  }

  @Test func canonicalJSONWritesTheNewMembersOnlyWhenSet() throws {
    let plain = try decode(#"{"from": "me", "text": "a"}"#)
    #expect(
      RenderMetadata.conversationJSON(of: plain, baseDirectory: nil).compact()
        == #"{"localUser":"me","messages":[{"from":"me","text":"a"}],"participants":[{"id":"me","name":"me"}]}"#
    )
    let rich = try decode(
      #"{"from": "me", "text": "", "id": "p", "image": {"file": "beach.jpg", "alt": "sea"}}, "#
        + #"{"from": "me", "text": "b", "replyTo": "p", "reactions": [{"emoji": "👍"}]}"#)
    let names = RenderMetadata.photoNames(of: rich, baseDirectory: base)
    #expect(names == [0: "beach.jpg"])
    let json = RenderMetadata.conversationJSON(of: rich, baseDirectory: base).compact()
    #expect(json.contains(#""image":{"alt":"sea","file":"beach.jpg"}"#))
    #expect(json.contains(#""reactions":[{"count":1,"emoji":"👍"}],"replyTo":"p""#))
    // It reads back to the same messages.
    let again = try decodeConversation(json, baseDirectory: base)
    #expect(again.messages == rich.messages)
    let identities = RenderMetadata.photoIdentities(of: rich, baseDirectory: base)
    #expect(identities.map(\.name) == ["beach.jpg"] && identities[0].digest.count == 64)
  }
}
