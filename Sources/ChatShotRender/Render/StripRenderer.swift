internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Draws a laid-out timeline in horizontal strips of device pixels, so that an image of any
/// height (Cairo surfaces stop at 32767 px) renders in bounded memory.
///
/// Each strip is cleared, translated to its place, and only the rows that reach into it are
/// drawn; balloons and avatars are pre-rendered sprites painted at integer offsets, so the
/// pixels do not depend on where the strip boundaries fall.
package final class StripRenderer {
  let layout: TimelineLayout
  let theme: Theme
  let scale: Double
  package let pixelWidth: Int
  package let pixelHeight: Int
  let text: TextDrawing
  let sprites: SpriteMaker
  let chrome: ChromePainter?
  /// Photo and thumbnail sprites of the rows being drawn.
  let photos: PhotoSprites
  /// Device rows veiled with the dimming colour (`--highlight`), in order.
  package var veiled: [Range<Int>] = []
  private let images: ImageProviding
  /// The theme's wallpaper, made when the first strip is drawn; nil without one.
  private var wallpaper: WallpaperTile?
  /// Text layouts of the rows that reach into the current strip, by row index.
  private var paragraphs: [Int: Paragraph] = [:]

  /// A theme or built-in image (see `ImageProviding.image(named:scale:)`) at this scale.
  func imageNamed(_ name: String) throws(RenderError)
    -> (image: ScaledImage, caps: EdgeInsets?, size: Size)
  {
    try images.image(named: name, scale: scale)
  }

  package init(
    layout: TimelineLayout, theme: Theme, scale: Double, text: TextDrawing, images: ImageProviding,
    cache: RenderCache = RenderCache()
  ) {
    self.layout = layout
    self.theme = theme
    self.scale = scale
    self.text = text
    self.images = images
    self.sprites = SpriteMaker(
      theme: theme, images: images, scale: scale, cache: cache,
      avatarSizes: images.avatarSizes(in: layout, theme: theme, scale: scale))
    photos = PhotoSprites(images: images, scale: scale)
    if let frame = layout.chrome, let style = theme.chrome {
      chrome = ChromePainter(
        chrome: frame, style: style, images: images, scale: scale, text: text,
        backdrop: layout.screen.homeIndicator.map { home in
          frame.frame.maxY <= home.frame.minY
            ? Rect(
              x: 0, y: frame.frame.y, width: frame.frame.width,
              height: home.frame.maxY - frame.frame.y) : frame.frame
        } ?? frame.frame)
    } else {
      chrome = nil
    }
    pixelWidth = Int((layout.width * scale).rounded())
    pixelHeight = max(1, Int((layout.height * scale).rounded(.up)))
  }

  /// Whether the background lets anything show through (the PNG then keeps an alpha channel).
  package var isOpaque: Bool { theme.background.alpha >= 1 }

  /// Renders every strip in order and hands each to `consume` with its surface and row count.
  package func render(
    stripHeight: Int = 256, consume: (CairoSurface, Int) throws -> Void
  ) throws {
    let surface = try CairoSurface(width: pixelWidth, height: min(stripHeight, pixelHeight))
    let cr = try CairoContext(surface: surface)
    var first = 0
    for top in stride(from: 0, to: pixelHeight, by: stripHeight) {
      let count = min(stripHeight, pixelHeight - top)
      try drawStrip(top: top, height: count, from: &first, on: cr)
      try consume(surface, count)
    }
  }

  /// Draws device rows `top ..< top + height` on `cr`, whatever its surface (an image strip
  /// or a vector page whose ``CairoContext/deviceMatrix`` maps device pixels to points):
  /// the background, the rows that reach into them, the input bar. `first` is the first row
  /// not yet finished, advanced as rows end above the strip; strips come in order.
  func drawStrip(top: Int, height count: Int, from first: inout Int, on cr: CairoContext) throws {
    let rows = layout.rows
    clear(cr)
    if wallpaper == nil, let name = theme.wallpaper {
      wallpaper = try WallpaperTile(named: name, images: images, scale: scale)
    }
    wallpaper?.paint(on: cr, stripTop: top)
    while first < rows.count, deviceMaxY(rows[first]) <= top { first += 1 }
    var i = first
    while i < rows.count, deviceMinY(rows[i]) < top + count {
      if deviceMaxY(rows[i]) > top {
        try draw(rows[i], stripTop: top, stripHeight: count, on: cr)
      }
      i += 1
    }
    sprites.evictBubbles(above: top + count, rows: rows[first..<i])
    evictParagraphs(above: top + count, rows: rows[first..<i])
    drawTypingLine(stripTop: top, stripHeight: count, on: cr)
    if let chrome, chrome.rect.y < top + count, chrome.rect.maxY > top {
      try chrome.paint(on: cr, stripTop: top)
    }
    try drawScreen(stripTop: top, stripHeight: count, on: cr)
    try drawPointing(top: top, height: count, on: cr)
    try cr.check(during: "drawing the rows at y = \(top) px")
  }

  /// The first device row `row` draws on.
  func deviceMinY(_ row: MessageFrame) -> Int {
    Int((row.drawnMinY * scale).rounded(.down))
  }

  /// The device row below the last one `row` draws on.
  func deviceMaxY(_ row: MessageFrame) -> Int {
    Int((row.drawnMaxY * scale).rounded(.up))
  }

  private func clear(_ cr: CairoContext) {
    cr.useDevice()
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
    cr.setColor(theme.background)
    cairo_paint(cr.pointer)
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_OVER)
  }

  /// Sets the transform from points to this strip's device pixels.
  func usePoints(_ cr: CairoContext, stripTop: Int) {
    cr.useDevice()
    cairo_translate(cr.pointer, 0, -Double(stripTop))
    cairo_scale(cr.pointer, scale, scale)
  }

  func paint(
    _ sprite: CairoSurface, at rect: DeviceRect, stripTop: Int, on cr: CairoContext
  ) {
    cr.useDevice()
    cairo_set_source_surface(cr.pointer, sprite.pointer, Double(rect.x), Double(rect.y - stripTop))
    cairo_rectangle(
      cr.pointer, Double(rect.x), Double(rect.y - stripTop), Double(rect.width), Double(rect.height)
    )
    cairo_fill(cr.pointer)
  }

  /// Paints a stretched balloon band: its pixels, or around a centre it left out, those
  /// pixels and the centre's colour written straight into the strip (an opaque pixel over
  /// anything is that pixel: the same bytes as compositing it, without reading the sprite).
  private func paint(
    _ sprite: StretchedImage, at rect: DeviceRect, stripTop: Int, on cr: CairoContext
  ) {
    guard let c = sprite.centre else {
      return paint(sprite.surface, at: rect, stripTop: stripTop, on: cr)
    }
    let x = Double(rect.x)
    let y = Double(rect.y - stripTop)
    cr.useDevice()
    cairo_set_source_surface(cr.pointer, sprite.surface.pointer, x, y)
    // The frame around the centre: rows above and below it, columns left and right of it.
    let w = Double(rect.width)
    cairo_rectangle(cr.pointer, x, y, w, Double(c.y))
    let below = c.y + c.height
    cairo_rectangle(cr.pointer, x, y + Double(below), w, Double(rect.height - below))
    cairo_rectangle(cr.pointer, x, y + Double(c.y), Double(c.x), Double(c.height))
    let right = c.x + c.width
    cairo_rectangle(
      cr.pointer, x + Double(right), y + Double(c.y), Double(rect.width - right), Double(c.height))
    cairo_fill(cr.pointer)
    cr.surface.fill(
      c.pixel, x: rect.x + c.x, y: rect.y + c.y - stripTop, width: c.width, height: c.height)
  }

  /// A table-view separator along the bottom of `row`, beneath everything drawn after it,
  /// snapped to whole device pixels and at least one pixel thick.
  private func drawSeparator(_ row: MessageFrame, stripTop: Int, on cr: CairoContext) {
    guard let style = theme.row.separator else { return }
    let bottom = Int(((row.y + row.height) * scale).rounded())
    let thickness = max(1, Int((style.thickness * scale).rounded()))
    let left = Int((style.left * scale).rounded())
    let right = Int(((layout.width - style.right) * scale).rounded())
    guard right > left else { return }
    cr.useDevice()
    cr.setColor(style.color)
    cairo_rectangle(
      cr.pointer, Double(left), Double(bottom - thickness - stripTop), Double(right - left),
      Double(thickness))
    cairo_fill(cr.pointer)
  }

  private func draw(_ row: MessageFrame, stripTop: Int, stripHeight: Int, on cr: CairoContext)
    throws
  {
    // A typing row off its bubble draws in the header or on the typing line instead.
    if let placement = row.typingPlacement, placement != .bubble { return }
    drawSeparator(row, stripTop: stripTop, on: cr)
    if let label = row.label {
      usePoints(cr, stripTop: stripTop)
      text.drawLabel(
        label.text, font: theme.label.font, color: theme.label.color, in: label.frame, on: cr)
    }
    if let icon = row.icon, row.iconKind == .initials {
      usePoints(cr, stripTop: stripTop)
      drawInitials(row, in: icon, on: cr)
    } else if let icon = row.icon {
      let rect = DeviceRect(icon, scale: scale)
      if let sprite = try sprites.avatar(for: row, rect: rect) {
        paint(sprite, at: rect, stripTop: stripTop, on: cr)
      }
    }
    let appearance = row.isLocal ? theme.bubble.local : theme.bubble.other
    let bubbleRect = DeviceRect(row.balloonFrame, scale: scale)
    let strip = stripTop..<(stripTop + stripHeight)
    if row.kind == .system || row.kind == .emoji {
      usePoints(cr, stripTop: stripTop)
      drawNoticeBackground(row, on: cr)
    } else if !row.hasBalloon {
      // A bare photo alone: the photo is the bubble.
    } else if let pieces = try sprites.bubble(for: row, rect: bubbleRect, strip: strip) {
      for piece in pieces { paint(piece.sprite, at: piece.rect, stripTop: stripTop, on: cr) }
    } else if case .fill(let color, let radius) = theme.bubbleBackground(for: row) {
      usePoints(cr, stripTop: stripTop)
      cr.setColor(color)
      cr.roundedRect(row.balloonFrame, radius: radius)
      cairo_fill(cr.pointer)
    }
    usePoints(cr, stripTop: stripTop)
    if row.kind == .typing { drawTypingDots(row, on: cr) }
    try drawMedia(row, stripTop: stripTop, stripHeight: stripHeight, on: cr)
    if let rich = row.rich {
      let visible = Double(stripTop - 1) / scale..<Double(stripTop + stripHeight + 1) / scale
      text.drawRich(
        rich, font: row.textFont, style: theme.formattingStyle, maxWidth: row.wrapWidth,
        color: appearance.textColor, at: (row.text.x, row.text.y), visible: visible, on: cr)
    } else if let paragraph = paragraph(for: row) {
      // The strip in points, widened by a pixel for antialiasing at its edges.
      let visible = Double(stripTop - 1) / scale..<Double(stripTop + stripHeight + 1) / scale
      let color = row.kind == .system ? theme.noticeStyle.textColor : appearance.textColor
      text.drawParagraph(
        paragraph, color: color, at: (row.text.x, row.text.y), visible: visible, on: cr)
    }
    drawSmallLines(row, on: cr)
    drawReactions(row, on: cr)
    drawStamp(row, on: cr)
  }

  private func paragraph(for row: MessageFrame) -> Paragraph? {
    if let cached = paragraphs[row.index] { return cached }
    let made = text.paragraph(row.content, font: row.textFont, maxWidth: row.wrapWidth)
    paragraphs[row.index] = made
    return made
  }

  /// Forgets the text layouts of rows that end above device row `y` (their last strip is
  /// drawn), also the ones the measurer kept for drawing.
  private func evictParagraphs(above y: Int, rows: ArraySlice<MessageFrame>) {
    for row in rows where deviceMaxY(row) <= y {
      paragraphs[row.index] = nil
      text.releaseParagraph(row.content, font: row.textFont, maxWidth: row.wrapWidth)
      if let rich = row.rich {
        text.releaseRich(
          rich, font: row.textFont, style: theme.formattingStyle, maxWidth: row.wrapWidth)
      }
      for line in smallLines(of: row) {
        text.releaseParagraph(line.text, font: line.font, maxWidth: layout.width)
      }
    }
  }
}
