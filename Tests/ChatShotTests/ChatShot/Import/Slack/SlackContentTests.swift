import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// Bot and integration posts keep their content in `attachments` and `blocks` with an empty
/// `text`: it is drawn as the message's text with its formatting, never an empty bubble.
struct SlackContentTests {
  /// The messages (not system rows) of a one-day export holding `messages` (JSON objects),
  /// then a reply of the local user (U1), so that a bot's post alone has someone to face.
  static func messages(_ messages: [String], users: String? = nil) throws -> [Message] {
    let reply = #"{"type": "message", "user": "U1", "text": "ok", "ts": "1709290000.000100"}"#
    let day = "[" + (messages + [reply]).joined(separator: ",\n") + "]"
    let root = try SlackMemberTests.export(days: ["2024-03-01.json": day], users: users)
    let chat = try SlackMemberTests.read(root.appendingPathComponent("general"))
    return chat.messages.filter { $0.kind == .text }
  }

  /// The text of `entity` in `message`.
  static func covered(_ message: Message, _ entity: TextEntity) -> String {
    let units = Array(message.text.utf16)
    return String(decoding: units[entity.offset..<(entity.offset + entity.length)], as: UTF16.self)
  }

  static func entities(_ message: Message, _ type: TextEntityType) -> [String] {
    message.entities.filter { $0.type == type }.map { covered(message, $0) }
  }

  static let users = #"[{"id": "U1", "name": "ann", "real_name": "Ann"}]"#

  @Test func attachmentsAreTheTextOfABotPost() throws {
    let post = #"""
      {"type": "message", "subtype": "bot_message", "bot_id": "B1", "username": "deploybot", "text": "", "ts": "1709287200.000100",
       "attachments": [{"id": 1, "color": "36a64f", "pretext": "Deploy *finished*", "author_name": "CI", "title": "Build 42", "title_link": "https://ci.example/42",
         "text": "All green", "fields": [{"title": "Env", "value": "prod", "short": true}, {"title": "Time", "value": "3 min", "short": true}],
         "fallback": "Build 42 finished", "footer": "ci.example"}]}
      """#
    let message = try #require(try Self.messages([post], users: Self.users).first)
    #expect(
      message.text
        == "Deploy finished\nCI\nBuild 42\nAll green\nEnv: prod\nTime: 3 min\nci.example")
    #expect(Self.entities(message, .bold) == ["finished", "Build 42"])
    let link = try #require(message.entities.first { $0.type == .link })
    #expect(Self.covered(message, link) == "Build 42")
    #expect(link.url == "https://ci.example/42")
  }

  @Test func theFallbackIsShownOnlyWhenNothingElseIs() throws {
    let post = #"""
      {"type": "message", "subtype": "bot_message", "bot_id": "B1", "username": "bot", "text": "", "ts": "1709287200.000100",
       "attachments": [{"id": 1, "fallback": "A chart: sales up", "image_url": "https://x.example/c.png"}]}
      """#
    let message = try #require(try Self.messages([post], users: Self.users).first)
    #expect(message.text == "A chart: sales up")
  }

  @Test func richTextBlocksAreTheTextWhenTextIsEmpty() throws {
    let post = #"""
      {"type": "message", "user": "U1", "text": "", "ts": "1709287200.000100", "blocks": [{"type": "rich_text", "block_id": "a1", "elements": [
        {"type": "rich_text_section", "elements": [{"type": "text", "text": "Plan "}, {"type": "text", "text": "now", "style": {"bold": true, "italic": true}},
          {"type": "text", "text": " with "}, {"type": "user", "user_id": "U1"}, {"type": "text", "text": " in "}, {"type": "channel", "channel_id": "C1"},
          {"type": "text", "text": " "}, {"type": "emoji", "name": "tada", "unicode": "1f389"}, {"type": "text", "text": ":\n"}]},
        {"type": "rich_text_list", "style": "bullet", "indent": 0, "elements": [
          {"type": "rich_text_section", "elements": [{"type": "text", "text": "old", "style": {"strike": true}}]},
          {"type": "rich_text_section", "elements": [{"type": "link", "url": "https://ex.example", "text": "site"}]}]},
        {"type": "rich_text_list", "style": "ordered", "elements": [{"type": "rich_text_section", "elements": [{"type": "text", "text": "one"}]},
          {"type": "rich_text_section", "elements": [{"type": "text", "text": "two", "style": {"code": true}}]}]},
        {"type": "rich_text_quote", "elements": [{"type": "text", "text": "quoted"}]},
        {"type": "rich_text_preformatted", "elements": [{"type": "text", "text": "make all"}]}]}]}
      """#
    let message = try #require(try Self.messages([post], users: Self.users).first)
    #expect(
      message.text
        == "Plan now with @Ann in #C1 🎉:\n• old\n• site\n1. one\n2. two\n> quoted\nmake all")
    #expect(Self.entities(message, .bold) == ["now"])
    #expect(Self.entities(message, .italic) == ["now"])
    #expect(Self.entities(message, .mention) == ["@Ann", "#C1"])
    #expect(Self.entities(message, .strikethrough) == ["old"])
    #expect(Self.entities(message, .link) == ["site"])
    #expect(Self.entities(message, .code) == ["two"])
    #expect(Self.entities(message, .pre) == ["make all"])
  }

  @Test func textWinsOverTheBlocksThatRepeatIt() throws {
    let post = #"""
      {"type": "message", "user": "U1", "text": "hello *there*", "ts": "1709287200.000100", "blocks": [{"type": "rich_text", "elements": [
        {"type": "rich_text_section", "elements": [{"type": "text", "text": "hello "}, {"type": "text", "text": "there", "style": {"bold": true}}]}]}]}
      """#
    let message = try #require(try Self.messages([post], users: Self.users).first)
    #expect(message.text == "hello there")
    #expect(Self.entities(message, .bold) == ["there"])
  }

  @Test func sectionHeaderAndContextBlocks() throws {
    let post = #"""
      {"type": "message", "subtype": "bot_message", "bot_id": "B1", "username": "pollbot", "text": "", "ts": "1709287200.000100", "blocks": [
        {"type": "header", "text": {"type": "plain_text", "text": "Lunch poll"}},
        {"type": "section", "text": {"type": "mrkdwn", "text": "Pick _one_ <https://p.example|here>"}},
        {"type": "divider"},
        {"type": "context", "elements": [{"type": "image", "image_url": "https://i.example/a.png", "alt_text": "x"}, {"type": "mrkdwn", "text": "Posted by pollbot"}]}]}
      """#
    let message = try #require(try Self.messages([post], users: Self.users).first)
    #expect(message.text == "Lunch poll\nPick one here\nPosted by pollbot")
    #expect(Self.entities(message, .bold) == ["Lunch poll"])
    #expect(Self.entities(message, .italic) == ["one"])
    #expect(Self.entities(message, .link) == ["here"])
  }
}
