import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Each built-in theme, the wechat theme with its input bar, and the custom test theme
/// (its own balloons, avatar, colours and metrics, with a bar) rendering the theme test
/// conversation: layout dump compared exactly, images at scale 1 and 2 through
/// `assertChatSnapshot` (pixelmatch threshold 0.1, at most 0.05 % of pixels may differ).
@Suite(.serialized, .goldenBytes) struct ThemeGoldenTests {
  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// A built-in name or a theme file path.
    var theme: String
    var chrome = false
    var testDescription: String { name }
  }

  static let cases = [
    GoldenCase(name: "default", theme: "default"),
    GoldenCase(name: "jabber", theme: "jabber"),
    GoldenCase(name: "qq", theme: "qq"),
    GoldenCase(name: "wechat", theme: "wechat"),
    GoldenCase(name: "wechat-chrome", theme: "wechat", chrome: true),
    GoldenCase(name: "custom", theme: ThemeDump.customThemePath, chrome: true),
  ]

  @Test(arguments: cases)
  func theme(_ c: GoldenCase) throws {
    try ThemeGoldenCheck.check(
      ThemeDump.conversationPath, named: c.name, theme: try ThemeCatalog.load(c.theme),
      chrome: c.chrome)
  }
}
