import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Telegram entities: UTF-16 offsets into spans, and the rules that refuse bad ones.
@Suite struct EntityTextTests {
  let links = AutoLinks(participants: [Participant(id: "ana", name: "Ana Lima")])

  func covered(_ text: String, _ entities: [TextEntity], emoticons: Bool = false) -> [String] {
    let block = EntityText.richText(text, entities: entities, emoticons: emoticons, links: links)
      .blocks[0]
    let bytes = Array(block.text.utf8)
    return block.spans.map {
      "\($0.style):" + String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)
    }
  }

  @Test func offsetsCountUTF16AroundSurrogatePairs() {
    // 😀 is two UTF-16 units (four UTF-8 bytes), é one unit (two bytes).
    let text = "😀 é bold 😀x"
    #expect(EntityRules.problem([TextEntity(type: .bold, offset: 5, length: 4)], text: text) == nil)
    #expect(covered(text, [TextEntity(type: .bold, offset: 5, length: 4)]) == ["bold:bold"])
    #expect(covered(text, [TextEntity(type: .italic, offset: 10, length: 3)]) == ["italic:😀x"])
  }

  @Test func typesBecomeStyles() {
    let text = "see site, @ana and secret"
    let entities = [
      TextEntity(type: .link, offset: 4, length: 4, url: "https://example.com"),
      TextEntity(type: .mention, offset: 10, length: 4),
      TextEntity(type: .spoiler, offset: 19, length: 6),
      TextEntity(type: .code, offset: 0, length: 3),
    ]
    #expect(EntityRules.problem(entities, text: text) == nil)
    #expect(
      covered(text, entities) == [
        "code:see", "link(\"https://example.com\"):site", "link(\"mention:ana\"):@ana",
        "spoiler:secret",
      ])
  }

  @Test func emoticonsMoveSpans() {
    let text = ":) bold `:)`"
    let entities = [
      TextEntity(type: .bold, offset: 3, length: 4), TextEntity(type: .code, offset: 8, length: 4),
    ]
    #expect(covered(text, entities, emoticons: true) == ["bold:bold", "code:`:)`"])
  }

  @Test func nestingIsAllowed() {
    let entities = [
      TextEntity(type: .bold, offset: 0, length: 10),
      TextEntity(type: .italic, offset: 2, length: 3),
      TextEntity(type: .underline, offset: 0, length: 10),
    ]
    #expect(EntityRules.problem(entities, text: "0123456789") == nil)
  }

  @Test(
    arguments: [
      ([TextEntity(type: .bold, offset: 0, length: 11)], 0, "length", "past the end"),
      ([TextEntity(type: .bold, offset: 10, length: 1)], 0, "offset", "past the end"),
      ([TextEntity(type: .bold, offset: 0, length: 0)], 0, "length", "1 or more"),
      ([TextEntity(type: .bold, offset: 0, length: 3, url: "x")], 0, "url", "only a 'link'"),
      (
        [
          TextEntity(type: .bold, offset: 0, length: 5),
          TextEntity(type: .italic, offset: 3, length: 5),
        ],
        1, nil, "overlaps entities[0]"
      ),
    ] as [([TextEntity], Int, String?, String)])
  func refused(_ entities: [TextEntity], index: Int, key: String?, reason: String) throws {
    let problem = try #require(EntityRules.problem(entities, text: "0123456789"))
    #expect(problem.index == index)
    #expect(problem.key == key)
    #expect(problem.reason.contains(reason))
  }

  @Test func halfASurrogatePairIsRefused() throws {
    let text = "a😀b"
    let start = try #require(
      EntityRules.problem([TextEntity(type: .bold, offset: 2, length: 2)], text: text))
    #expect(start.key == "offset")
    #expect(start.reason.contains("inside a surrogate pair"))
    let end = try #require(
      EntityRules.problem([TextEntity(type: .bold, offset: 0, length: 2)], text: text))
    #expect(end.key == "length")
    #expect(EntityRules.problem([TextEntity(type: .bold, offset: 1, length: 2)], text: text) == nil)
  }
}
