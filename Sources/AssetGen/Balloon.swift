import CCairo

/// Which side a balloon's tail points to.
enum TailSide: String {
  case left, right
}

/// The Jabber seed's iOS-style balloons (`orange.png`, `aqua.png` with
/// `stretchableImageWithLeftCapWidth:24 topCapHeight:15`): a rounded body with a tail that
/// flicks out of the bottom corner, as in iOS Messages.
///
/// 49×31 pt. The body corners have a 14-pt radius, so they end inside the 15-pt top cap; the
/// tail is 22 pt wide and 11 pt high, so it fits inside the 24-pt side cap and the 15-pt
/// bottom cap. The image is symmetric about its stretchable column (x 24…25), so the
/// mirrored right-tail variant uses the very same caps.
enum Balloon {
  static let width = 49
  static let height = 31
  static let caps = CapInsets.stretchable(width: width, height: height, left: 24, top: 15)
  static let cornerRadius = 14.0

  /// Orange: the seed's sent-message balloon.
  static let orange = Palette(fill: Color(0xFFB340), edge: Color(0xE8931A))
  /// Aqua: the seed's received-message balloon.
  static let aqua = Palette(fill: Color(0x6ECFF6), edge: Color(0x3FB4E6))

  /// Fill and edge colours of one balloon.
  struct Palette {
    var fill: Color
    var edge: Color
  }

  /// The image named `<colour>-<side>`, or `<colour>-<side>-tailless` without the tail:
  /// the same body (its edge 4 pt inside the image on `side`) for the bubbles above the
  /// last of a run, so a run's bubbles line up.
  static func image(_ colour: String, _ palette: Palette, tail: TailSide, tailless: Bool = false)
    -> AssetImage
  {
    let name = "\(colour)-\(tail.rawValue)" + (tailless ? "-tailless" : "")
    return AssetImage(name: name, width: width, height: height, caps: caps) { canvas in
      draw(canvas, palette, tail: tail, tailless: tailless)
    }
  }

  static func draw(_ canvas: Canvas, _ palette: Palette, tail: TailSide, tailless: Bool = false) {
    let cr = canvas.cr
    let w = Double(width)
    let h = Double(height)
    if tail == .left {
      cairo_translate(cr, w, 0)
      cairo_scale(cr, -1, 1)
    }
    if tailless {
      taillessPath(cr, width: w, height: h)
    } else {
      tailRightPath(cr, width: w, height: h)
    }
    canvas.setColor(palette.fill)
    cairo_fill_preserve(cr)
    // Gloss: a white wash fading out above the stretchable row (y 15…16), so that row and
    // everything below the top cap stay one flat colour.
    // The stops ease out so the wash has no visible lower edge.
    canvas.setVerticalGradient(
      from: 0, to: 13,
      stops: [0, 0.25, 0.5, 0.75, 1].map { t in (t, Color.white.opacity(0.5 * (1 - t) * (1 - t))) })
    cairo_fill_preserve(cr)
    // A hairline of the darker edge colour just inside the outline.
    canvas.saved {
      cairo_clip_preserve(cr)
      canvas.setColor(palette.edge.opacity(0.8))
      cairo_set_line_width(cr, 1.0)
      cairo_stroke(cr)
    }
    cairo_new_path(cr)
  }

  /// The body alone, a rounded rectangle whose right edge is the tailed body's (4 pt inside
  /// the image), in the rect 0…`width` × 0…`height`.
  static func taillessPath(_ cr: OpaquePointer, width w: Double, height h: Double) {
    let r = cornerRadius
    let body = w - 4
    BalloonOutline.start(cr, right: body, radius: r)
    BalloonOutline.bottomRightCorner(cr, right: body, bottom: h, radius: r)
    BalloonOutline.closeLeftSide(cr, bottom: h, radius: r)
  }

  /// The outline with the tail at the bottom right, in the rect 0…`width` × 0…`height`.
  ///
  /// The tail curves follow the widely copied iOS 7 Messages bubble path (tip at the
  /// bottom-right corner, a notch 11 pt to its left); the body edge on the tail side runs
  /// 4 pt inside the image edge.
  static func tailRightPath(_ cr: OpaquePointer, width w: Double, height h: Double) {
    let r = cornerRadius
    let body = w - 4  // Right edge of the body on the tail side.
    BalloonOutline.start(cr, right: body, radius: r)
    cairo_line_to(cr, body, h - 11)
    cairo_curve_to(cr, body, h - 1, w, h, w, h)
    cairo_curve_to(cr, w - 4.07, h, w - 8.16, h - 1.06, w - 11.04, h - 4.04)
    cairo_curve_to(cr, w - 16, h, w - 19, h, w - 22, h)
    BalloonOutline.closeLeftSide(cr, bottom: h, radius: r)
  }
}
