import CCairo
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct NineSliceTests {
  @Test(arguments: [(1.0, 1), (0.5, 1), (1.5, 2), (2.0, 2), (2.5, 3), (3.0, 3), (4.0, 3)])
  func picksTheResolutionThatFits(scale: Double, expected: Int) {
    #expect(ImageManifest.builtin.resolution(for: scale) == expected)
  }

  @Test func edgesKeepCapsOrSqueezeThem() {
    #expect(NineSlice.edges(total: 100, start: 24, end: 24) == [0, 24, 76, 100])
    // Smaller than its caps: both shrink in proportion, nothing is left to stretch.
    #expect(NineSlice.edges(total: 30, start: 24, end: 24) == [0, 15, 15, 30])
    #expect(NineSlice.edges(total: 0, start: 24, end: 24) == [0, 0, 0, 0])
  }

  /// Stretched far beyond its size, the balloon's middle is one flat colour (no seams between
  /// slices) and its transparent corners stay transparent (no bleed from neighbouring
  /// slices), at integer and fractional scales.
  @Test(arguments: [1.0, 1.5, 2.0, 3.0])
  func stretchesWithoutSeamsOrBleed(scale: Double) throws {
    let library = ImageLibrary(conversation: Conversation(messages: []), theme: .standard)
    let (image, caps) = try library.balloon(named: "aqua-left", scale: scale)
    let width = Int(200 * scale)
    let height = Int(80 * scale)
    let sprite = try NineSlice.sprite(
      of: image, caps: caps, width: width, height: height, deviceScale: scale)
    let pixels = try #require(sprite.data)
    func pixel(_ x: Int, _ y: Int) -> UInt32 {
      pixels.pointer.load(fromByteOffset: y * pixels.stride + x * 4, as: UInt32.self)
    }
    let centre = pixel(width / 2, height / 2)
    #expect(centre >> 24 == 0xFF, "the middle is opaque")
    let x0 = Int((caps.left * scale).rounded())
    let x1 = width - Int((caps.right * scale).rounded())
    let y0 = Int((caps.top * scale).rounded())
    let y1 = height - Int((caps.bottom * scale).rounded())
    var seams = 0
    for y in y0..<y1 {
      for x in x0..<x1 where pixel(x, y) != centre { seams += 1 }
    }
    #expect(seams == 0, "\(seams) pixels in the stretched middle differ from its colour")
    // The top-left and top-right corners are outside the rounded balloon in the image.
    #expect(pixel(0, 0) >> 24 == 0)
    #expect(pixel(width - 1, 0) >> 24 == 0)
  }
}
