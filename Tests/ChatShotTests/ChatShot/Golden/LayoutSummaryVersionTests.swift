import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `check` compares a render with the layout dump recorded in a golden: version 3 dumps (the
/// current one), version 2 (before issue 24's `lines` and `missingGlyphs`) and version 1
/// dumps (goldens recorded before issue 12) read alike.
@Suite struct LayoutSummaryVersionTests {
  /// One row as version 1 wrote it.
  static let version1 = #"""
    {"height":60,"rows":[{"bubble":{"height":34,"width":65,"x":44,"y":10},"from":"ann",
    "height":48,"icon":{"height":34,"width":34,"x":8,"y":10},"index":0,"label":null,
    "side":"left","text":{"height":18,"width":35,"x":62,"y":18},
    "textSize":{"height":18,"width":35},"y":4}],"scale":2,"theme":"default","version":1,
    "width":320}
    """#

  @Test func readsVersion1() throws {
    let summary = try #require(LayoutSummary.parse(dumpText: Self.version1))
    #expect(summary.width == 320 && summary.height == 60 && summary.rows.count == 1)
    let row = summary.rows[0]
    #expect(row.from == "ann" && row.label == nil)
    #expect(row.icon == Rect(x: 8, y: 10, width: 34, height: 34))
    #expect(row.bubble == Rect(x: 44, y: 10, width: 65, height: 34))
  }

  @Test func version3ReadsAsTheLayoutItCameFrom() throws {
    let c = Conversation(
      participants: [Participant(id: "me"), Participant(id: "ann")], localUser: "me",
      messages: [
        .system("Today"), Message(from: "ann", text: "hi", time: "9", id: "m1", status: .read),
        .typing(from: "ann"),
      ])
    let layout = TimelineLayout(conversation: c, theme: .standard, measurer: FakeMeasurer())
    let text = layout.dump(scale: 1).compact()
    #expect(text.contains(#""version":3"#))
    #expect(LayoutSummary.parse(dumpText: text) == LayoutSummary(layout))
    let json = try JSONParser.parse(Array(text.utf8), file: "d", maxDepth: 16)
    let rows = try #require(json["rows"]?.arrayValue)
    #expect(rows.map { $0["kind"]?.stringValue } == ["system", "text", "typing"])
    #expect(rows[1]["id"]?.stringValue == "m1" && rows[1]["run"]?.stringValue == "single")
    #expect(rows[1]["status"]?["value"]?.stringValue == "read")
    #expect(rows[1]["iconKind"]?.stringValue == "initials")
    if case .null? = rows[0]["iconKind"]?.kind {} else { Issue.record("iconKind not null") }
    let lines = try #require(rows[1]["lines"]?.arrayValue)
    #expect(lines.count == 1 && lines[0]["x"]?.numberValue == layout.rows[1].text.x)
    #expect(rows[2]["lines"]?.arrayValue?.isEmpty == true)
    #expect(rows.allSatisfy { $0["missingGlyphs"]?.numberValue == 0 })
    // The same dump as version 2 wrote it, without the keys version 3 added.
    let version2 = text.replacing(#""version":3"#, with: #""version":2"#)
      .replacing(/"lines":\[[^\]]*\],/, with: "").replacing(#""missingGlyphs":0,"#, with: "")
    #expect(!version2.contains("lines") && !version2.contains("missingGlyphs"))
    #expect(LayoutSummary.parse(dumpText: version2) == LayoutSummary(layout))
  }
}
