import CCairo
import CPangoCairo
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The pixel helpers the text tests rely on, checked on shapes with known edges.
@Suite struct TextCanvasTests {
  @Test(arguments: [1.0, 2, 3])
  func inkBoundsAreInPoints(_ scale: Double) throws {
    let canvas = try TextTestCanvas(width: 50, height: 30, scale: scale)
    cairo_set_source_rgba(canvas.cairo, 0, 0, 1, 1)
    cairo_rectangle(canvas.cairo, 10, 5, 20, 10)
    cairo_fill(canvas.cairo)
    #expect(canvas.inkBounds() == Rect(x: 10, y: 5, width: 20, height: 10))
    #expect(canvas.maximumSaturation() == 255)
    #expect(canvas.partialCoverageShare() == 0)
    #expect(canvas.mostOpaquePixel() == (255, 0, 0, 255))
  }

  @Test func blankCanvasHasNoInk() throws {
    let canvas = try TextTestCanvas(width: 10, height: 10, scale: 2)
    #expect(canvas.inkBounds() == nil)
    #expect(canvas.checksum() == (try TextTestCanvas(width: 10, height: 10, scale: 2)).checksum())
  }
}

/// A transparent ARGB32 cairo surface and context scaled from points to pixels, for tests.
final class TextTestCanvas {
  struct CairoFailure: Error { var status: UInt32 }

  /// Owned: destroyed in `deinit`.
  let surface: OpaquePointer
  /// Owned: destroyed in `deinit`; its transform maps points to pixels.
  let cairo: OpaquePointer
  let scale: Double
  let pixelWidth: Int
  let pixelHeight: Int

  /// A canvas of `width` × `height` points at `scale` pixels per point.
  init(width: Double, height: Double, scale: Double) throws {
    pixelWidth = Int((width * scale).rounded(.up))
    pixelHeight = Int((height * scale).rounded(.up))
    self.scale = scale
    surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    cairo = cairo_create(surface)
    cairo_scale(cairo, scale, scale)
    let status = cairo_status(cairo)
    guard status == CAIRO_STATUS_SUCCESS else { throw CairoFailure(status: status.rawValue) }
  }

  /// Under ``FontLock``, as the library releases its contexts: the context may hold the last
  /// reference to a font.
  deinit {
    FontLock.run {
      cairo_destroy(cairo)
      cairo_surface_destroy(surface)
    }
  }

  /// Calls `body` with each pixel as premultiplied (alpha, red, green, blue) bytes.
  func forEachPixel(_ body: (_ x: Int, _ y: Int, _ argb: (UInt8, UInt8, UInt8, UInt8)) -> Void) {
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    for y in 0..<pixelHeight {
      for x in 0..<pixelWidth {
        let p = data + y * stride + x * 4  // little-endian ARGB32: B, G, R, A
        body(x, y, (p[3], p[2], p[1], p[0]))
      }
    }
  }

  /// The bounds, in points, of every pixel with any coverage; nil when nothing is drawn.
  func inkBounds() -> Rect? {
    var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
    forEachPixel { x, y, argb in
      guard argb.0 > 0 else { return }
      (minX, minY) = (min(minX, x), min(minY, y))
      (maxX, maxY) = (max(maxX, x), max(maxY, y))
    }
    guard maxX >= 0 else { return nil }
    return Rect(
      x: Double(minX) / scale, y: Double(minY) / scale,
      width: Double(maxX - minX + 1) / scale, height: Double(maxY - minY + 1) / scale)
  }

  /// Among pixels with coverage, the share that is only partly covered (antialiased edges).
  func partialCoverageShare() -> Double {
    var (inked, partial) = (0, 0)
    forEachPixel { _, _, argb in
      guard argb.0 > 0 else { return }
      inked += 1
      if argb.0 < 255 { partial += 1 }
    }
    return inked == 0 ? 0 : Double(partial) / Double(inked)
  }

  /// The largest difference between the colour channels of any pixel (0 for greys).
  func maximumSaturation() -> Int {
    var result = 0
    forEachPixel { _, _, argb in
      let channels = [Int(argb.1), Int(argb.2), Int(argb.3)]
      result = max(result, (channels.max() ?? 0) - (channels.min() ?? 0))
    }
    return result
  }

  /// The first pixel with the highest alpha, as premultiplied (alpha, red, green, blue).
  func mostOpaquePixel() -> (UInt8, UInt8, UInt8, UInt8) {
    var best: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    forEachPixel { _, _, argb in
      if argb.0 > best.0 { best = argb }
    }
    return best
  }

  /// An FNV-1a hash of every pixel, to compare renders.
  func checksum() -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    forEachPixel { _, _, argb in
      for byte in [argb.0, argb.1, argb.2, argb.3] {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
    }
    return hash
  }
}
