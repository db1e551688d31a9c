import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A layout dump (`--layout-json`) read back with Foundation, so the theme tests check the
/// JSON a user sees rather than the Swift values behind it.
struct ThemeDump {
  struct Row {
    var y: Double
    var height: Double
    var side: String
    var from: String
    var label: (text: String, frame: Rect)?
    var icon: Rect?
    var bubble: Rect
    var text: Rect
    var textSize: Size
  }

  var width: Double
  var height: Double
  var theme: String
  var rows: [Row]
  var chrome: [String: Any]?

  /// The test conversation of every theme test: short, long, wrapping, CJK, emoji and
  /// right-to-left messages, repeated and changing times, three senders on both sides.
  static let conversationPath = Golden.repository
    .appendingPathComponent("Tests/Fixtures/themes/conversation.json").path
  static let customThemePath = Golden.repository
    .appendingPathComponent("Tests/Fixtures/themes/custom/theme.json").path

  init(_ text: String) throws {
    let any = try JSONSerialization.jsonObject(with: Data(text.utf8))
    let root = try #require(any as? [String: Any])
    width = try Self.number(root["width"])
    height = try Self.number(root["height"])
    theme = try #require(root["theme"] as? String)
    chrome = root["chrome"] as? [String: Any]
    rows = try #require(root["rows"] as? [[String: Any]]).map { r in
      var label: (String, Rect)?
      if let l = r["label"] as? [String: Any] {
        label = (try #require(l["text"] as? String), try Self.rect(l["frame"]))
      } else {
        #expect(r["label"] is NSNull)
      }
      let size = try #require(r["textSize"] as? [String: Any])
      return Row(
        y: try Self.number(r["y"]), height: try Self.number(r["height"]),
        side: try #require(r["side"] as? String), from: try #require(r["from"] as? String),
        label: label, icon: r["icon"] is NSNull ? nil : try Self.rect(r["icon"]),
        bubble: try Self.rect(r["bubble"]), text: try Self.rect(r["text"]),
        textSize: Size(
          width: try Self.number(size["width"]), height: try Self.number(size["height"])))
    }
  }

  static func number(_ any: Any?) throws -> Double {
    try #require((any as? NSNumber)?.doubleValue)
  }

  static func rect(_ any: Any?) throws -> Rect {
    let o = try #require(any as? [String: Any])
    return Rect(
      x: try number(o["x"]), y: try number(o["y"]), width: try number(o["width"]),
      height: try number(o["height"]))
  }
}
