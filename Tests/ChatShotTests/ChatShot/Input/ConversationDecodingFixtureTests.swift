import Foundation
import Testing

@testable import ChatShot

/// The benchmark conversations in `shared/bench/fixtures` (beside the repository) decode.
/// Skipped when that folder is not there (e.g. in a plain clone).
@Suite struct ConversationDecodingFixtureTests {
  /// `shared/bench/fixtures`, looked for next to the repository and next to its parent (for
  /// worktrees kept one level deeper).
  static let fixtures: String? = {
    let repo = Golden.repository
    let candidates = [
      repo.deletingLastPathComponent(),
      repo.deletingLastPathComponent().deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("shared/bench/fixtures").path }
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/small.json") }
  }()

  @Test(.enabled(if: fixtures != nil, "shared/bench/fixtures not found"))
  func smallDecodes() throws {
    let path = try #require(Self.fixtures) + "/small.json"
    let conversation = try ConversationDecoder.decode(contentsOf: path)
    #expect(conversation.title == "Weekend plans 🏕")
    #expect(conversation.messages.count == 20)
    #expect(conversation.participants == [Participant(id: "other"), Participant(id: "me")])
    #expect(conversation.localUser == "me")
    #expect(
      conversation.messages[0]
        == Message(
          from: "other", text: "Document address by coffee the make Who. tomorro", time: "09:08"))
  }

  @Test(
    .enabled(if: fixtures != nil, "shared/bench/fixtures not found"),
    arguments: [("medium.json", 200), ("large.json", 2000)])
  func biggerFixturesDecode(_ name: String, _ count: Int) throws {
    let path = try #require(Self.fixtures) + "/" + name
    let conversation = try ConversationDecoder.decode(contentsOf: path)
    #expect(conversation.messages.count == count)
    #expect(conversation.localUser == "me")
  }
}
