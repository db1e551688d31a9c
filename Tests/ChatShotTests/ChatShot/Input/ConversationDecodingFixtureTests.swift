import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The benchmark's small conversation (`scripts/gen-bench-fixtures.py`, seed 1; a copy in
/// `Tests/Fixtures/bench/small.json`) decodes as generated. `scripts/bench` decodes all three
/// sizes on every run.
@Suite struct ConversationDecodingFixtureTests {
  static let small = Golden.repository.appendingPathComponent("Tests/Fixtures/bench/small.json")
    .path

  @Test func smallDecodes() throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.small)
    #expect(conversation.title == "Weekend plans 🏕")
    #expect(conversation.messages.count == 20)
    #expect(conversation.participants == [Participant(id: "other"), Participant(id: "me")])
    #expect(conversation.localUser == "me")
    #expect(
      conversation.messages[0]
        == Message(
          from: "other", text: "Document address by coffee the make Who. tomorro", time: "09:08"))
  }
}
