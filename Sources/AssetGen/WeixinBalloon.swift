import CCairo

/// The `weixin` theme's balloons, after today's WeChat for iOS: flat, no border, 4-pt
/// corners, and a small pointed tail 6 pt deep on the side of the avatar, its tip 20 pt below
/// the balloon's top (the middle of a 40-pt avatar beside a one-line, 40-pt balloon).
///
/// 18×34 pt, drawn with the tail on the right: the body from x 0 to 12, the tail from 12 to
/// 18 between y 14 and 26; caps 6 on the body side (the 4-pt corner and 2 pt of straight edge)
/// and 11 on the tail side, 28 on top (the tail and 2 pt) and 5 below, so the tail stays
/// where it is however tall the balloon grows.
///
/// Colours from WeUI, WeChat's own design library (Tencent/weui, src/style/base/theme/vars):
/// `--weui-LIGHTGREEN` #95EC69 (dark #3EB575) for the local user's balloon, `--weui-BG-2`
/// white for others' (dark `--weui-BG-5` #2C2C2C).
enum WeixinBalloon {
  static let width = 18
  static let height = 34
  static let bodyCap = 6
  static let topCap = 28
  static let radius = 4.0
  static let tail = 6.0
  /// The tail's base on the body's edge, in points from the top; the tip is half-way.
  static let tailTop = 14.0
  static let tailBottom = 26.0
  static let green = Color(0x95EC69)
  static let greenDark = Color(0x3EB575)
  static let white = Color.white
  static let whiteDark = Color(0x2C2C2C)

  /// `weixin-<colour>-<side>` (`-dark` appended by `suffix`), the tail on `side`.
  static func image(_ colour: String, _ fill: Color, tail side: TailSide, suffix: String = "")
    -> AssetImage
  {
    .sided(
      "weixin-\(colour)-\(side.rawValue)\(suffix)", width: width, height: height,
      bodyCap: bodyCap, top: topCap, tail: side
    ) { canvas in
      path(canvas.cr)
      canvas.setColor(fill)
      cairo_fill(canvas.cr)
    }
  }

  /// The outline with the tail on the right.
  static func path(_ cr: OpaquePointer) {
    let w = Double(width)
    let h = Double(height)
    let r = radius
    let body = w - tail
    let tipY = (tailTop + tailBottom) / 2
    BalloonOutline.start(cr, right: body, radius: r)
    cairo_line_to(cr, body, tailTop)
    // Straight flanks meeting in a tip rounded by about a point.
    cairo_line_to(cr, w - 1.2, tipY - 0.9)
    cairo_curve_to(cr, w - 0.1, tipY - 0.3, w - 0.1, tipY + 0.3, w - 1.2, tipY + 0.9)
    cairo_line_to(cr, body, tailBottom)
    BalloonOutline.bottomRightCorner(cr, right: body, bottom: h, radius: r)
    BalloonOutline.closeLeftSide(cr, bottom: h, radius: r)
  }
}
