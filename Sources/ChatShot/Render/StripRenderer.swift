internal import CCairo

/// Draws a laid-out timeline in horizontal strips of device pixels, so that an image of any
/// height (Cairo surfaces stop at 32767 px) renders in bounded memory.
///
/// Each strip is cleared, translated to its place, and only the rows that reach into it are
/// drawn; balloons and avatars are pre-rendered sprites painted at integer offsets, so the
/// pixels do not depend on where the strip boundaries fall.
final class StripRenderer {
  let layout: TimelineLayout
  let theme: Theme
  let scale: Double
  let pixelWidth: Int
  let pixelHeight: Int
  let text: TextDrawing
  let sprites: SpriteMaker
  private let chrome: ChromePainter?
  /// Text layouts of the rows that reach into the current strip, by row index.
  private var paragraphs: [Int: Paragraph] = [:]

  init(
    layout: TimelineLayout, theme: Theme, scale: Double, text: TextDrawing, images: ImageProviding,
    cache: RenderCache = RenderCache()
  ) {
    self.layout = layout
    self.theme = theme
    self.scale = scale
    self.text = text
    self.sprites = SpriteMaker(
      theme: theme, images: images, scale: scale, cache: cache,
      avatarSizes: images.avatarSizes(in: layout, theme: theme, scale: scale))
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
  var isOpaque: Bool { theme.background.alpha >= 1 }

  /// Renders every strip in order and hands each to `consume` with its surface and row count.
  func render(
    stripHeight: Int = 256, consume: (CairoSurface, Int) throws -> Void
  ) throws {
    let surface = try CairoSurface(width: pixelWidth, height: min(stripHeight, pixelHeight))
    let cr = try CairoContext(surface: surface)
    let rows = layout.rows
    var first = 0
    for top in stride(from: 0, to: pixelHeight, by: stripHeight) {
      let count = min(stripHeight, pixelHeight - top)
      clear(cr)
      while first < rows.count, deviceMaxY(rows[first]) <= top { first += 1 }
      var i = first
      while i < rows.count, Int((rows[i].drawnMinY * scale).rounded(.down)) < top + count {
        if deviceMaxY(rows[i]) > top {
          try draw(rows[i], stripTop: top, stripHeight: count, on: cr)
        }
        i += 1
      }
      sprites.evictBubbles(above: top + count, rows: rows[first..<i])
      evictParagraphs(above: top + count, rows: rows[first..<i])
      if let chrome, chrome.rect.y < top + count, chrome.rect.maxY > top {
        try chrome.paint(on: cr, stripTop: top)
      }
      try drawScreen(stripTop: top, stripHeight: count, on: cr)
      try cr.check(during: "drawing the rows at y = \(top) px")
      try consume(surface, count)
    }
  }

  private func deviceMaxY(_ row: MessageFrame) -> Int {
    Int((row.drawnMaxY * scale).rounded(.up))
  }

  private func clear(_ cr: CairoContext) {
    cairo_identity_matrix(cr.pointer)
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
    cr.setColor(theme.background)
    cairo_paint(cr.pointer)
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_OVER)
  }

  /// Sets the transform from points to this strip's device pixels.
  func usePoints(_ cr: CairoContext, stripTop: Int) {
    cairo_identity_matrix(cr.pointer)
    cairo_translate(cr.pointer, 0, -Double(stripTop))
    cairo_scale(cr.pointer, scale, scale)
  }

  private func paint(
    _ sprite: CairoSurface, at rect: DeviceRect, stripTop: Int, on cr: CairoContext
  ) {
    cairo_identity_matrix(cr.pointer)
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
    cairo_identity_matrix(cr.pointer)
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
    cairo_identity_matrix(cr.pointer)
    cr.setColor(style.color)
    cairo_rectangle(
      cr.pointer, Double(left), Double(bottom - thickness - stripTop), Double(right - left),
      Double(thickness))
    cairo_fill(cr.pointer)
  }

  private func draw(_ row: MessageFrame, stripTop: Int, stripHeight: Int, on cr: CairoContext)
    throws
  {
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
    let bubbleRect = DeviceRect(row.bubble, scale: scale)
    let strip = stripTop..<(stripTop + stripHeight)
    if row.kind == .system || row.kind == .emoji {
      usePoints(cr, stripTop: stripTop)
      drawNoticeBackground(row, on: cr)
    } else if let pieces = try sprites.bubble(for: row, rect: bubbleRect, strip: strip) {
      for piece in pieces { paint(piece.sprite, at: piece.rect, stripTop: stripTop, on: cr) }
    } else if case .fill(let color, let radius) = theme.bubbleBackground(for: row) {
      usePoints(cr, stripTop: stripTop)
      cr.setColor(color)
      cr.roundedRect(row.bubble, radius: radius)
      cairo_fill(cr.pointer)
    }
    usePoints(cr, stripTop: stripTop)
    if row.kind == .typing { drawTypingDots(row, on: cr) }
    if let paragraph = paragraph(for: row) {
      // The strip in points, widened by a pixel for antialiasing at its edges.
      let visible = Double(stripTop - 1) / scale..<Double(stripTop + stripHeight + 1) / scale
      let color = row.kind == .system ? theme.noticeStyle.textColor : appearance.textColor
      text.drawParagraph(
        paragraph, color: color, at: (row.text.x, row.text.y), visible: visible, on: cr)
    }
    drawSmallLines(row, on: cr)
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
      for line in smallLines(of: row) {
        text.releaseParagraph(line.text, font: line.font, maxWidth: layout.width)
      }
    }
  }
}
