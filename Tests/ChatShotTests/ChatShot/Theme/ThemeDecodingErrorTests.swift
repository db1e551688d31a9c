import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Bad theme files: each error names the file, line and column, the JSON path and the reason,
/// like a bad conversation, with exit 65.
@Suite struct ThemeDecodingErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var expected: String
    var testDescription: String { name }
    init(_ name: String, _ json: String, _ expected: String) {
      self.name = name
      self.json = json
      self.expected = expected
    }
  }

  static func decode(_ json: String) throws(InputError) -> Theme {
    try ThemeDecoder.decode(
      Array(json.utf8), file: "t.json", directory: nil, defaultName: "t",
      builtin: ThemeCatalog.builtinIfKnown(named:))
  }

  /// A theme extending wechat; the next key starts at column 23.
  static let w = #"{"extends": "wechat", "#

  @Test(arguments: [
    Case("not an object", "[]", "t.json:1:1: expected an object, found an array"),
    Case("nothing", "{}", "t.json:1:1: missing required key 'background'"),
    Case(
      "syntax", "{\"width\": 320,}",
      "t.json:1:14: trailing comma before '}'"),
    Case(
      "unknown extends", #"{"extends": "imessage"}"#,
      "t.json:1:13: extends: unknown theme 'imessage'; a theme can extend one of: bubbles, default, green, jabber, qq, team, wechat, weixin"
    ),
    Case(
      "bad colour", w + #""background": "white"}"#,
      #"t.json:1:37: background: expected a colour written #RGB, #RRGGBB or #RRGGBBAA, found "white""#
    ),
    Case(
      "colour is a number", w + #""background": 255}"#,
      "t.json:1:37: background: expected a string, found a number"),
    Case(
      "width too small", w + #""width": 100}"#,
      "t.json:1:32: width: 100 is out of range; expected a number from 160 to 2048"),
    Case(
      "unknown side", w + #""localSide": "centre"}"#,
      #"t.json:1:36: localSide: unknown value "centre"; expected one of: left, right"#),
    Case(
      "unknown font family", w + #""label": {"font": {"family": "Helvetica", "size": 12}}}"#,
      #"t.json:1:52: label.font.family: unknown font family "Helvetica"; expected one of: Inter, Noto Sans CJK SC, DejaVu Sans"#
    ),
    Case(
      "font size zero", w + #""bubble": {"font": {"size": 0}}}"#,
      "t.json:1:51: bubble.font.size: 0 is out of range; expected a number from 1 to 200"),
    Case(
      "unknown weight", w + #""bubble": {"font": {"size": 13, "weight": "heavy"}}}"#,
      #"t.json:1:65: bubble.font.weight: unknown value "heavy"; expected one of: regular, medium, semibold, bold"#
    ),
    Case(
      "unknown visibility", w + #""label": {"visibility": "sometimes"}}"#,
      #"t.json:1:47: label.visibility: unknown value "sometimes"; expected one of: always, whenTimeChanges"#
    ),
    Case(
      "unknown key in label", w + ##""label": {"colour": "#000"}}"##,
      "t.json:1:33: label: unknown key 'colour'; expected one of: notes, x, y, rightInset, height, font, color, format, visibility"
    ),
    Case(
      "null for a required value", w + #""contentGap": null}"#,
      "t.json:1:37: contentGap: expected a number, found null"),
    Case(
      "unknown image", w + #""bubble": {"local": {"background": {"image": "nope"}}}}"#,
      "t.json:1:68: bubble.local.background.image: no image named 'nope'; define it under \"images\" or use a built-in one: aqua-left, aqua-left-tailless, aqua-right, avatar-me, avatar-other, bar-background, blue-right, blue-right-tailless, button-emoji, button-plus, button-voice, graphite-left, graphite-left-tailless, green-right, green-right-tailless, green-wallpaper, green-wallpaper-dark, grey-left, grey-left-tailless, orange-left, orange-right, orange-right-tailless, slate-left, slate-left-tailless, teal-right, teal-right-tailless, textfield-background, wechat-receive, wechat-receive-dark, wechat-send, weixin-avatar-me, weixin-avatar-other, weixin-green-right, weixin-green-right-dark, weixin-white-left, weixin-white-left-dark, white-left, white-left-tailless"
    ),
    Case(
      "bubble image that does not stretch",
      w + #""bubble": {"other": {"background": {"image": "avatar-me"}}}}"#,
      "t.json:1:68: bubble.other.background.image: image 'avatar-me' has no capInsets, so it cannot be stretched around text"
    ),
    Case(
      "image and colour",
      w + ##""bubble": {"other": {"background": {"image": "aqua-left", "color": "#fff"}}}}"##,
      #"t.json:1:58: bubble.other.background: a background is either {"image"} or {"color", "cornerRadius"?}, not both"#
    ),
    Case(
      "empty background", w + #""bubble": {"other": {"background": {}}}}"#,
      "t.json:1:58: bubble.other.background: missing required key 'image' or 'color'"),
    Case(
      "insets side not a number", w + #""bubble": {"local": {"contentInsets": {"top": "15"}}}}"#,
      "t.json:1:69: bubble.local.contentInsets.top: expected a number, found a string"),
    Case(
      "cornerRadius on a square avatar", w + #""avatar": {"cornerRadius": 4}}"#,
      #"t.json:1:50: avatar.cornerRadius: cornerRadius applies only to "shape": "rounded""#),
    Case(
      "rounded avatar without radius", w + #""avatar": {"shape": "rounded"}}"#,
      "t.json:1:33: avatar: missing required key 'cornerRadius'"),
    Case(
      "avatar image missing", w + #""avatar": {"otherImage": "ghost"}}"#,
      "t.json:1:48: avatar.otherImage: no image named 'ghost'; define it under \"images\" or use a built-in one: aqua-left, aqua-left-tailless, aqua-right, avatar-me, avatar-other, bar-background, blue-right, blue-right-tailless, button-emoji, button-plus, button-voice, graphite-left, graphite-left-tailless, green-right, green-right-tailless, green-wallpaper, green-wallpaper-dark, grey-left, grey-left-tailless, orange-left, orange-right, orange-right-tailless, slate-left, slate-left-tailless, teal-right, teal-right-tailless, textfield-background, wechat-receive, wechat-receive-dark, wechat-send, weixin-avatar-me, weixin-avatar-other, weixin-green-right, weixin-green-right-dark, weixin-white-left, weixin-white-left-dark, white-left, white-left-tailless"
    ),
    Case(
      "chrome item over-constrained",
      w
        + #""chrome": {"items": [{"image": "button-plus", "left": 1, "width": 2, "right": 3, "top": 0, "height": 44}]}}"#,
      #"t.json:1:44: chrome.items[0]: give exactly two of "left", "width" and "right" (found 3)"#),
    Case(
      "chrome item under-constrained",
      w + #""chrome": {"items": [{"image": "button-plus", "left": 1, "width": 2, "top": 0}]}}"#,
      #"t.json:1:44: chrome.items[0]: give exactly two of "top", "height" and "bottom" (found 1)"#),
    Case(
      "header needs a height (qq has no header to inherit one from)",
      ##"{"extends": "qq", "header": {"background": "#fff"}}"##,
      "t.json:1:29: header: missing required key 'height'"),
    Case(
      "separator thickness", w + ##""row": {"separator": {"color": "#000", "thickness": -1}}}"##,
      "t.json:1:75: row.separator.thickness: -1 is out of range; expected a number from 0 to 64"),
    Case(
      "notes not text", w + #""notes": 5}"#,
      "t.json:1:32: notes: expected a string or an array of strings, found a number"),
    Case(
      "images without a folder", w + #""images": {"a": {"file": "a.png"}}}"#,
      "t.json:1:39: images.a: this theme has no folder to read image files from"),
    Case(
      "emoticons not a bool", w + #""emoticons": "yes"}"#,
      "t.json:1:36: emoticons: expected true or false, found a string"),
  ])
  func rejects(_ c: Case) {
    do {
      _ = try Self.decode(c.json)
      Issue.record("\(c.name): decoded without error")
    } catch {
      #expect(error.description == c.expected)
      #expect(error.kind == .invalidData)
    }
  }

  @Test func missingThemeFileIsExit66() {
    do {
      _ = try ThemeCatalog.load("/nonexistent/dir/theme.json")
      Issue.record("loaded a missing file")
    } catch {
      #expect(error.kind == .unreadableInput)
      #expect(
        error.description == "cannot read '/nonexistent/dir/theme.json': No such file or directory")
    }
  }

  @Test func aDirectoryIsNotAThemeFile() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    do {
      _ = try ThemeCatalog.load(dir.path + "/")
      Issue.record("loaded a directory")
    } catch {
      #expect(error.kind == .unreadableInput)
      #expect(error.description == "'\(dir.path)/' is a directory, not a theme file")
    }
  }
}
