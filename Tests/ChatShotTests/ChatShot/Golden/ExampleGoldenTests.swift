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

/// Every example in Examples/ against its goldens in Goldens/examples/: the layout dump
/// (exact text) and the image at scale 1 and 2 through `assertChatSnapshot`, the helper
/// chatshot ships for other packages (same record modes: `CHATSHOT_RECORD=all|missing|failed|never`).
@Suite(.serialized, .goldenBytes) struct ExampleGoldenTests {
  static let examples = [
    "weekend", "long-messages", "cjk-emoji", "repeated-times", "marathon-300", "group-chat",
    "receipts-typing", "system-rows", "emoji-only", "photo", "replies", "reactions", "bot-answer",
  ]

  /// pixelmatch's default threshold, and at most 0.05 % of pixels may differ (antialiasing
  /// noise across library builds).
  static let tolerance = GoldenTolerance(maxDiffRatio: 0.0005)

  @Test(arguments: examples)
  func example(_ name: String) throws {
    let path = Golden.repository.appendingPathComponent("Examples/\(name).json").path
    let conversation = try ConversationDecoder.decode(contentsOf: path)
    let renderer = try ChatRenderer()
    var layoutText: String?
    for scale in [1.0, 2.0] {
      var options = RenderOptions()
      options.scale = scale
      let layout = renderer.lay(conversation, theme: .standard, options: options)
      let dump = layout.dump(scale: 1).serialized()
      // The frame model does not depend on the scale.
      if let layoutText { #expect(dump == layoutText) }
      layoutText = dump
      assertChatSnapshot(
        of: "../../../../Examples/\(name).json", named: "\(name)@\(Int(scale))x", scale: scale,
        tolerance: Self.tolerance, snapshotDirectory: "../../../../Goldens/examples")
    }
    Golden.assertText(layoutText ?? "", named: "examples/\(name).layout.json")
  }

  /// The README's render command (`chatshot Examples/weekend.json --scale 2 -o shot.png`),
  /// run by the built binary, writes the golden's very bytes.
  @Test func readmeCommandWritesTheGoldensBytes() throws {
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatshot-readme-\(UUID().uuidString).png")
    defer { try? FileManager.default.removeItem(at: out) }
    let result = try CLIHarness.run(
      ["Examples/weekend.json", "--scale", "2", "-o", out.path], in: Golden.repository)
    #expect(result.status == 0, "\(result.stderr)")
    let golden = Golden.repository.appendingPathComponent("Goldens/examples/weekend@2x.png")
    #expect(try Data(contentsOf: out) == Data(contentsOf: golden))
  }
}
