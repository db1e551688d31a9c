import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Decoded images take bounded memory: each avatar file is decoded once, its sprites made at
/// every size it is drawn, and its full-size pixels released at once (200 distinct 2048²
/// avatars took 3.33 GB); what a render's images take decoded is capped by ``ImageBudget``,
/// checked before anything is drawn.
@Suite final class ImageBudgetTests {
  let dir: URL

  init() throws { dir = try CLIHarness.temporaryDirectory() }
  deinit { try? FileManager.default.removeItem(at: dir) }

  /// A conversation of `count` participants, each with an avatar file of its own (the same
  /// picture under `count` names) and one message.
  func conversation(count: Int, side: Int) throws -> URL {
    let image = try RGBAImage(width: side, height: side, fill: [200, 90, 40, 255])
    let png = try PNGWriter.encode(image)
    var participants: [String] = []
    var messages: [String] = []
    for i in 0..<count {
      try Data(png).write(to: dir.appendingPathComponent("a\(i).png"))
      participants.append(#"{"id": "p\#(i)", "avatar": "a\#(i).png"}"#)
      messages.append(#"{"from": "p\#(i)", "text": "hi"}"#)
    }
    let json =
      #"{"localUser": "p0", "participants": [\#(participants.joined(separator: ","))], "#
      + #""messages": [\#(messages.joined(separator: ","))]}"#
    let file = dir.appendingPathComponent("c.json")
    try Data(json.utf8).write(to: file)
    return file
  }

  func render(_ conversation: Conversation, scale: Double, renderer: ChatRenderer) throws {
    var options = RenderOptions()
    options.scale = scale
    try renderer.render(conversation, theme: .standard, options: options)
  }

  /// At most one avatar file's full-size pixels are held at a time, also at a fractional
  /// scale where one picture is drawn at two sizes.
  @Test(arguments: [2.0, 1.5])
  func avatarFilesAreReleasedOnceTheirSpritesAreMade(scale: Double) throws {
    let file = try conversation(count: 20, side: 256)
    let decoded = try ConversationDecoder.decode(contentsOf: file.path)
    let renderer = try ChatRenderer()
    try render(decoded, scale: scale, renderer: renderer)
    #expect(renderer.lastPeakAvatarBytes == 256 * 256 * 4)
  }

  @Test func aRenderBeyondTheBudgetIsRefusedBeforeDrawing() throws {
    let decoded = try ConversationDecoder.decode(
      contentsOf: try conversation(count: 3, side: 8).path)
    let renderer = try ChatRenderer()
    // Three files drawn at 68 × 68 device pixels (34 pt at scale 2): three sprites.
    let sprites = 3 * 68 * 68 * 4
    renderer.imageBudget = sprites
    #expect(throws: Never.self) { try self.render(decoded, scale: 2, renderer: renderer) }
    renderer.imageBudget = sprites - 1
    #expect(throws: RenderError.imagesTooLarge(bytes: sprites, limit: sprites - 1)) {
      try self.render(decoded, scale: 2, renderer: renderer)
    }
  }

  /// Through the binary, with the real budget: 3,700 different avatar files drawn at 136 ×
  /// 136 pixels (scale 4) would take more than 256 MiB. The timeline is narrow so that the
  /// picture itself (names above 3,700 rows) stays within the pixel limit.
  @Test func theBudgetIsCheckedEndToEnd() throws {
    _ = try conversation(count: 3_700, side: 1)
    let r = try CLIHarness.run(
      ["c.json", "--scale", "4", "--width", "160", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr
        == "chatshot: the images this render draws would take 273740800 bytes decoded (theme "
        + "images at their size, avatar files at the size they are drawn), more than the limit "
        + "of 268435456 bytes (256 MiB); use fewer different avatar files or a smaller --scale\n")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
