import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The four modern looks (`bubbles`, `green`, `team`, `weixin`) rendering a group
/// conversation (the theme test conversation: three senders, wrapping, CJK, Arabic, emoji) and
/// a one-to-one one (runs, receipts, right-to-left text, large emoji, typing), and `bubbles`,
/// `green` and `weixin` the photos of docs/gallery/rich.json: layout dump compared exactly,
/// images at scale 1 and 2 through `assertChatSnapshot`.
@Suite(.serialized, .goldenBytes) struct LookGoldenTests {
  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var theme: String
    var conversation: String
    var testDescription: String { "\(theme)-\(conversation)" }
  }

  static let conversations = [
    "group": ThemeDump.conversationPath,
    "one-to-one": Golden.repository
      .appendingPathComponent("Tests/Fixtures/themes/one-to-one.json").path,
    // Photos with and without caption, a reply to one (issue 24: bare in bubbles, inset
    // with the stamp over it in green).
    "photos": Golden.repository.appendingPathComponent("docs/gallery/rich.json").path,
  ]

  static let cases =
    ["bubbles", "green", "team", "weixin"].flatMap { theme in
      ["group", "one-to-one"].map { GoldenCase(theme: theme, conversation: $0) }
    } + ["bubbles", "green", "weixin"].map { GoldenCase(theme: $0, conversation: "photos") }

  @Test(arguments: cases)
  func look(_ c: GoldenCase) throws {
    let path = try #require(Self.conversations[c.conversation])
    try ThemeGoldenCheck.check(
      path, named: c.testDescription, theme: try ThemeCatalog.load(c.theme))
  }
}
