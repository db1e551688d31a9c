import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The theme keys of the modern looks (`otherSide`, `wallpaper`, the avatar's `show`,
/// `local` and `align`, the names' `local`, `color` and `time`, `runs.tail` first, `stamp`):
/// what `extends` inherits and `null` removes, and each bad value as an error with its
/// line, column and JSON path (exit 65).
@Suite struct LookThemeDecodingTests {
  static func decode(_ json: String) throws(InputError) -> Theme {
    try ThemeDecoder.decode(
      Array(json.utf8), file: "t.json", directory: nil, defaultName: "t",
      builtin: ThemeCatalog.builtinIfKnown(named:))
  }

  @Test func extendingALookInheritsItsKeysAndNullRemovesThem() throws {
    let green = try ThemeCatalog.builtin(named: "green")
    // Everything but the description (a theme file has its own) is inherited.
    var same = try Self.decode(#"{"extends": "green", "name": "green"}"#)
    same.summary = green.summary
    #expect(same.dark != nil && green.dark != nil)
    same.dark = green.dark
    #expect(same == green)
    #expect(green.wallpaper == "green-wallpaper" && green.conversation.stamp != nil)
    #expect(green.conversation.runs?.tail == .first)
    let changed = try Self.decode(
      ##"{"extends": "green", "wallpaper": null, "stamp": {"color": "#000000"}}"##)
    #expect(changed.wallpaper == nil)
    #expect(changed.conversation.stamp?.color == RGBAColor(hex: "#000000"))
    #expect(changed.conversation.stamp?.readColor == green.conversation.stamp?.readColor)
    #expect(changed.conversation.stamp?.lineHeight == 14)

    let team = try ThemeCatalog.builtin(named: "team")
    #expect(team.otherSide == .left && team.avatar?.align == .top)
    #expect(team.conversation.names?.local == true && team.conversation.names?.time != nil)
    let bubbles = try ThemeCatalog.builtin(named: "bubbles")
    #expect(bubbles.avatar?.show == .groups && bubbles.avatar?.local == false)
    // The seeds have none of it.
    let wechat = try ThemeCatalog.builtin(named: "wechat")
    #expect(wechat.otherSide == nil && wechat.wallpaper == nil && wechat.conversation.stamp == nil)
    #expect(wechat.avatar?.show == .always && wechat.avatar?.local == true)
    #expect(wechat.avatar?.align == nil)
  }

  @Test(arguments: [
    (
      #"{"extends": "team", "otherSide": "up"}"#,
      "t.json:1:34: otherSide: unknown value \"up\"; expected one of: left, right"
    ),
    (
      #"{"extends": "bubbles", "avatar": {"show": "never"}}"#,
      "t.json:1:43: avatar.show: unknown value \"never\"; expected one of: always, groups"
    ),
    (
      #"{"extends": "bubbles", "avatar": {"local": "no"}}"#,
      "t.json:1:44: avatar.local: expected true or false, found a string"
    ),
    (
      #"{"extends": "team", "avatar": {"align": "middle"}}"#,
      "t.json:1:41: avatar.align: unknown value \"middle\"; expected one of: top, bottom"
    ),
    (
      #"{"extends": "green", "runs": {"tail": "middle"}}"#,
      "t.json:1:39: runs.tail: unknown value \"middle\"; expected one of: every, first, last"
    ),
    (
      ##"{"extends": "default", "names": {"time": {"color": "#000"}}}"##,
      "t.json:1:42: names.time: missing required key 'font'"
    ),
    (
      #"{"extends": "green", "stamp": {"size": 3}}"#,
      "t.json:1:32: stamp: unknown key 'size'"
    ),
    (
      ##"{"extends": "default", "stamp": {"color": "#000"}}"##,
      "t.json:1:33: stamp: missing required key 'font'"
    ),
    (
      #"{"extends": "green", "wallpaper": {"image": "nope"}}"#,
      "t.json:1:45: wallpaper.image: no image named 'nope'"
    ),
  ])
  func rejects(_ json: String, _ expected: String) {
    do {
      _ = try Self.decode(json)
      Issue.record("decoded without error: \(json)")
    } catch {
      #expect(error.description.hasPrefix(expected))
      #expect(error.kind == .invalidData)
    }
  }
}
