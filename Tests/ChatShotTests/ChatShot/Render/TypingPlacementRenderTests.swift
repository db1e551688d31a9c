import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// What the renderer draws for a typing row off its bubble and for the header's avatar: the
/// words in the header's subtitle frame (green) and on the composer line (team), nothing where
/// the row would have been, and a participant's picture in the header of a theme without
/// message avatars.
@Suite struct TypingPlacementRenderTests {
  static func conversation(typing: Bool, avatar: String? = nil) -> Conversation {
    var ann = Participant(id: "ann", name: "Ann")
    ann.avatar = avatar
    var messages = [Message(from: "ann", text: "Hi there"), Message(from: "me", text: "Hello")]
    if typing { messages.append(.typing(from: "ann")) }
    return Conversation(
      participants: [Participant(id: "me", name: "Sam"), ann], localUser: "me",
      messages: messages)
  }

  static func render(_ c: Conversation, theme name: String, screen: Bool)
    throws -> (TimelineLayout, RGBAImage)
  {
    let renderer = try ChatRenderer()
    let theme = try ThemeCatalog.builtin(named: name)
    var options = RenderOptions()
    options.scale = 2
    options.screen = screen
    let layout = renderer.lay(c, theme: theme, options: options)
    let png = try renderer.run(
      c, theme: theme, options: options, baseDirectory: nil, to: .memory,
      collectMetadata: false
    ).bytes
    return (layout, try PNGReader.decode(png).image)
  }

  /// The distinct pixels inside `rect` (points, at scale 2).
  static func colours(_ image: RGBAImage, in rect: Rect) -> Set<UInt32> {
    var seen = Set<UInt32>()
    for y in Int(rect.minY * 2)..<min(image.height, Int(rect.maxY * 2)) {
      for x in Int(rect.minX * 2)..<min(image.width, Int(rect.maxX * 2)) {
        let i = (y * image.width + x) * 4
        let p = image.pixels[i..<i + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        seen.insert(p)
      }
    }
    return seen
  }

  @Test func greenWritesTypingInTheHeader() throws {
    let (layout, image) = try Self.render(
      Self.conversation(typing: true), theme: "green", screen: true)
    let frame = try #require(layout.screen.header?.subtitleFrame)
    #expect(Self.colours(image, in: frame).count > 10, "text is drawn in the subtitle frame")
    // Without a typing row there is no subtitle: the same place is the header's background.
    let (plain, still) = try Self.render(
      Self.conversation(typing: false), theme: "green", screen: true)
    #expect(plain.screen.header?.subtitleFrame == nil)
    #expect(Self.colours(still, in: frame).count < Self.colours(image, in: frame).count)
    #expect(layout.height == plain.height, "the typing row takes no timeline height")
  }

  @Test func teamWritesTypingAboveTheComposer() throws {
    let (layout, image) = try Self.render(
      Self.conversation(typing: true), theme: "team", screen: false)
    let line = try #require(layout.typingLine)
    #expect(Self.colours(image, in: line.frame).count > 10, "the words are drawn on the line")
    let (plain, _) = try Self.render(Self.conversation(typing: false), theme: "team", screen: false)
    #expect(layout.height == (plain.height + line.frame.height).rounded(.up))
  }

  @Test func aPictureFillsTheHeaderAvatarOfAThemeWithoutAvatars() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "typing-avatar-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let red = try RGBAImage(width: 8, height: 8, fill: SIMD4(255, 0, 0, 255))
    let path = dir.appendingPathComponent("ann.png").path
    try Data(PNGWriter.encode(red, hasAlpha: false)).write(to: URL(fileURLWithPath: path))
    let (layout, image) = try Self.render(
      Self.conversation(typing: false, avatar: path), theme: "green", screen: true)
    let header = try #require(layout.screen.header)
    #expect(header.avatarKind == .image)
    let avatar = try #require(header.avatar)
    let centre = Rect(
      x: avatar.x + avatar.width / 2 - 2, y: avatar.y + avatar.height / 2 - 2, width: 4, height: 4)
    #expect(Self.colours(image, in: centre) == [0xFF00_00FF], "the picture, not a grey circle")
  }
}
