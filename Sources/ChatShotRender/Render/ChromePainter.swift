internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Draws the input bar (`--chrome`): its background and items pre-rendered once as sprites at
/// device resolution and painted at integer offsets, like balloons, so strips never show
/// seams.
final class ChromePainter {
  private let chrome: ChromeFrame
  private let style: ChromeStyle
  private let images: ImageProviding
  private let scale: Double
  private let text: TextDrawing
  /// What the background covers: the bar, and below it the home indicator's area.
  private let backdrop: Rect
  private var sprites: [(sprite: CairoSurface, rect: DeviceRect, key: Rect)]?

  init(
    chrome: ChromeFrame, style: ChromeStyle, images: ImageProviding, scale: Double,
    text: TextDrawing, backdrop: Rect
  ) {
    self.chrome = chrome
    self.style = style
    self.images = images
    self.scale = scale
    self.text = text
    self.backdrop = backdrop
  }

  /// The device rectangle the bar paints: the bar and its backdrop.
  var rect: DeviceRect { DeviceRect(backdrop, scale: scale) }

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
    let all = try allSprites()
    var next = 0
    if case .image = style.background, let first = all.first, first.key == backdrop {
      paintSprite(first, on: cr, stripTop: stripTop)
      next = 1
    }
    for (item, frame) in zip(style.items, chrome.items) {
      if let fill = item.fill {
        usePoints(cr, stripTop: stripTop)
        cr.setColor(fill.color)
        cr.roundedRect(frame.frame, radius: fill.cornerRadius)
        cairo_fill(cr.pointer)
        if let border = fill.border {
          cr.setColor(border)
          cairo_set_line_width(cr.pointer, 1)
          let f = frame.frame
          cr.roundedRect(
            Rect(x: f.x + 0.5, y: f.y + 0.5, width: f.width - 1, height: f.height - 1),
            radius: max(0, fill.cornerRadius - 0.5))
          cairo_stroke(cr.pointer)
        }
        cr.useDevice()
      }
      if item.image != nil, next < all.count, all[next].key == frame.frame {
        paintSprite(all[next], on: cr, stripTop: stripTop)
        next += 1
      }
      if let t = item.text {
        usePoints(cr, stripTop: stripTop)
        let f = frame.frame
        let inset = t.centered ? 0 : t.inset
        text.drawLine(
          t.text, font: t.font, color: t.color,
          in: Rect(x: f.x + inset, y: f.y, width: max(0, f.width - inset), height: f.height),
          alignment: t.centered ? .center : .left, on: cr)
        cr.useDevice()
      }
    }
    try cr.check(during: "drawing the input bar")
  }

  private func usePoints(_ cr: CairoContext, stripTop: Int) {
    cr.useDevice()
    cairo_translate(cr.pointer, 0, -Double(stripTop))
    cairo_scale(cr.pointer, scale, scale)
  }

  private func paintSprite(
    _ s: (sprite: CairoSurface, rect: DeviceRect, key: Rect), on cr: CairoContext, stripTop: Int
  ) {
    let r = s.rect
    cr.useDevice()
    cairo_set_source_surface(cr.pointer, s.sprite.pointer, Double(r.x), Double(r.y - stripTop))
    cairo_rectangle(
      cr.pointer, Double(r.x), Double(r.y - stripTop), Double(r.width), Double(r.height))
    cairo_fill(cr.pointer)
  }

  /// The background's sprite (first, when it is an image) and each image item's, with the
  /// frame each belongs to.
  private func allSprites() throws(RenderError)
    -> [(sprite: CairoSurface, rect: DeviceRect, key: Rect)]
  {
    if let sprites { return sprites }
    var made: [(sprite: CairoSurface, rect: DeviceRect, key: Rect)] = []
    if case .image(let name) = style.background, let s = try sprite(name, in: backdrop) {
      made.append((s.sprite, s.rect, backdrop))
    }
    for item in chrome.items {
      if let image = item.image, let s = try sprite(image, in: item.frame) {
        made.append((s.sprite, s.rect, item.frame))
      }
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
