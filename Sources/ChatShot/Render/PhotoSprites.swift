internal import CCairo

/// Photos and reply thumbnails, each scaled once from the decoded picture to its device size
/// and clipped to its rounded corners there, then painted at an integer device offset in
/// every strip the row reaches (as balloons and avatars are: no seam, no fringe at any
/// scale). A row's sprites are forgotten once its last strip is drawn; the decoded picture
/// as soon as its sprite is made.
final class PhotoSprites {
  private let images: ImageProviding
  private let scale: Double
  /// By row index: the photo's sprite, the thumbnail's.
  private var photos: [Int: CairoSurface] = [:]
  private var thumbnails: [Int: CairoSurface] = [:]

  init(images: ImageProviding, scale: Double) {
    self.images = images
    self.scale = scale
  }

  /// The sprite of row `row`'s photo (message `message`'s) at `rect`, corners of `radius`
  /// points; aspect fit (the frame has the photo's aspect ratio).
  func photo(row: Int, message: Int, rect: DeviceRect, radius: Double) throws(RenderError)
    -> CairoSurface?
  {
    if let made = photos[row] { return made }
    let made = try sprite(message: message, rect: rect, radius: radius)
    photos[row] = made
    return made
  }

  /// The square thumbnail of the photo of message `message`, quoted by row `row`: aspect
  /// fill, centred.
  func thumbnail(row: Int, message: Int, rect: DeviceRect, radius: Double) throws(RenderError)
    -> CairoSurface?
  {
    if let made = thumbnails[row] { return made }
    let made = try sprite(message: message, rect: rect, radius: radius)
    thumbnails[row] = made
    return made
  }

  /// Forgets row `row`'s sprites: its last strip is drawn.
  func forget(row: Int) {
    photos[row] = nil
    thumbnails[row] = nil
  }

  /// The picture scaled to fill `rect` (aspect fill, centred), clipped to rounded corners.
  private func sprite(message: Int, rect: DeviceRect, radius: Double) throws(RenderError)
    -> CairoSurface?
  {
    guard rect.width > 0, rect.height > 0, let source = try images.photo(ofMessage: message)
    else { return nil }
    let sprite = try CairoSurface(width: rect.width, height: rect.height)
    let cr = try CairoContext(surface: sprite)
    let w = Double(rect.width)
    let h = Double(rect.height)
    cr.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: radius * scale)
    cairo_clip(cr.pointer)
    let f = max(w / Double(source.width), h / Double(source.height))
    cairo_translate(
      cr.pointer, (w - Double(source.width) * f) / 2, (h - Double(source.height) * f) / 2)
    cairo_scale(cr.pointer, f, f)
    cairo_set_source_surface(cr.pointer, source.pointer, 0, 0)
    // GOOD filters a large reduction over the whole area (pixman's separable convolution);
    // PAD keeps the edges opaque, so no background shows through at the photo's border.
    cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr.pointer), CAIRO_EXTEND_PAD)
    cairo_paint(cr.pointer)
    try cr.check(during: "drawing the photo of message \(message)")
    return sprite
  }
}
