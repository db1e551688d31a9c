internal import CCairo

extension CairoSurface {
  /// A JPEG photo decoded straight into a new surface (libjpeg writes Cairo's ARGB32 words),
  /// turned upright: one copy of the picture in memory rather than an RGBA array and its
  /// premultiplied copy (a 12-megapixel photo needed 96 MB for a moment, now 48 MB; one more
  /// surface while it is turned, when the EXIF orientation says so). A file libjpeg refuses
  /// throws what `refusal` makes of its error.
  package static func decodingJPEG(
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
    guard let rows = stored.data else {
      throw .cairo(status: "no pixel data", during: "decoding a photo")
    }
    do {
      try JPEGReader.decode(
        bytes, maxPixels: maxPixels, into: rows.pointer, stride: rows.stride, order: .cairoARGB32)
    } catch {
      throw refusal(error)
    }
    cairo_surface_mark_dirty(stored.pointer)
    guard orientation != .up else { return stored }
    let (width, height) = orientation.shownSize(width: size.width, height: size.height)
    let upright = try CairoSurface(uninitializedWidth: width, height: height)
    guard let turned = upright.data else {
      throw .cairo(status: "no pixel data", during: "turning a photo upright")
    }
    orientation.turn(
      UnsafePointer(rows.pointer.assumingMemoryBound(to: UInt32.self)), width: size.width,
      height: size.height, rowWords: rows.stride / 4,
      into: turned.pointer.assumingMemoryBound(to: UInt32.self), rowWords: turned.stride / 4)
    cairo_surface_mark_dirty(upright.pointer)
    return upright
  }
}
