internal import CCairo

extension CairoSurface {
  /// A JPEG photo decoded straight into a new surface (libjpeg writes Cairo's ARGB32 words),
  /// turned upright: one copy of the picture in memory rather than an RGBA array and its
  /// premultiplied copy (a 12-megapixel photo needed 96 MB for a moment, now 48 MB; one more
  /// surface while it is turned, when the EXIF orientation says so). A file libjpeg refuses
  /// throws what `refusal` makes of its error.
  static func decodingJPEG(
    _ bytes: [UInt8], maxPixels: Int, orientation: EXIFOrientation,
    refusal: (JPEGError) -> RenderError
  ) throws(RenderError) -> CairoSurface {
    let size: (width: Int, height: Int)
    do {
      size = try JPEGReader.checkedSize(bytes, maxPixels: maxPixels)
    } catch {
      throw refusal(error)
    }
    let stored = try CairoSurface(uninitializedWidth: size.width, height: size.height)
    let stride = Int(cairo_image_surface_get_stride(stored.pointer))
    do {
      try JPEGReader.decode(
        bytes, maxPixels: maxPixels, into: cairo_image_surface_get_data(stored.pointer),
        stride: stride, order: .cairoARGB32)
    } catch {
      throw refusal(error)
    }
    cairo_surface_mark_dirty(stored.pointer)
    guard orientation != .up else { return stored }
    let (width, height) = orientation.shownSize(width: size.width, height: size.height)
    let upright = try CairoSurface(uninitializedWidth: width, height: height)
    let uprightStride = Int(cairo_image_surface_get_stride(upright.pointer))
    orientation.turn(
      UnsafeRawPointer(cairo_image_surface_get_data(stored.pointer))?.assumingMemoryBound(
        to: UInt32.self),
      width: size.width, height: size.height, rowWords: stride / 4,
      into: UnsafeMutableRawPointer(cairo_image_surface_get_data(upright.pointer))?
        .assumingMemoryBound(to: UInt32.self),
      rowWords: uprightStride / 4)
    cairo_surface_mark_dirty(upright.pointer)
    return upright
  }
}
