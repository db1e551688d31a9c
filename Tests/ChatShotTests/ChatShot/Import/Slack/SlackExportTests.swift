import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// A Slack export shaped like Slack's own "Export workspace data" (Tests/Fixtures/import/
/// slack-export, written by hand): apps' and integrations' posts, people `users.json` does
/// not list, a file comment, `channels.json`.
struct SlackExportTests {
  static let export = Golden.repository.appendingPathComponent(
    "Tests/Fixtures/import/slack-export")

  /// The channel `name` of the fixture (or of `root`) read with Ann as the local user.
  static func read(_ name: String = "dev-ops", root: URL = export) throws(InputError)
    -> Conversation
  {
    var options = ImportOptions()
    options.me = "Ann"
    return try ChatImporter.conversation(
      contentsOf: FilePath(root.appendingPathComponent(name).path), options: options)
  }

  /// The name of the author of the message whose text begins with `text`.
  static func sender(_ chat: Conversation, _ text: String) -> String? {
    guard let message = chat.messages.first(where: { $0.text.hasPrefix(text) }),
      case .text = message.kind
    else { return nil }
    return chat.participants.first { $0.id == message.from }?.name
  }

  @Test func botsAreNamedByTheirPostOrProfileElseTheirID() throws {
    let chat = try Self.read()
    // An app's post: its bot_profile's name (its `user` is in no users.json).
    #expect(Self.sender(chat, "Deploy started") == "Deploy Bot [BOT]")
    // An incoming webhook: the post's own `username`.
    #expect(Self.sender(chat, "Build finished") == "Jenkins [BOT]")
    // A legacy bot_message with only a bot_profile.
    #expect(Self.sender(chat, "Example Blog") == "RSS [BOT]")
    // Nothing but the bot's id.
    #expect(Self.sender(chat, "Nightly backup done") == "B0M4BKUP0 [BOT]")
  }

  @Test func aBotsContentInBlocksAndAttachmentsIsDrawn() throws {
    let chat = try Self.read()
    let texts = chat.messages.filter { $0.kind == .text }.map(\.text)
    #expect(texts.contains("Deploy started\nweb v2.4.1 to production\nby @Ann"))
    #expect(
      texts.contains(
        "Build finished\nweb #812\nAll 1,204 tests passed in 6 min\nBranch: main"))
    // A link unfurl: the site's name stands where an author would.
    #expect(texts.contains("Example Blog\nRelease notes for May\nWhat changed this month"))
    #expect(!texts.contains(""))
  }

  @Test func aUsernameOverridesTheBotsListedName() throws {
    let root = try CLIHarness.temporaryDirectory()
    let channel = root.appendingPathComponent("ops")
    try FileManager.default.createDirectory(at: channel, withIntermediateDirectories: true)
    try Data(
      #"""
      [{"id": "U0M1ANN01", "name": "ann", "profile": {"display_name": "Ann"}},
       {"id": "U0BOT0001", "name": "deploybot", "is_bot": true, "profile": {"display_name": "", "real_name": "Deploy Bot"}}]
      """#.utf8
    ).write(to: root.appendingPathComponent("users.json"))
    try Data(
      #"""
      [{"type": "message", "bot_id": "B1", "user": "U0BOT0001", "text": "listed", "ts": "1715590000.000100", "bot_profile": {"name": "deploy-app"}},
       {"type": "message", "subtype": "bot_message", "bot_id": "B1", "user": "U0BOT0001", "username": "Release train", "text": "renamed", "ts": "1715590060.000200"},
       {"type": "message", "user": "U0M1ANN01", "text": "ok", "ts": "1715590120.000300"}]
      """#.utf8
    ).write(to: channel.appendingPathComponent("2024-05-13.json"))
    let chat = try Self.read("ops", root: root)
    #expect(Self.sender(chat, "listed") == "Deploy Bot [BOT]")
    #expect(Self.sender(chat, "renamed") == "Release train [BOT]")
  }
}
