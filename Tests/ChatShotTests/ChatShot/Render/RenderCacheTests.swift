import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A renderer keeps built-in images and avatar sprites across renders: what it draws must not
/// depend on what it drew before (another theme, another scale).
@Suite struct RenderCacheTests {
  private func render(
    _ conversation: Conversation, theme: Theme, scale: Double, with renderer: ChatRenderer
  ) throws -> [UInt8] {
    var options = RenderOptions()
    options.scale = scale
    options.metadata = false
    return try renderer.render(conversation, theme: theme, options: options).bytes
  }

  @Test func reusedRendererDrawsWhatAFreshOneDraws() throws {
    let conversation = try ConversationDecoder.decode(
      contentsOf: Golden.repository.appendingPathComponent("Examples/weekend.json").path)
    let shared = try ChatRenderer()
    let cases: [(String, Double)] = [
      ("default", 2), ("qq", 2), ("wechat", 2), ("jabber", 2), ("default", 3), ("qq", 1.5),
      ("default", 2),
    ]
    for (name, scale) in cases {
      let theme = try ThemeCatalog.builtin(named: name)
      let reused = try render(conversation, theme: theme, scale: scale, with: shared)
      let fresh = try render(conversation, theme: theme, scale: scale, with: ChatRenderer())
      #expect(reused == fresh, "\(name) at \(scale)")
    }
  }

  /// Same avatar image, same size, another shape: not the cached circle.
  @Test func avatarShapeIsPartOfTheCache() throws {
    let conversation = try ConversationDecoder.decode(
      contentsOf: Golden.repository.appendingPathComponent("Examples/weekend.json").path)
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = Golden.repository.appendingPathComponent("Assets/Themes/default.json")
    var json = try String(contentsOf: source, encoding: .utf8)
    json = json.replacingOccurrences(of: "\"shape\": \"circle\"", with: "\"shape\": \"square\"")
    let file = dir.appendingPathComponent("square.json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    let square = try ThemeCatalog.load(file.path)
    let shared = try ChatRenderer()
    _ = try render(conversation, theme: .standard, scale: 2, with: shared)
    let reused = try render(conversation, theme: square, scale: 2, with: shared)
    #expect(reused == (try render(conversation, theme: square, scale: 2, with: ChatRenderer())))
  }
}
