import CCairo

/// An owned ARGB32 Cairo surface plus its drawing context, sized in device pixels and
/// scaled so that drawing code works in points.
final class Canvas {
  /// Owned: released with `cairo_surface_destroy` in `deinit`.
  let surface: OpaquePointer
  /// Owned: released with `cairo_destroy` in `deinit` (before the surface).
  let cr: OpaquePointer
  let pixelWidth: Int
  let pixelHeight: Int
  /// Device pixels per point.
  let scale: Int

  /// A transparent canvas of `width`×`height` points at `scale` device pixels per point.
  init(width: Int, height: Int, scale: Int) throws(AssetGenError) {
    pixelWidth = width * scale
    pixelHeight = height * scale
    self.scale = scale
    // Never NULL: on failure Cairo returns inert error objects, checked below.
    surface = cairo_image_surface_create(
      CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
    cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
    cr = cairo_create(surface)
    try check("creating a \(pixelWidth)×\(pixelHeight) canvas")
  }

  deinit {
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
  }

  /// Throws if the context or the surface has entered Cairo's sticky error state.
  func check(_ action: String) throws(AssetGenError) {
    for status in [cairo_status(cr), cairo_surface_status(surface)]
    where status != CAIRO_STATUS_SUCCESS {
      throw .cairo(String(cString: cairo_status_to_string(status)), during: action)
    }
  }

  /// Draws `body` between `cairo_save` and `cairo_restore`.
  func saved(_ body: () -> Void) {
    cairo_save(cr)
    body()
    cairo_restore(cr)
  }

  /// The premultiplied ARGB32 pixel at device coordinates (`x`, `y`).
  func pixel(x: Int, y: Int) -> UInt32 {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard let base = cairo_image_surface_get_data(surface) else { return 0 }
    return UnsafeRawPointer(base).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
  }

  /// The PNG encoding of the surface, byte-identical to `cairo_surface_write_to_png`
  /// (the same encoder, writing to memory: IHDR, IDAT, IEND only, so no timestamps).
  func pngBytes() throws(AssetGenError) -> [UInt8] {
    try check("drawing")
    let sink = ByteSink()
    let status = cairo_surface_write_to_png_stream(
      surface,
      { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
        sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
      }, Unmanaged.passUnretained(sink).toOpaque())
    withExtendedLifetime(sink) {}
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(String(cString: cairo_status_to_string(status)), during: "encoding PNG")
    }
    return sink.bytes
  }
}

/// Collects the bytes Cairo's PNG writer hands to its stream callback.
private final class ByteSink {
  var bytes: [UInt8] = []
}
