internal import CCairo

/// Draws the input bar (`--chrome`): its background and items pre-rendered once as sprites at
/// device resolution and painted at integer offsets, like balloons, so strips never show
/// seams.
final class ChromePainter {
  private let chrome: ChromeFrame
  private let style: ChromeStyle
  private let images: ImageProviding
  private let scale: Double
  private var sprites: [(sprite: CairoSurface, rect: DeviceRect)]?

  init(chrome: ChromeFrame, style: ChromeStyle, images: ImageProviding, scale: Double) {
    self.chrome = chrome
    self.style = style
    self.images = images
    self.scale = scale
  }

  /// The bar's device rectangle.
  var rect: DeviceRect { DeviceRect(chrome.frame, scale: scale) }

  /// Paints the bar onto a strip whose first device row is `stripTop`.
  func paint(on cr: CairoContext, stripTop: Int) throws(RenderError) {
    let bar = rect
    cr.useDevice()
    if case .color(let color) = style.background {
      cr.setColor(color)
      cairo_rectangle(
        cr.pointer, Double(bar.x), Double(bar.y - stripTop), Double(bar.width), Double(bar.height))
      cairo_fill(cr.pointer)
    }
    for (sprite, r) in try allSprites() {
      cairo_set_source_surface(cr.pointer, sprite.pointer, Double(r.x), Double(r.y - stripTop))
      cairo_rectangle(
        cr.pointer, Double(r.x), Double(r.y - stripTop), Double(r.width), Double(r.height))
      cairo_fill(cr.pointer)
    }
    try cr.check(during: "drawing the input bar")
  }

  private func allSprites() throws(RenderError) -> [(sprite: CairoSurface, rect: DeviceRect)] {
    if let sprites { return sprites }
    var made: [(sprite: CairoSurface, rect: DeviceRect)] = []
    if case .image(let name) = style.background, let s = try sprite(name, in: chrome.frame) {
      made.append(s)
    }
    for item in chrome.items {
      if let s = try sprite(item.image, in: item.frame) { made.append(s) }
    }
    sprites = made
    return made
  }

  /// Image `name` in `frame`: stretched over it when it has cap insets, else at its own size
  /// (shrunk to fit), centred, as a button shows its image.
  private func sprite(_ name: String, in frame: Rect) throws(RenderError)
    -> (sprite: CairoSurface, rect: DeviceRect)?
  {
    let (image, caps, size) = try images.image(named: name, scale: scale)
    if let caps {
      let rect = DeviceRect(frame, scale: scale)
      guard rect.width > 0, rect.height > 0 else { return nil }
      let sprite = try NineSlice.sprite(
        of: image, caps: caps, width: rect.width, height: rect.height, deviceScale: scale)
      return (sprite, rect)
    }
    let f = min(1, frame.width / max(size.width, 1e-9), frame.height / max(size.height, 1e-9))
    let w = size.width * f
    let h = size.height * f
    let rect = DeviceRect(
      Rect(
        x: frame.x + (frame.width - w) / 2, y: frame.y + (frame.height - h) / 2, width: w, height: h
      ),
      scale: scale)
    guard rect.width > 0, rect.height > 0 else { return nil }
    let sprite = try CairoSurface(width: rect.width, height: rect.height)
    let cr = try CairoContext(surface: sprite)
    let src = image.surface
    cairo_scale(
      cr.pointer, Double(rect.width) / Double(src.width), Double(rect.height) / Double(src.height))
    cairo_set_source_surface(cr.pointer, src.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr.pointer), CAIRO_EXTEND_PAD)
    cairo_paint(cr.pointer)
    try cr.check(during: "drawing image '\(name)' of the input bar")
    return (sprite, rect)
  }
}
