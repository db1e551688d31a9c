import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The JSON exports' errors (with JSON paths), Slack's markup and emoji, the chat script's
/// rules, and attachments confined to the export's folder.
struct ExportFormatTests {
  static func conversation(
    _ text: String, file: String = "x.json", _ configure: (inout ImportOptions) -> Void = { _ in }
  )
    throws(InputError) -> Conversation
  {
    var options = ImportOptions()
    configure(&options)
    return try ChatImporter.conversation(
      Array(text.utf8), file: file, directory: nil, options: options)
  }

  @Test func jsonErrorsNameThePath() {
    let telegram = #expect(throws: InputError.self) {
      try Self.conversation(
        #"{"name": "x", "messages": [{"id": 1, "type": "message", "date": "yesterday", "from_id": "u1"}]}"#
      ) { $0.me = "u1" }
    }
    #expect(telegram?.description.hasPrefix("x.json:1:") == true)
    #expect(telegram?.description.contains("messages[0].date: expected a date") == true)
    let chatbot = #expect(throws: InputError.self) {
      try Self.conversation(
        #"[{"role": "user", "content": "a"}, {"role": "robot", "content": "b"}]"#)
    }
    #expect(chatbot?.description.contains("[1].role: unknown role 'robot'") == true)
    let discord = #expect(throws: InputError.self) {
      try Self.conversation(
        #"{"guild": {}, "messages": [{"id": "1", "timestamp": "2024-01-01T10:00:00Z"}]}"#)
    }
    #expect(discord?.description.contains("messages[0]: missing required key \"author\"") == true)
  }

  @Test func truncatedJSONIsAnError() {
    let text = #"{"name": "x", "type": "personal_chat", "messages": [{"id": 1, "type": "message", "#
    #expect(throws: InputError.self) { try Self.conversation(text) { $0.format = .telegram } }
  }

  @Test func slackMarkup() {
    let parsed = SlackMarkup.parse(
      "Hi <@U1>, see <https://x.io/a?b=1&amp;c=2|the doc>: *bold* _it_ ~no~ `a*b*c` :tada: :+1::skin-tone-2: a*b*c &lt;tag&gt;"
    ) { $0 == "U1" ? "Ann" : $0 }
    #expect(parsed.text == "Hi @Ann, see the doc: bold it no a*b*c 🎉 👍🏻 a*b*c <tag>")
    let styles = parsed.spans.map(\.style)
    #expect(styles == [.mention, .link, .bold, .italic, .strikethrough, .code])
    #expect(parsed.spans[1].url == "https://x.io/a?b=1&c=2")
    #expect(SlackMarkup.emoji(named: "tada") == "🎉")
    #expect(SlackMarkup.emoji(named: "not_an_emoji_name") == nil)
  }

  @Test func telegramEntitiesAreSpans() throws {
    let text = try TelegramImporter.richText(
      JSONNode(
        try JSONParser.parse(
          Array(
            #"["a ", {"type": "bold", "text": "b"}, {"type": "text_link", "text": "c", "href": "https://e"}]"#
              .utf8),
          file: "t", maxDepth: 10),
        file: "t"))
    #expect(text.text == "a bc")
    #expect(
      text.spans == [
        ImportedSpan(style: .bold, start: 2, length: 1),
        ImportedSpan(style: .link, start: 3, length: 1, url: "https://e"),
      ])
  }

  @Test func telegramTextEntitiesStandInForAMissingText() throws {
    let c = try Self.conversation(
      #"{"name": "A", "type": "personal_chat", "messages": [{"id": 1, "type": "message", "date": "2023-01-05T10:11:12", "from": "Me", "from_id": "u1", "text_entities": [{"type": "plain", "text": "hi "}, {"type": "bold", "text": "there"}]}, {"id": 2, "type": "message", "date": "2023-01-05T10:12:00", "from": "A", "from_id": "u2", "text": "yo"}]}"#
    )
    // A personal chat named "A": the other author, Me, is the local user.
    #expect(c.localUser == "u1")
    #expect(c.messages.map(\.text) == ["Thu 5 Jan 2023", "hi there", "yo"])
  }

  @Test func chatScriptRules() throws {
    let c = try Self.conversation(
      "@me Ann\n[9:41] Ann: a: b\n  c\n-- event\n\\@bot: d\n", file: "s.chat")
    #expect(c.messages.map(\.text) == ["a: b\nc", "event", "d"])
    #expect(c.messages[0].time == "9:41" && c.messages[2].from == "@bot")
    let error = #expect(throws: InputError.self) {
      try Self.conversation("@me Ann\nAnn: hi\nno colon here\n", file: "s.chat")
    }
    #expect(error?.description.hasPrefix("s.chat:3:1: expected 'Name: text'") == true)
    #expect(throws: InputError.self) { try Self.conversation("@me Zed\nAnn: hi\n", file: "s.chat") }
    #expect(throws: InputError.self) {
      try Self.conversation("@colour red\nAnn: hi\n", file: "s.chat")
    }
  }

  @Test func attachmentsOnlyInsideTheExportFolder() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let inside = dir.appendingPathComponent("export")
    try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
    try Data([1]).write(to: dir.appendingPathComponent("secret.jpg"))
    try Data([1]).write(to: inside.appendingPathComponent("here.jpg"))
    try FileManager.default.createSymbolicLink(
      atPath: inside.appendingPathComponent("link.jpg").path,
      withDestinationPath: dir.appendingPathComponent("secret.jpg").path)
    let folder = ExportFolder(directory: FilePath(inside.path))
    #expect(folder.contains("here.jpg"))
    #expect(!folder.contains("../secret.jpg"))
    #expect(!folder.contains("link.jpg"))
    #expect(!folder.contains(dir.appendingPathComponent("secret.jpg").path))
    #expect(!folder.contains("missing.jpg"))
    #expect(!ExportFolder(exportPath: nil).contains("here.jpg"))
  }
}
