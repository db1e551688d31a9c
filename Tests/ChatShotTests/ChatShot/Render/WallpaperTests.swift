import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The `green` theme's tiled wallpaper: the same pixels for any strip height, repeating
/// every tile (160 pt) down and across the picture.
///
/// At fractional scales the strip height changes nothing either: text is drawn with the
/// strip's translation as a device offset (`PangoTextEngine.show`); before, a time label at
/// scale 1.5 with strips of 37 rows landed a pixel apart from the single-strip picture.
@Suite struct WallpaperTests {
  static let conversation = Golden.repository
    .appendingPathComponent("Tests/Fixtures/themes/one-to-one.json").path

  func render(
    scale: Double, stripHeight: Int,
    conversation: Conversation? = nil
  ) throws -> RGBAImage {
    let conversation = try conversation ?? ConversationDecoder.decode(contentsOf: Self.conversation)
    var options = RenderOptions()
    options.scale = scale
    let png = try ChatRenderer().run(
      conversation, theme: try ThemeCatalog.load("green"), options: options, baseDirectory: nil,
      to: .memory, collectMetadata: false, stripHeight: stripHeight
    ).bytes
    return try PNGReader.decode(png).image
  }

  @Test(arguments: [
    (1.0, [37, 256]), (2.0, [37, 256]), (1.5, [37, 256, 300]), (2.5, [37, 101]), (3.0, [37]),
    (1.25, [37]),
  ])
  func stripHeightChangesNothing(scale: Double, strips: [Int]) throws {
    let reference = try render(scale: scale, stripHeight: 4096)
    for strip in strips {
      #expect(try render(scale: scale, stripHeight: strip) == reference, "strip \(strip)")
    }
  }

  @Test func tilesRepeatDownAndAcross() throws {
    // Short messages on the left (bubbles under 90 pt wide): from x = 120 pt on, the
    // picture is wallpaper only.
    let messages = (0..<24).map { Message(from: "ann", text: "ok \($0)") }
    let conversation = Conversation(
      participants: [Participant(id: "me", name: "Me"), Participant(id: "ann", name: "Ann")],
      localUser: "me", messages: messages)
    let image = try render(scale: 2, stripHeight: 256, conversation: conversation)
    let period = 320  // 160 pt at scale 2
    #expect(image.width == 2 * period && image.height > 2 * period)
    var down = 0
    var across = 0
    var colours = Set<SIMD4<UInt8>>()
    for y in 0..<(image.height - period) {
      for x in 240..<image.width {
        let pixel = image.pixel(x: x, y: y)
        if pixel != image.pixel(x: x, y: y + period) { down += 1 }
        if x >= 240 + period, pixel != image.pixel(x: x - period, y: y) { across += 1 }
        colours.insert(pixel)
      }
    }
    #expect(down == 0 && across == 0)
    #expect(colours.count > 8, "doodles, not a flat colour")
  }
}
