import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct RenderTests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path

  func render(
    _ conversation: Conversation, scale: Double, stripHeight: Int = 256, width: Double? = nil
  ) throws -> [UInt8] {
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = scale
    options.width = width
    return try renderer.run(
      conversation, theme: .standard, options: options, baseDirectory: nil, to: .memory,
      collectMetadata: false, stripHeight: stripHeight
    ).bytes
  }

  @Test func sameInputSameBytes() throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.weekend)
    #expect(try render(conversation, scale: 2) == render(conversation, scale: 2))
  }

  @Test(arguments: [(1.0, 320), (1.5, 480), (2.0, 640), (3.0, 960), (0.5, 160)])
  func widthFollowsScale(scale: Double, pixels: Int) throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.weekend)
    let header = try PNGReader.probe(try render(conversation, scale: scale))
    #expect(header.width == pixels)
  }

  @Test func widthOption() throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.weekend)
    let header = try PNGReader.probe(try render(conversation, scale: 2, width: 375))
    #expect(header.width == 750)
  }

  /// Strip boundaries must not show: any strip height gives the same pixels, also at
  /// fractional scales where stretched balloons would otherwise be sampled differently.
  @Test(arguments: [1.0, 1.5, 2.0, 2.5])
  func stripHeightChangesNothing(scale: Double) throws {
    let conversation = try ConversationDecoder.decode(contentsOf: Self.weekend)
    let reference = try PNGReader.decode(render(conversation, scale: scale, stripHeight: 4096))
      .image
    for strip in [37, 256] {
      let image = try PNGReader.decode(render(conversation, scale: scale, stripHeight: strip)).image
      #expect(image == reference, "strip height \(strip) at scale \(scale)")
    }
  }

  /// Past Cairo's 32767-px limit the bottom of the image is still drawn (never a silent
  /// empty image): the last bubble's colour shows near the bottom.
  @Test func tallerThanCairoLimit() throws {
    let messages = (0..<700).map { i in
      Message(
        from: i % 2 == 0 ? "me" : "other", text: "Message number \(i) with a few words",
        time: "\(i / 10)")
    }
    let conversation = Conversation(localUser: "me", messages: messages)
    let image = try PNGReader.decode(render(conversation, scale: 2), maxPixels: 1 << 30).image
    #expect(image.height > 32767)
    let renderer = try ChatRenderer()
    var options = RenderOptions()
    options.scale = 2
    let last = renderer.lay(conversation, theme: .standard, options: options).rows.last!
    let y = Int((last.bubble.y + last.bubble.height / 2) * 2)
    let x = Int((last.bubble.x + 4) * 2)
    let background = image.pixel(x: 2, y: y)
    let bubble = image.pixel(x: x, y: y)
    #expect(bubble != background, "bubble pixel \(bubble) equals background at y \(y)")
  }
}
