internal import CCairo

/// An owned Cairo ARGB32 image surface (`cairo_surface_t *`).
final class CairoSurface {
  /// Owned: released with `cairo_surface_destroy` in `deinit`.
  let pointer: OpaquePointer
  let width: Int
  let height: Int

  /// A new transparent surface of `width` × `height` pixels.
  init(width: Int, height: Int) throws(RenderError) {
    // Never NULL: on failure Cairo returns an inert "error surface".
    pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    self.width = width
    self.height = height
    try checkCairo(cairo_surface_status(pointer), during: "creating a \(width)×\(height) surface")
  }

  /// A surface holding `image`'s pixels, premultiplied as Cairo expects.
  convenience init(image: RGBAImage) throws(RenderError) {
    try self.init(width: image.width, height: image.height)
    cairo_surface_flush(pointer)
    let stride = Int(cairo_image_surface_get_stride(pointer))
    guard let data = cairo_image_surface_get_data(pointer) else {
      throw .cairo(status: "no pixel data", during: "loading an image")
    }
    image.pixels.withUnsafeBufferPointer { src in
      for y in 0..<image.height {
        let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<image.width {
          let i = (y * image.width + x) * 4
          let a = UInt32(src[i + 3])
          func pre(_ c: UInt8) -> UInt32 {
            let t = UInt32(c) * a + 0x80
            return (t + (t >> 8)) >> 8
          }
          row[x] = a << 24 | pre(src[i]) << 16 | pre(src[i + 1]) << 8 | pre(src[i + 2])
        }
      }
    }
    cairo_surface_mark_dirty(pointer)
  }

  /// The first pixel row and the distance between rows in bytes, for encoding.
  var data: (pointer: UnsafeMutableRawPointer, stride: Int)? {
    cairo_surface_flush(pointer)
    guard let base = cairo_image_surface_get_data(pointer) else { return nil }
    return (UnsafeMutableRawPointer(base), Int(cairo_image_surface_get_stride(pointer)))
  }

  deinit { cairo_surface_destroy(pointer) }
}

/// Turns a Cairo status into a thrown `RenderError` (Cairo errors are sticky: check after
/// creating and after drawing).
func checkCairo(_ status: cairo_status_t, during: String) throws(RenderError) {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw .cairo(status: String(cString: cairo_status_to_string(status)), during: during)
}
