import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A theme's `photos`, `replies` and `reactions`: decoded over the standard values, written
/// to the canonical JSON only when set, and used by the layout.
@Suite struct MediaThemeTests {
  func theme(_ members: String) throws -> Theme {
    try ThemeDecoder.decode(
      Array(#"{"extends": "default", \#(members)}"#.utf8), file: "t.json", directory: nil,
      defaultName: "t",
      builtin: { name throws(InputError) in try ThemeCatalog.builtinIfKnown(named: name) })
  }

  @Test func sectionsDecodeOverTheStandardValues() throws {
    let t = try theme(
      #""photos": {"maxWidth": 200}, "replies": {"maxLines": 1}, "#
        + ##""reactions": {"align": "inner", "background": "#FF0000"}"##)
    let style = t.conversation
    #expect(style.photoStyle.maxWidth == 200 && style.photoStyle.maxHeight == 320)
    #expect(style.replyStyle.maxLines == 1 && style.replyStyle.barWidth == 3)
    #expect(t.reactionStyle.align == .inner && t.reactionStyle.background.red == 1)
    let json = CanonicalJSONEncoder().encode(style).compact()
    #expect(json.contains(#""photos":{"#) && json.contains(#""align":"inner""#))
    #expect(throws: InputError.self) { try theme(#""reactions": {"align": "middle"}"#) }
    #expect(throws: InputError.self) { try theme(#""photos": {"size": 3}"#) }
  }

  @Test func everyFieldOfTheSectionsIsInTheCanonicalJSON() throws {
    let t = try theme(
      #""photos": {"frame": 3, "stampOverPhoto": true}, "replies": {}, "reactions": {}, "#
        + #""formatting": {}, "lineHeight": "primary", "#
        + #""bubble": {"maxWidthFraction": 0.8}, "receipts": {"words": {}}, "#
        + #""typing": {"placement": "bubble"}, "names": {"runs": "every"}"#)
    let json = t.canonicalJSON { _ in "digest" }
    let standardWords = ThemeContentHashTests.standardMarksWords(t).union(
      t.dark.map { ThemeContentHashTests.standardMarksWords($0.theme, "dark.") } ?? [])
    let missing = ThemeContentHashTests.mirrorPaths(t).subtracting(
      ThemeContentHashTests.jsonPaths(json)
    ).subtracting(standardWords)
    #expect(missing.isEmpty, "\(missing.sorted())")
    #expect(ThemeContentHashTests.absentWhenUnset(t) == standardWords)
  }

  @Test func aThemeWithoutThemKeepsItsCanonicalJSON() throws {
    // The looks that place their reactions as their apps do set `reactions`; the others not.
    for name in ThemeCatalog.builtinNames
    where !["bubbles", "green", "team", "weixin"].contains(name) {
      let style = try ThemeCatalog.builtin(named: name).conversation
      let json = CanonicalJSONEncoder().encode(style).compact()
      for key in ["photos", "replies", "reactions"] { #expect(!json.contains(#""\#(key)""#)) }
    }
  }

  @Test func theLayoutFollowsTheTheme() throws {
    let inner = try theme(#""reactions": {"align": "inner", "inset": 4}"#)
    let c = try Conversation(
      localUser: "me",
      messages: [
        Message(from: "ana", text: "Hi there", reactions: [Reaction(emoji: "👍")]),
        Message(from: "me", text: "Hi"),
      ]
    ).validated()
    let row = TimelineLayout(conversation: c, theme: inner, measurer: FakeMeasurer()).rows[0]
    // The other side's bubble is on the left: inner pills end at its right edge, inset.
    #expect(row.reactions[0].frame.maxX == row.bubble.maxX - 4)
  }
}
