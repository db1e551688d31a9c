import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `markup`, `format` and `entities` in conversation files and in conversations built in code.
@Suite struct FormattedTextDecodingTests {
  func decode(_ json: String) throws(InputError) -> Conversation {
    try ConversationDecoder.decode(Array(json.utf8), file: "c.json", baseDirectory: nil)
  }

  func refusal(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch { return error.description }
  }

  @Test func readsFormatAndEntities() throws {
    let c = try decode(
      #"{"markup": "markdown", "messages": [{"from": "me", "text": "*a*"}, {"from": "me", "text": "hi you", "format": "plain", "entities": [{"type": "link", "offset": 3, "length": 3, "url": "https://x.example"}]}]}"#
    )
    #expect(c.markup == .markdown)
    #expect(c.messages[0].format == nil)
    #expect(RichTextBuilder.format(of: c.messages[0], in: c) == .markdown)
    #expect(c.messages[1].format == .plain)
    #expect(
      c.messages[1].entities == [
        TextEntity(type: .link, offset: 3, length: 3, url: "https://x.example")
      ])
  }

  @Test func entitiesMakeAMessagePlainUnderMarkdownMarkup() throws {
    let c = try decode(
      #"{"markup": "markdown", "messages": [{"from": "me", "text": "*a*", "entities": [{"type": "bold", "offset": 0, "length": 3}]}]}"#
    )
    #expect(RichTextBuilder.format(of: c.messages[0], in: c) == .plain)
  }

  @Test(arguments: [
    (
      #"[{"from": "me", "text": "a😀b", "entities": [{"type": "bold", "offset": 2, "length": 1}]}]"#,
      "c.json:1:72: [0].entities[0].offset: offset 2 falls inside a surrogate pair (one character that counts 2 UTF-16 units)"
    ),
    (
      #"[{"from": "me", "text": "abc", "entities": [{"type": "bold", "offset": 1, "length": 5}]}]"#,
      "c.json:1:85: [0].entities[0].length: the entity covers UTF-16 units 1..<6, past the end of the text (3 units)"
    ),
    (
      #"[{"from": "me", "text": "abcdef", "entities": [{"type": "bold", "offset": 0, "length": 3}, {"type": "italic", "offset": 2, "length": 3}]}]"#,
      "c.json:1:92: [0].entities[1]: entities[1] (units 2..<5) overlaps entities[0] (units 0..<3) without one containing the other"
    ),
    (
      #"[{"from": "me", "text": "abc", "entities": [{"type": "blink", "offset": 0, "length": 1}]}]"#,
      "c.json:1:54: [0].entities[0].type: unknown value \"blink\"; expected one of: bold, italic, underline, strikethrough, code, pre, link, mention, spoiler"
    ),
    (
      #"[{"from": "me", "text": "abc", "format": "markdown", "entities": [{"type": "bold", "offset": 0, "length": 1}]}]"#,
      "c.json:1:42: [0].format: entities style plain text; a Markdown message cannot have them (leave 'format' out or write \"plain\")"
    ),
    (
      #"[{"from": "me", "text": "abc", "format": "html"}]"#,
      "c.json:1:42: [0].format: unknown value \"html\"; expected one of: plain, markdown"
    ),
    (
      #"{"markup": "rtf", "messages": [{"from": "me", "text": "abc"}]}"#,
      "c.json:1:12: markup: unknown value \"rtf\"; expected one of: plain, markdown"
    ),
  ])
  func refuses(_ json: String, _ expected: String) {
    #expect(refusal(json) == expected)
  }

  @Test func codeBuiltConversationsPassTheSameRules() throws {
    var message = Message(from: "me", text: "a😀b")
    message.entities = [TextEntity(type: .bold, offset: 0, length: 2)]
    let error = #expect(throws: InputError.self) {
      try Conversation(messages: [message]).validated()
    }
    #expect(
      error?.description
        == "messages[0].entities[0].length: the entity ends at UTF-16 unit 2, inside a surrogate pair (one character that counts 2 units)"
    )
  }

  @Test func canonicalJSONWritesTheNewMembersOnlyWhenSet() throws {
    let plain = Conversation(messages: [Message(from: "me", text: "a")])
    let plainJSON = RenderMetadata.conversationJSON(of: plain, baseDirectory: nil)
    #expect(!plainJSON.serialized().contains("format"))
    var rich = plain
    rich.markup = .markdown
    rich.messages[0].format = .plain
    rich.messages[0].entities = [TextEntity(type: .link, offset: 0, length: 1, url: "u")]
    let text = RenderMetadata.conversationJSON(of: rich, baseDirectory: nil).compact()
    #expect(text.contains(#""markup":"markdown""#))
    #expect(
      text.contains(
        #""entities":[{"length":1,"offset":0,"type":"link","url":"u"}],"format":"plain""#))
    let back = try decode(text)
    #expect(back.messages == rich.messages)
    #expect(back.markup == .markdown)
  }
}
