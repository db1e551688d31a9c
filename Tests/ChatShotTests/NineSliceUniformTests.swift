import Testing

@testable import ChatShot

/// Slices of one colour may be sampled nearest (the same pixels, faster): the test for
/// "one colour" must look at every pixel of the slice and nothing outside it.
@Suite struct NineSliceUniformTests {
  @Test func findsSlicesOfOneColour() throws {
    var image = try RGBAImage(width: 6, height: 5, fill: SIMD4(10, 20, 30, 255))
    image.setPixel(x: 5, y: 4, SIMD4(10, 20, 31, 255))
    image.setPixel(x: 0, y: 0, SIMD4(0, 0, 0, 0))
    let surface = try CairoSurface(image: image)
    #expect(NineSlice.isUniform(surface, (x: 1, y: 0, w: 5, h: 4)))
    #expect(NineSlice.isUniform(surface, (x: 1, y: 1, w: 4, h: 4)))
    #expect(!NineSlice.isUniform(surface, (x: 1, y: 1, w: 5, h: 4)), "last pixel differs")
    #expect(!NineSlice.isUniform(surface, (x: 0, y: 0, w: 2, h: 1)), "first pixel differs")
    #expect(NineSlice.isUniform(surface, (x: 0, y: 0, w: 1, h: 1)))
  }
}
