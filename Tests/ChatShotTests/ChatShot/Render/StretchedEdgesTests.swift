import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Balloon sprites that take their top rows or left columns from an earlier sprite of the
/// same width or height are the very sprites drawn from scratch, pixel for pixel.
@Suite struct StretchedEdgesTests {
  /// Pixel sizes in an order that reuses widths and heights (and squeezed caps: 20 px).
  static let sizes = [
    (300, 90), (300, 140), (180, 140), (300, 90), (20, 140), (180, 20), (300, 20),
  ]

  @Test(arguments: [
    ("aqua-left", 1.0), ("orange-right", 1.5), ("aqua-right", 2.0), ("orange-left", 3.0),
  ])
  func sharedEdgesGiveTheSamePixels(name: String, scale: Double) throws {
    let library = ImageLibrary(conversation: Conversation(messages: []), theme: .standard)
    let (image, caps) = try library.balloon(named: name, scale: scale)
    let shared = StretchedEdges()
    var reused = 0
    for (width, height) in Self.sizes {
      let alone = try NineSlice.stretch(
        image, caps: caps, width: width, height: height, deviceScale: scale, rows: nil,
        leavingOpaqueCentre: true)
      let before = (shared.topCount, shared.leftCount)
      let sharing = try NineSlice.stretch(
        image, caps: caps, width: width, height: height, deviceScale: scale, rows: nil,
        leavingOpaqueCentre: true, sharing: shared)
      if (shared.topCount, shared.leftCount) == before { reused += 1 }
      let differing = zip(visiblePixels(alone), visiblePixels(sharing)).filter { $0 != $1 }.count
      #expect(differing == 0, "\(width)×\(height) px: \(differing) pixels differ")
    }
    #expect(reused >= 1, "some sprite took both kinds of piece from another")
  }

  /// Bands of a tall balloon never share (their rows are not the whole sprite's).
  @Test func bandsDoNotShare() throws {
    let library = ImageLibrary(conversation: Conversation(messages: []), theme: .standard)
    let (image, caps) = try library.balloon(named: "aqua-left", scale: 2)
    let shared = StretchedEdges()
    _ = try NineSlice.stretch(
      image, caps: caps, width: 300, height: 3000, deviceScale: 2, rows: 0..<1024,
      leavingOpaqueCentre: false, sharing: shared)
    #expect(shared.topCount == 0 && shared.leftCount == 0)
  }

  /// The sprite's pixels outside the centre it left out (undefined there).
  private func visiblePixels(_ image: StretchedImage) -> [UInt32] {
    let surface = image.surface
    var all = surface.pixels(x: 0, y: 0, width: surface.width, height: surface.height)
    if let c = image.centre {
      for y in c.y..<c.y + c.height {
        for x in c.x..<c.x + c.width { all[y * surface.width + x] = 0 }
      }
    }
    return all
  }
}
