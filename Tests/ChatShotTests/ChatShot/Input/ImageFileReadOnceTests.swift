import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// An image file named by a conversation or a theme is opened once, checked, and then used
/// as read: replacing the file after the check (by a link to a file outside the folder, or
/// to `/dev/zero`) changes neither the picture nor the metadata's hash of it.
@Suite final class ImageFileReadOnceTests {
  let dir: URL
  let red: [UInt8]
  let blue: [UInt8]

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    red = try PNGWriter.encode(try RGBAImage(width: 16, height: 16, fill: [230, 20, 20, 255]))
    blue = try PNGWriter.encode(try RGBAImage(width: 16, height: 16, fill: [20, 20, 230, 255]))
    for folder in ["convo", "outside"] {
      try FileManager.default.createDirectory(
        at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try Data(blue).write(to: dir.appendingPathComponent("outside/blue.png"))
  }

  deinit { try? FileManager.default.removeItem(at: dir) }

  func path(_ name: String) -> String { dir.appendingPathComponent(name).path }

  /// Replaces `name` with a symbolic link to `target`.
  func swap(_ name: String, forLinkTo target: String) throws {
    try FileManager.default.removeItem(atPath: path(name))
    try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
  }

  static func render(_ conversation: Conversation, theme: Theme) throws -> RenderedSnapshot {
    var options = RenderOptions()
    options.scale = 2
    return try ChatRenderer().snapshot(conversation, theme: theme, options: options)
  }

  /// The pixel at the centre of `rect` (points) in the snapshot, at scale 2.
  static func centre(of rect: Rect, in snapshot: RenderedSnapshot) -> SIMD4<UInt8> {
    snapshot.image.pixel(
      x: Int((rect.x + rect.width / 2) * 2), y: Int((rect.y + rect.height / 2) * 2))
  }

  func decodeConversation() throws -> Conversation {
    try Data(red).write(to: URL(fileURLWithPath: path("convo/me.png")))
    let json =
      #"{"participants": [{"id": "me", "avatar": "me.png"}], "#
      + #""messages": [{"from": "me", "text": "hi"}]}"#
    try Data(json.utf8).write(to: URL(fileURLWithPath: path("convo/c.json")))
    return try ConversationDecoder.decode(contentsOf: path("convo/c.json"))
  }

  @Test(arguments: ["outside", "/dev/zero"])
  func avatarReplacedAfterTheCheckIsDrawnAsRead(_ replacement: String) throws {
    let conversation = try decodeConversation()
    let target = replacement == "outside" ? path("outside/blue.png") : replacement
    try swap("convo/me.png", forLinkTo: target)
    let snapshot = try Self.render(conversation, theme: .standard)
    let icon = try #require(snapshot.layout.rows[0].icon)
    let pixel = Self.centre(of: icon, in: snapshot)
    #expect(pixel.x > 200 && pixel.z < 60, "the avatar drawn is not the one read: \(pixel)")
    #expect(snapshot.metadata.avatars.map(\.digest) == [SHA256.hash(red).hex])
  }

  /// A participant made in code names only a path: its file is read and checked once, when
  /// first needed, with the same checks (a FIFO is refused at once, never waited on).
  @Test func avatarNamedInCodeIsCheckedWhenFirstNeeded() throws {
    let fifo = path("convo/fifo.png")
    try SpecialFile.fifo.make(at: fifo)
    let conversation = Conversation(
      participants: [Participant(id: "me", avatar: fifo)],
      messages: [Message(from: "me", text: "hi")])
    let refusal = RenderError.unusableImageFile(
      reason: "avatar file '\(fifo)' is a FIFO, not a regular file", kind: .unreadableInput)
    #expect(throws: refusal) { try Self.render(conversation, theme: .standard) }
  }

  /// A theme's image file: the same, for the balloon stretched from it.
  @Test func themeImageReplacedAfterDecodingIsDrawnAsRead() throws {
    try Data(red).write(to: URL(fileURLWithPath: path("convo/send.png")))
    let theme = #"""
      {"extends": "default", "bubble": {"local": {"background": {"image": "send"}}},
       "images": {"send": {"file": "send.png",
         "capInsets": {"top": 5, "left": 5, "bottom": 5, "right": 5}}}}
      """#
    try Data(theme.utf8).write(to: URL(fileURLWithPath: path("convo/theme.json")))
    let decoded = try ThemeDecoder.decode(contentsOf: path("convo/theme.json"))
    let digest = decoded.contentHash
    try swap("convo/send.png", forLinkTo: path("outside/blue.png"))
    let conversation = Conversation(messages: [Message(from: "me", text: " ")])
    let snapshot = try Self.render(conversation, theme: decoded)
    let pixel = Self.centre(of: snapshot.layout.rows[0].bubble, in: snapshot)
    #expect(pixel.x > 200 && pixel.z < 60, "the balloon drawn is not the one read: \(pixel)")
    #expect(decoded.contentHash == digest)
  }

  /// Theme images get the avatar checks while the theme is decoded, before any pixel is.
  @Test func themeImagesAreCheckedLikeAvatars() throws {
    func refusal(_ bytes: [UInt8]) throws -> String? {
      try Data(bytes).write(to: URL(fileURLWithPath: path("convo/x.png")))
      try Data(#"{"extends":"default","images":{"x":{"file":"x.png"}}}"#.utf8)
        .write(to: URL(fileURLWithPath: path("convo/t.json")))
      do {
        _ = try ThemeDecoder.decode(contentsOf: path("convo/t.json"))
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(
      try refusal(Array(red.prefix(red.count - 12)))
        == "image file 'x.png' is not a whole PNG: the file ends after \(red.count - 12) bytes "
        + "without an 'IEND' chunk; it is truncated")
    #expect(
      try refusal(AvatarImageTests.png(width: 100_000, height: 100_000))
        == "image file 'x.png' is 100000×100000 pixels; the limit is 16777216 pixels "
        + "(e.g. 4096×4096)")
    #expect(
      try refusal(AvatarImageTests.png(width: 40_000, height: 1))
        == "image file 'x.png' is 40000×1 \(CairoLimitCLITests.limit)")
  }
}
