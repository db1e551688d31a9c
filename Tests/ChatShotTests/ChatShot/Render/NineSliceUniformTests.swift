import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Slices of one colour may be sampled nearest (the same pixels, faster): the test for
/// "one colour" must look at every pixel of the slice and nothing outside it.
@Suite struct NineSliceUniformTests {
  @Test func findsSlicesOfOneColour() throws {
    var image = try RGBAImage(width: 6, height: 5, fill: SIMD4(10, 20, 30, 255))
    image.setPixel(x: 5, y: 4, SIMD4(10, 20, 31, 255))
    image.setPixel(x: 0, y: 0, SIMD4(0, 0, 0, 0))
    let surface = try CairoSurface(image: image)
    let blue = UInt32(255) << 24 | 10 << 16 | 20 << 8 | 30
    #expect(NineSlice.uniformPixel(surface, (x: 1, y: 0, w: 5, h: 4)) == blue)
    #expect(NineSlice.uniformPixel(surface, (x: 1, y: 1, w: 4, h: 4)) == blue)
    #expect(NineSlice.uniformPixel(surface, (x: 1, y: 1, w: 5, h: 4)) == nil, "last pixel differs")
    #expect(NineSlice.uniformPixel(surface, (x: 0, y: 0, w: 2, h: 1)) == nil, "first pixel differs")
    #expect(NineSlice.uniformPixel(surface, (x: 0, y: 0, w: 1, h: 1)) == 0)
  }
}
