import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A JPEG photo decoded straight into a Cairo surface has exactly the pixels of the RGBA path
/// (decode, turn upright, premultiply into a surface), for all eight EXIF orientations; and a
/// file libjpeg refuses is refused through the caller's error.
@Suite struct JPEGSurfaceTests {
  @Test(arguments: 1...8)
  func surfaceIsTheRGBAPathPixelForPixel(_ n: Int) throws {
    let bytes = try JPEGReaderTests.fixture("exif-\(n).jpg")
    let orientation = EXIFOrientation.of(jpeg: bytes)
    let direct = try CairoSurface.decodingJPEG(
      bytes, maxPixels: 1 << 20, orientation: orientation
    ) { .unusableImageFile(reason: "\($0)", kind: .invalidData) }
    let viaRGBA = try CairoSurface(
      image: orientation.apply(to: try JPEGReader.decode(bytes, maxPixels: 1 << 20)))
    #expect(direct.width == 32 && direct.height == 16)
    #expect(
      direct.pixels(x: 0, y: 0, width: 32, height: 16)
        == viaRGBA.pixels(x: 0, y: 0, width: 32, height: 16))
  }

  @Test func aCutFileIsRefusedThroughTheCallersError() throws {
    let bytes = try JPEGReaderTests.fixture("exif-6.jpg")
    let cut = Array(bytes.prefix(bytes.count / 2))
    #expect(throws: RenderError.unusableImageFile(reason: "cut", kind: .invalidData)) {
      try CairoSurface.decodingJPEG(cut, maxPixels: 1 << 20, orientation: .right) { _ in
        .unusableImageFile(reason: "cut", kind: .invalidData)
      }
    }
  }
}
