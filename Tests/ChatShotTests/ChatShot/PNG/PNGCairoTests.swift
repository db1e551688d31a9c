import CCairo
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// An ARGB32 cairo surface owned for one test.
private final class Surface {
  let pointer: OpaquePointer
  let width: Int
  let height: Int
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
  }
  deinit { cairo_surface_destroy(pointer) }

  var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }

  /// Runs `body` with the surface's pixel memory, after flushing cairo's pending drawing.
  func withData<T>(_ body: (UnsafeMutableRawPointer) throws -> T) throws -> T {
    cairo_surface_flush(pointer)
    let data = try #require(cairo_image_surface_get_data(pointer))
    defer { cairo_surface_mark_dirty(pointer) }
    return try body(UnsafeMutableRawPointer(data))
  }

  /// cairo's own PNG encoding of the surface.
  func cairoPNG() throws -> [UInt8] {
    let sink = MemorySink()
    let status = cairo_surface_write_to_png_stream(
      pointer,
      { closure, data, length in
        guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<MemorySink>.fromOpaque(closure).takeUnretainedValue()
        sink.write(UnsafeRawBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    #expect(status == CAIRO_STATUS_SUCCESS)
    return sink.bytes
  }

  /// chatshot's encoding, the surface handed over in strips of `strip` rows.
  func chatshotPNG(hasAlpha: Bool, strip: Int = 64) throws -> [UInt8] {
    let sink = MemorySink()
    let writer = try PNGWriter(width: width, height: height, hasAlpha: hasAlpha, sink: sink)
    try withData { data in
      for top in Swift.stride(from: 0, to: height, by: strip) {
        try writer.writeARGB32Rows(
          data + top * stride, stride: stride, rows: min(strip, height - top))
      }
    }
    try writer.finish()
    return sink.bytes
  }
}

/// Draws antialiased translucent shapes: the edges hold many partial alphas.
private func drawScene(on surface: Surface, background: Bool) {
  let cr = cairo_create(surface.pointer)
  defer { cairo_destroy(cr) }
  if background {
    cairo_set_source_rgb(cr, 0.95, 0.96, 0.97)
    cairo_paint(cr)
  }
  for i in 0..<6 {
    let t = Double(i) / 6
    cairo_set_source_rgba(cr, t, 0.4 + t / 3, 1 - t, background ? 1 : 0.2 + t * 0.7)
    cairo_arc(cr, 20 + 17.3 * Double(i), 30 + 9.1 * Double(i), 9.5 + Double(i) * 3.3, 0, 6.283)
    cairo_fill(cr)
  }
}

@Suite struct PNGCairoTests {
  /// Every (premultiplied channel, alpha) pair: row y has alpha y; x runs through the channel
  /// values (including the malformed channel > alpha, which cairo truncates to 8 bits).
  @Test func unpremultiplyMatchesCairoForEveryValue() throws {
    let surface = Surface(width: 256, height: 256)
    try surface.withData { data in
      for y in 0..<256 {
        for x in 0..<256 {
          let pixel =
            UInt32(y) << 24 | UInt32(x) << 16 | UInt32(255 - x) << 8 | UInt32(x * 37 % 256)
          data.storeBytes(of: pixel, toByteOffset: y * surface.stride + x * 4, as: UInt32.self)
        }
      }
    }
    let cairo = try PNGReader.decode(surface.cairoPNG())
    #expect(cairo.header.colorType == .rgba)
    let ours = try PNGReader.decode(surface.chatshotPNG(hasAlpha: true))
    #expect(pixelDifference(ours.image, cairo.image) == nil)
    // Spot check of the formula itself: premultiplied 100 at alpha 128 -> (100*255+64)/128.
    #expect(ours.image.pixel(x: 100, y: 128).x == 199)
  }

  @Test func translucentDrawingMatchesCairo() throws {
    let surface = Surface(width: 140, height: 100)
    drawScene(on: surface, background: false)
    let cairo = try PNGReader.decode(surface.cairoPNG())
    let ours = try PNGReader.decode(surface.chatshotPNG(hasAlpha: true, strip: 33))
    #expect(pixelDifference(ours.image, cairo.image) == nil)
    #expect(
      Set(stride(from: 3, to: ours.image.pixels.count, by: 4).map { ours.image.pixels[$0] }).count
        > 50)
  }

  /// cairo writes RGB for an opaque surface; chatshot's RGB writer gives the same pixels.
  @Test func opaqueDrawingMatchesCairoAsRGB() throws {
    let surface = Surface(width: 140, height: 100)
    drawScene(on: surface, background: true)
    let cairo = try PNGReader.decode(surface.cairoPNG())
    #expect(cairo.header.colorType == .rgb)
    let ours = try PNGReader.decode(surface.chatshotPNG(hasAlpha: false))
    #expect(ours.header.colorType == .rgb)
    #expect(pixelDifference(ours.image, cairo.image) == nil)
  }

  @Test func stripSizeDoesNotChangeTheBytes() throws {
    let surface = Surface(width: 140, height: 100)
    drawScene(on: surface, background: false)
    #expect(
      try surface.chatshotPNG(hasAlpha: true, strip: 1)
        == surface.chatshotPNG(hasAlpha: true, strip: 100))
  }
}
