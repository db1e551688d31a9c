import ChatShotTesting
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// What every theme golden checks: the conversation at `path` laid out with `theme` at
/// scale 1 and 2 (the frame model must not depend on the scale), each image against
/// `Goldens/themes/<name>@<scale>x.png`, and the layout dump against
/// `Goldens/themes/<name>.layout.json`.
enum ThemeGoldenCheck {
  static func check(
    _ path: String, named name: String, theme: Theme, chrome: Bool = false,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let conversation = try ConversationDecoder.decode(contentsOf: path)
    let renderer = try ChatRenderer()
    var layoutText: String?
    for scale in [1.0, 2.0] {
      var options = RenderOptions()
      options.scale = scale
      options.chrome = chrome
      let layout = renderer.lay(conversation, theme: theme, options: options)
      let dump = layout.dump(scale: 1).serialized()
      if let layoutText {
        #expect(
          dump == layoutText, "the frame model depends on the scale",
          sourceLocation: sourceLocation)
      }
      layoutText = dump
      assertChatSnapshot(
        of: path, named: "\(name)@\(Int(scale))x", theme: theme, scale: scale, chrome: chrome,
        tolerance: ExampleGoldenTests.tolerance,
        snapshotDirectory: Golden.directory.appendingPathComponent("themes").path)
    }
    Golden.assertText(
      layoutText ?? "", named: "themes/\(name).layout.json", sourceLocation: sourceLocation)
  }
}
