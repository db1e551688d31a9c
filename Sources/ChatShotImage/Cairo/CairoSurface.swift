package import CCairo
import ChatShotCore

/// An owned Cairo ARGB32 image surface (`cairo_surface_t *`).
package final class CairoSurface {
  /// Owned: released with `cairo_surface_destroy` in `deinit`.
  package let pointer: OpaquePointer
  package let width: Int
  package let height: Int

  /// A new transparent surface of `width` × `height` pixels.
  package init(width: Int, height: Int) throws(RenderError) {
    // Never NULL: on failure Cairo returns an inert "error surface".
    pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    self.width = width
    self.height = height
    try checkCairo(cairo_surface_status(pointer), during: "creating a \(width)×\(height) surface")
  }

  /// A new `width` × `height` surface whose pixels are left as they are in memory (not
  /// cleared): for a caller that writes every pixel before the surface is read, it saves
  /// clearing the whole area first (most of the cost of a large sprite).
  ///
  /// The pixels live in a buffer that Cairo frees with the surface.
  package init(uninitializedWidth width: Int, height: Int) throws(RenderError) {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(clamping: width)))
    let bytes = stride.multipliedReportingOverflow(by: height)
    guard width >= 0, height >= 0, stride > 0, !bytes.overflow else {
      throw .cairo(status: "invalid size", during: "creating a \(width)×\(height) surface")
    }
    let pixels = UnsafeMutableRawPointer.allocate(
      byteCount: max(1, bytes.partialValue), alignment: 16)
    pointer = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      Int32(stride))
    self.width = width
    self.height = height
    // An error surface (Cairo's inert stand-in) does not hold the buffer; a good one frees it
    // when it is destroyed.
    guard cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS else {
      pixels.deallocate()
      try checkCairo(cairo_surface_status(pointer), during: "creating a \(width)×\(height) surface")
      return
    }
    let attached = cairo_surface_set_user_data(pointer, Self.pixelsKey, pixels) { $0?.deallocate() }
    if attached != CAIRO_STATUS_SUCCESS {
      cairo_surface_finish(pointer)
      pixels.deallocate()
      try checkCairo(attached, during: "creating a \(width)×\(height) surface")
    }
  }

  /// The user-data key under which a surface holds the buffer it frees (its address is the
  /// key; it is never read or written).
  private nonisolated(unsafe) static let pixelsKey = UnsafeMutablePointer<cairo_user_data_key_t>
    .allocate(
      capacity: 1)

  /// A surface holding `image`'s pixels, premultiplied as Cairo expects.
  package convenience init(image: RGBAImage) throws(RenderError) {
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

  /// Takes ownership of `pointer`, a surface of any kind (a PDF or SVG surface), `width` ×
  /// `height` in its own units; throws if Cairo could not make it.
  package init(owning pointer: OpaquePointer, width: Int, height: Int) throws(RenderError) {
    self.pointer = pointer
    self.width = width
    self.height = height
    try checkCairo(cairo_surface_status(pointer), during: "creating a \(width)×\(height) surface")
  }

  /// Whether the pixels are in memory (an image surface), not a vector document.
  package var isImage: Bool { cairo_surface_get_type(pointer) == CAIRO_SURFACE_TYPE_IMAGE }

  /// The first pixel row and the distance between rows in bytes, for encoding.
  package var data: (pointer: UnsafeMutableRawPointer, stride: Int)? {
    cairo_surface_flush(pointer)
    guard let base = cairo_image_surface_get_data(pointer) else { return nil }
    return (UnsafeMutableRawPointer(base), Int(cairo_image_surface_get_stride(pointer)))
  }

  /// Under ``FontLock``: a vector surface holds the fonts it has drawn with.
  deinit { FontLock.run { cairo_surface_destroy(pointer) } }
}

/// Turns a Cairo status into a thrown `RenderError` (Cairo errors are sticky: check after
/// creating and after drawing).
package func checkCairo(_ status: cairo_status_t, during: String) throws(RenderError) {
  guard status != CAIRO_STATUS_SUCCESS else { return }
  throw .cairo(status: String(cString: cairo_status_to_string(status)), during: during)
}
