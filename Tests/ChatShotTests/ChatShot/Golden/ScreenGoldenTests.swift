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

/// Each built-in theme with `--screen` (status bar, header and input bar as the theme has
/// them), light and dark, at scale 1 and 2, plus the default theme on an iPhone 15 (notch
/// status bar, home indicator): layout dumps compared exactly, images through
/// `assertChatSnapshot`. Light and dark share one layout (the light one is recorded): a dark
/// section moves no row and no screen part.
@Suite(.serialized, .goldenBytes) struct ScreenGoldenTests {
  static let conversation = Golden.repository
    .appendingPathComponent("Tests/Fixtures/screens/one-to-one.json").path

  @Test(arguments: ThemeCatalog.builtinNames)
  func screen(_ name: String) throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.conversation)
    let theme = try ThemeCatalog.builtin(named: name)
    let renderer = try ChatRenderer()
    var layoutText: String?
    var lightLayout: TimelineLayout?
    for appearance in [Appearance.light, .dark] {
      for scale in [1.0, 2.0] {
        var options = RenderOptions()
        options.scale = scale
        options.screen = true
        options.appearance = appearance
        let variant = try options.checkedTheme(theme, conversation: conversation)
        let layout = renderer.lay(conversation, theme: variant, options: options)
        if let light = lightLayout {
          // A dark section may replace the input bar's items, nothing else that has a frame.
          #expect(layout.rows == light.rows && layout.screen == light.screen)
          #expect(layout.height == light.height && layout.chrome?.frame == light.chrome?.frame)
        } else {
          lightLayout = layout
        }
        let dump = layout.dump(scale: 1).serialized()
        if appearance == .light {
          if let layoutText { #expect(dump == layoutText, "the frame model depends on the scale") }
          layoutText = dump
        }
        assertChatSnapshot(
          of: Self.conversation, named: "\(name)-screen-\(appearance.rawValue)@\(Int(scale))x",
          theme: theme, options: options, tolerance: ExampleGoldenTests.tolerance,
          snapshotDirectory: "../../../../Goldens/themes")
      }
    }
    Golden.assertText(layoutText ?? "", named: "themes/\(name)-screen.layout.json")
  }

  @Test func device() throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.conversation)
    let device = try #require(Device.named("iphone-15"))
    let renderer = try ChatRenderer()
    var layoutText: String?
    for scale in [1.0, 2.0] {
      var options = RenderOptions()
      options.use(device)
      options.scale = scale
      options.screen = true
      let dump = renderer.lay(conversation, theme: .standard, options: options).dump(scale: 1)
        .serialized()
      if let layoutText { #expect(dump == layoutText) }
      layoutText = dump
      assertChatSnapshot(
        of: Self.conversation, named: "default-iphone-15@\(Int(scale))x", options: options,
        tolerance: ExampleGoldenTests.tolerance, snapshotDirectory: "../../../../Goldens/themes")
    }
    Golden.assertText(layoutText ?? "", named: "themes/default-iphone-15.layout.json")
  }
}
