internal import CCairo

/// Pre-renders balloons and avatars at device resolution, once each, so that every strip
/// paints the very same pixels at an integer offset.
final class SpriteMaker {
  private let images: ImageProviding
  private let scale: Double
  private let theme: Theme
  private var bubbles: [Int: CairoSurface] = [:]
  /// Sprites of participants' own avatar files (built-in ones live in `cache`).
  private var avatars: [AvatarSpriteKey: CairoSurface] = [:]
  private let cache: RenderCache

  init(theme: Theme, images: ImageProviding, scale: Double, cache: RenderCache = RenderCache()) {
    self.theme = theme
    self.images = images
    self.scale = scale
    self.cache = cache
  }

  /// The stretched balloon of `row`, or nil when the theme fills bubbles with a colour.
  func bubble(for row: MessageFrame, rect: DeviceRect) throws(RenderError) -> CairoSurface? {
    if let cached = bubbles[row.index] { return cached }
    let appearance = row.isLocal ? theme.bubble.local : theme.bubble.other
    guard case .image(let name) = appearance.background, rect.width > 0, rect.height > 0 else {
      return nil
    }
    let (image, caps) = try images.balloon(named: name, scale: scale)
    let sprite = try NineSlice.sprite(
      of: image, caps: caps, width: rect.width, height: rect.height, deviceScale: scale)
    bubbles[row.index] = sprite
    return sprite
  }

  /// Forgets bubbles of rows that end above device row `y`.
  func evictBubbles(above y: Int, rows: ArraySlice<MessageFrame>) {
    for row in rows where DeviceRect(row.bubble, scale: scale).maxY <= y {
      bubbles[row.index] = nil
    }
  }

  /// The avatar of `row` scaled to fill `rect` and clipped to the theme's shape.
  func avatar(for row: MessageFrame, rect: DeviceRect) throws(RenderError) -> CairoSurface? {
    guard let style = theme.avatar, rect.width > 0, rect.height > 0 else { return nil }
    let (name, image) = try images.avatar(for: row, scale: scale)
    // A built-in image (not a participant's file, not the theme's own) is the same in every
    // render: its sprite is shared across renders, keyed by all it depends on.
    let builtin = name.hasPrefix("image:") && theme.images[String(name.dropFirst(6))] == nil
    let id = builtin ? "\(name)|\(scale)|\(style.shape)" : name
    let key = AvatarSpriteKey(image: id, width: rect.width, height: rect.height)
    if let cached = builtin ? cache.builtinAvatars[key] : avatars[key] { return cached }
    let sprite = try CairoSurface(width: rect.width, height: rect.height)
    let cr = try CairoContext(surface: sprite)
    let w = Double(rect.width)
    let h = Double(rect.height)
    switch style.shape {
    case .square: cairo_rectangle(cr.pointer, 0, 0, w, h)
    case .circle: cr.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: min(w, h) / 2)
    case .rounded(let radius): cr.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: radius * scale)
    }
    cairo_clip(cr.pointer)
    // Aspect fill, centred.
    let src = image.surface
    let f = max(w / Double(src.width), h / Double(src.height))
    cairo_translate(cr.pointer, (w - Double(src.width) * f) / 2, (h - Double(src.height) * f) / 2)
    cairo_scale(cr.pointer, f, f)
    cairo_set_source_surface(cr.pointer, src.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr.pointer), CAIRO_EXTEND_PAD)
    cairo_paint(cr.pointer)
    try cr.check(during: "drawing an avatar")
    if builtin { cache.builtinAvatars[key] = sprite } else { avatars[key] = sprite }
    return sprite
  }
}
