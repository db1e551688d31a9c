import CCairo

/// Seed 002's balloons (`chat_send_nor`, `chat_receive_nor`, stretched at half width and
/// half height): a rounded rectangle with a small triangular tail near the top of one side,
/// as in WeChat and QQ.
///
/// 45×45 pt with centred caps (22 pt each side of a 1-pt centre). The tail spans y 9…20,
/// inside the 22-pt top cap (its border included), so it stays level with the first line of
/// text however tall the balloon grows. Corner radius 5 pt; the tail is 6 pt deep.
///
/// Send colour: the seed draws sent text in WHITE, which WeChat's light green (#A0E75A)
/// cannot carry (1.5:1). #1A73E8, a saturated blue close to QQ's send balloon, gives white
/// text a contrast of 4.5:1 (WCAG AA for body text).
enum WeChatBalloon {
  static let size = 45
  static let caps = CapInsets.centred(width: size, height: size)
  static let sendFill = Color(0x1A73E8)
  static let receiveFill = Color.white
  static let receiveBorder = Color(0xD4D4D8)
  static let cornerRadius = 5.0
  static let tailDepth = 6.0
  /// The tail's base on the body edge, in points from the top; its tip is half-way.
  static let tailTop = 9.0
  static let tailBottom = 20.0

  /// `wechat-send`: blue, tail on the right, no border.
  static var send: AssetImage {
    AssetImage(name: "wechat-send", width: size, height: size, caps: caps) { canvas in
      outline(canvas.cr, inset: 0)
      canvas.setColor(sendFill)
      cairo_fill(canvas.cr)
    }
  }

  /// `wechat-receive`: white, tail on the left, 1-pt light grey border.
  static var receive: AssetImage {
    receive(name: "wechat-receive", fill: receiveFill, border: receiveBorder)
  }

  /// `wechat-receive-dark`: the receive balloon for the dark appearance, WeChat's dark grey
  /// #2C2C2C with a #3A3A3C border (a white balloon would glare on the dark background).
  static var receiveDark: AssetImage {
    receive(name: "wechat-receive-dark", fill: Color(0x2C2C2C), border: Color(0x3A3A3C))
  }

  private static func receive(name: String, fill: Color, border: Color) -> AssetImage {
    AssetImage(name: name, width: size, height: size, caps: caps) { canvas in
      let cr = canvas.cr
      cairo_translate(cr, Double(size), 0)
      cairo_scale(cr, -1, 1)
      // The border is centred on an outline inset by half its width, so it lands on whole
      // pixels at every integer scale.
      outline(cr, inset: 0.5)
      canvas.setColor(fill)
      cairo_fill_preserve(cr)
      canvas.setColor(border)
      cairo_set_line_width(cr, 1)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_stroke(cr)
    }
  }

  /// The outline with the tail on the right, shrunk by `inset` points on every side.
  static func outline(_ cr: OpaquePointer, inset: Double) {
    let s = Double(size)
    let r = cornerRadius - inset
    let left = inset
    let top = inset
    let right = s - tailDepth - inset  // The body edge on the tail side.
    let bottom = s - inset
    let tip = s - inset - 0.5
    BalloonOutline.start(cr, left: left, top: top, right: right, radius: r)
    cairo_line_to(cr, right, tailTop)
    // Tail: straight flanks meeting in a softly rounded tip.
    let tipY = (tailTop + tailBottom) / 2
    cairo_line_to(cr, tip - 1.2, tipY - 1.1)
    cairo_curve_to(cr, tip - 0.2, tipY - 0.4, tip - 0.2, tipY + 0.4, tip - 1.2, tipY + 1.1)
    cairo_line_to(cr, right, tailBottom)
    BalloonOutline.bottomRightCorner(cr, right: right, bottom: bottom, radius: r)
    BalloonOutline.closeLeftSide(cr, left: left, top: top, bottom: bottom, radius: r)
  }
}
