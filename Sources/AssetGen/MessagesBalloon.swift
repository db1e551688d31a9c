import CCairo

/// The `bubbles` theme's balloons, after current iOS Messages: flat blue (local) and light
/// grey (others), no gloss and no edge, 17-pt corners (a one-line bubble, 36 pt high, is
/// nearly a pill), and a tail that curls out of the bottom corner on the last bubble of a run.
///
/// 49×37 pt. The body runs from x 0 to 43 (its edge 6 pt inside the image on the tail side,
/// where the tail reaches), caps left 24 and top 18: the 17-pt corners end inside the caps
/// and the tail (6 pt wide beyond the body, 10 pt up its side) inside the 24-pt side cap
/// and the 18-pt bottom cap. The tailless variant is the same body without the tail, so a
/// run's bubbles line up.
///
/// Colours: blue #0A7CFF, the iMessage blue of iOS 15–17 screenshots (systemBlue #007AFF
/// a little lighter); grey #E9E9EB, the received-bubble grey (between systemGray5 #E5E5EA
/// and systemGray6 #F2F2F7).
enum MessagesBalloon {
  static let width = 49
  static let height = 37
  static let caps = CapInsets.stretchable(width: width, height: height, left: 24, top: 18)
  static let radius = 17.0
  static let tail = 6.0
  static let blue = Color(0x0A7CFF)
  static let grey = Color(0xE9E9EB)
  /// The received-bubble grey of the dark appearance (#262628, systemGray5 dark #2C2C2E a
  /// little darker, as Messages draws it on black).
  static let graphite = Color(0x262628)

  /// `<colour>-<side>` or `<colour>-<side>-tailless`, the tail on `side`.
  static func image(_ colour: String, _ fill: Color, tail side: TailSide, tailless: Bool = false)
    -> AssetImage
  {
    .sided(
      "\(colour)-\(side.rawValue)" + (tailless ? "-tailless" : ""), width: width, height: height,
      bodyCap: 24, top: 18, tail: side
    ) { canvas in
      let cr = canvas.cr
      path(cr, tailless: tailless)
      canvas.setColor(fill)
      cairo_fill(cr)
    }
  }

  /// The outline with the tail at the bottom right (or the body alone).
  static func path(_ cr: OpaquePointer, tailless: Bool) {
    let w = Double(width)
    let h = Double(height)
    let r = radius
    let body = w - tail
    BalloonOutline.start(cr, right: body, radius: r)
    if tailless {
      BalloonOutline.bottomRightCorner(cr, right: body, bottom: h, radius: r)
    } else {
      // Down the side to 10 pt above the bottom, out to the tip at the bottom corner, back
      // in along a curl that meets the bottom edge 14 pt inside the body.
      cairo_line_to(cr, body, h - 10)
      cairo_curve_to(cr, body, h - 4, body + 2.5, h - 1, w, h)
      cairo_curve_to(cr, w - 3.5, h + 0.2, w - 7, h - 0.8, body - 3.5, h - 2.8)
      cairo_curve_to(cr, body - 6.5, h - 0.5, body - 10, h, body - 14, h)
    }
    BalloonOutline.closeLeftSide(cr, bottom: h, radius: r)
  }
}

/// The `green` theme's bubbles, after WhatsApp: 8-pt corners, a small hooked tail at the
/// top outer corner of the first bubble of a run (that corner square), a soft shadow line
/// along the bottom.
///
/// 27×24 pt: the body from x 0 to 19, the tail 8 pt beyond it and 10 pt down its side;
/// caps 9 pt on the body side, 17 on the tail side (8-pt corner, the tail and a point), 12 on top
/// (the tail) and 11 below. Local green #D9FDD3 (WhatsApp's light theme since 2022), others
/// white; the shadow is black at 13 % opacity, 0.5 pt under the body.
enum ChatAppBubble {
  static let width = 27
  static let height = 24
  static let radius = 8.0
  static let tail = 8.0
  static let green = Color(0xD9FDD3)
  /// WhatsApp's dark appearance: local #005C4B, others #202C33.
  static let teal = Color(0x005C4B)
  static let slate = Color(0x202C33)

  /// `<colour>-<side>` or `<colour>-<side>-tailless`, the tail on `side`.
  static func image(_ colour: String, _ fill: Color, tail side: TailSide, tailless: Bool = false)
    -> AssetImage
  {
    .sided(
      "\(colour)-\(side.rawValue)" + (tailless ? "-tailless" : ""), width: width, height: height,
      bodyCap: 9, top: 12, tail: side
    ) { canvas in
      let cr = canvas.cr
      canvas.saved {
        cairo_translate(cr, 0, 0.5)
        path(cr, tailless: tailless, bottom: Double(height) - 0.5)
        canvas.setColor(Color(0x000000, alpha: 0.13))
        cairo_fill(cr)
      }
      path(cr, tailless: tailless, bottom: Double(height) - 0.5)
      canvas.setColor(fill)
      cairo_fill(cr)
    }
  }

  /// The outline with the tail at the top right (or the body alone), bottom edge at `h`.
  static func path(_ cr: OpaquePointer, tailless: Bool, bottom h: Double) {
    let r = radius
    let c = BalloonOutline.handle(r)
    let body = Double(width) - tail
    cairo_new_path(cr)
    cairo_move_to(cr, r, 0)
    if tailless {
      cairo_line_to(cr, body - r, 0)
      cairo_curve_to(cr, body - c, 0, body, c, body, r)
    } else {
      // Along the top to the tip (rounded by 1.5 pt), then a slightly concave edge back
      // to the body's side 10 pt down.
      cairo_line_to(cr, body + tail - 1.6, 0)
      cairo_curve_to(cr, body + tail - 0.4, 0, body + tail + 0.2, 1.2, body + tail - 0.6, 2.2)
      cairo_curve_to(cr, body + 4, 5.5, body + 1, 8, body, 10)
    }
    BalloonOutline.bottomRightCorner(cr, right: body, bottom: h, radius: r)
    BalloonOutline.closeLeftSide(cr, bottom: h, radius: r)
  }
}

extension AssetImage {
  /// A balloon drawn with its tail on the right, mirrored for a tail on the left: its caps
  /// `bodyCap` on the side away from the tail (the stretchable column one point past it)
  /// and `top` above the stretchable row, swapped with the drawing.
  static func sided(
    _ name: String, width: Int, height: Int, bodyCap: Int, top: Int, tail side: TailSide,
    draw: @escaping (Canvas) -> Void
  ) -> AssetImage {
    let left = side == .right ? bodyCap : width - bodyCap - 1
    let caps = CapInsets.stretchable(width: width, height: height, left: left, top: top)
    return AssetImage(name: name, width: width, height: height, caps: caps) { canvas in
      if side == .left {
        cairo_translate(canvas.cr, Double(width), 0)
        cairo_scale(canvas.cr, -1, 1)
      }
      draw(canvas)
    }
  }
}
