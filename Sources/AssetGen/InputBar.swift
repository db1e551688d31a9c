import CCairo

/// Seed 002's 44-pt input bar chrome: the bar's background and the text field's background,
/// both stretchable with centred caps.
enum InputBar {
  static let barFill = Color(0xF5F5F7)
  static let barLine = Color(0xB2B2B8)
  static let fieldBorder = Color(0xC8C8CE)

  /// `bar-background`: 9×44 pt, flat light grey with a hairline (0.5 pt) along the top.
  static var background: AssetImage {
    let w = 9
    let h = 44
    return AssetImage(
      name: "bar-background", width: w, height: h,
      caps: .centred(width: w, height: h)
    ) { canvas in
      let cr = canvas.cr
      canvas.setColor(barFill)
      cairo_paint(cr)
      canvas.setColor(barLine)
      cairo_rectangle(cr, 0, 0, Double(w), 0.5)
      cairo_fill(cr)
    }
  }

  /// `textfield-background`: 31×33 pt, white rounded rectangle (radius 6 pt) with a 1-pt
  /// grey border.
  static var textField: AssetImage {
    let w = 31
    let h = 33
    return AssetImage(
      name: "textfield-background", width: w, height: h,
      caps: .centred(width: w, height: h)
    ) { canvas in
      let cr = canvas.cr
      roundedRect(cr, x: 0.5, y: 0.5, width: Double(w) - 1, height: Double(h) - 1, radius: 5.5)
      canvas.setColor(.white)
      cairo_fill_preserve(cr)
      canvas.setColor(fieldBorder)
      cairo_set_line_width(cr, 1)
      cairo_stroke(cr)
    }
  }
}
