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
  static func read(
    _ name: String = "dev-ops", root: URL = export,
    _ configure: (inout ImportOptions) -> Void = { _ in }
  ) throws(InputError) -> Conversation {
    var options = ImportOptions()
    options.me = "Ann"
    configure(&options)
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

  /// A copy of the fixture without `leaving` (file names at its top).
  static func copy(leaving: [String]) throws -> URL {
    let root = try CLIHarness.temporaryDirectory().appendingPathComponent("export")
    try FileManager.default.copyItem(at: export, to: root)
    for name in leaving {
      try FileManager.default.removeItem(at: root.appendingPathComponent(name))
    }
    return root
  }

  @Test func peopleUsersJSONLacksAreNamedByTheirProfiles() throws {
    let chat = try Self.read()
    // Bob is in no users.json: his profile's display name is empty, its real name serves,
    // also for his join earlier in the day and Ann's mention of him.
    #expect(Self.sender(chat, "nice, thanks") == "Bob Stone")
    #expect(
      chat.messages.contains { $0.kind == .system && $0.text == "Bob Stone joined the channel" })
    #expect(chat.messages.contains { $0.text == "Thanks both, @Bob Stone can you merge it?" })
    #expect(!chat.participants.contains { $0.name.hasPrefix("U0M") })
  }

  @Test func withoutUsersJSONTheProfilesNameEveryone() throws {
    let chat = try Self.read(root: try Self.copy(leaving: ["users.json"]))
    #expect(Self.sender(chat, "Deploying the new build") == "Ann")
    #expect(Self.sender(chat, "nice, thanks") == "Bob Stone")
    #expect(Self.sender(chat, "Deploy started") == "Deploy Bot [BOT]")
  }

  @Test func aWriterNamedOnALaterDayIsRenamed() throws {
    let root = try CLIHarness.temporaryDirectory()
    let channel = root.appendingPathComponent("ops")
    try FileManager.default.createDirectory(at: channel, withIntermediateDirectories: true)
    try Data(
      #"[{"type": "message", "user": "U0M1ANN01", "text": "first", "ts": "1715590000.000100"}]"#
        .utf8
    ).write(to: channel.appendingPathComponent("2024-05-13.json"))
    try Data(
      #"""
      [{"type": "message", "user": "U0M1ANN01", "text": "second", "ts": "1715677200.000100", "user_profile": {"display_name": " ", "real_name": "Ann Lee"}}]
      """#.utf8
    ).write(to: channel.appendingPathComponent("2024-05-14.json"))
    let chat = try Self.read("ops", root: root) { $0.me = "Ann Lee" }
    #expect(chat.participants.map(\.name) == ["Ann Lee"])
  }
}

extension SlackExportTests {
  @Test func aFileCommentIsItsCommentersMessage() throws {
    let chat = try Self.read()
    #expect(
      Self.sender(chat, "@Cleo Park commented on @Ann’s file plan.pdf: Looks good to me")
        == "Cleo Park")
    #expect(!chat.participants.contains { $0.name == "unknown" })
  }

  /// A one-day channel `ops` holding `messages` (a JSON array's text), with Ann's reply.
  static func channel(_ messages: String) throws -> URL {
    let root = try CLIHarness.temporaryDirectory()
    let channel = root.appendingPathComponent("ops")
    try FileManager.default.createDirectory(at: channel, withIntermediateDirectories: true)
    try Data(messages.utf8).write(to: channel.appendingPathComponent("2024-05-13.json"))
    return root
  }

  @Test func aFileCommentWithAnEmptyTextShowsTheComment() throws {
    let root = try Self.channel(
      #"""
      [{"type": "message", "subtype": "file_comment", "text": "", "ts": "1715590000.000100", "comment": {"id": "Fc1", "user": "U0M7CLEO1", "comment": "Ship *it*"}},
       {"type": "message", "user": "U0M1ANN01", "text": "ok", "ts": "1715590060.000200", "user_profile": {"display_name": "Ann"}}]
      """#)
    let chat = try Self.read("ops", root: root)
    #expect(Self.sender(chat, "Ship it") == "U0M7CLEO1")
    #expect(chat.participants.map(\.name) == ["U0M7CLEO1", "Ann"])
  }

  @Test func aFileCommentWithoutItsWriterIsRefusedWithItsPlace() throws {
    let root = try Self.channel(
      #"""
      [{"type": "message", "user": "U0M1ANN01", "text": "ok", "ts": "1715590000.000100"},
       {"type": "message", "subtype": "file_comment", "text": "x", "ts": "1715590060.000200", "comment": {"id": "Fc1", "comment": "x"}}]
      """#)
    let error = #expect(throws: InputError.self) { try Self.read("ops", root: root) }
    let text = error?.description ?? ""
    #expect(text.contains("ops/2024-05-13.json"), "\(text)")
    #expect(
      text.contains("[1].comment: a file comment without \"user\": its comment names who wrote it"),
      "\(text)")
    #expect(!text.contains("\n"))
  }
}

extension SlackExportTests {
  @Test func channelsJSONNamesTheChannelAndItsMentions() throws {
    let chat = try Self.read()
    #expect(chat.title == "#dev-ops")
    let message = try #require(chat.messages.first { $0.text.hasPrefix("Deploying") })
    #expect(message.text == "Deploying the new build now, notes are in #general")
    #expect(message.entities.contains { $0.type == .mention && $0.offset == 42 && $0.length == 8 })
  }

  @Test func aChannelFolderNamedByItsIDIsTitledByItsName() throws {
    let root = try Self.copy(leaving: [])
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("dev-ops"), to: root.appendingPathComponent("C0M2DEV02"))
    #expect(try Self.read("C0M2DEV02", root: root).title == "#dev-ops")
  }

  @Test func withoutChannelsJSONTheFolderAndTheIDsServe() throws {
    let root = try Self.copy(leaving: ["channels.json"])
    try FileManager.default.moveItem(
      at: root.appendingPathComponent("dev-ops"), to: root.appendingPathComponent("C0M2DEV02"))
    let chat = try Self.read("C0M2DEV02", root: root)
    #expect(chat.title == "#C0M2DEV02")
    #expect(chat.messages.contains { $0.text.hasSuffix("notes are in #C0M1GEN01") })
  }

  @Test func aBrokenChannelsJSONIsLeftOutUnquoted() throws {
    let root = try Self.copy(leaving: ["channels.json"])
    try Data(#"[{"id": "C0M2DEV02"}, {"name": "PRIVATE-WORD"}, 7]"#.utf8).write(
      to: root.appendingPathComponent("channels.json"))
    let chat = try Self.read(root: root)
    #expect(chat.title == "#dev-ops")
    #expect(!chat.messages.contains { $0.text.contains("PRIVATE-WORD") })
  }
}
