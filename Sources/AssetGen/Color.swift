import CCairo

/// A straight-alpha sRGB colour.
struct Color {
  var red: Double
  var green: Double
  var blue: Double
  var alpha: Double

  /// `0xRRGGBB` with the given opacity.
  init(_ hex: UInt32, alpha: Double = 1) {
    red = Double((hex >> 16) & 0xFF) / 255
    green = Double((hex >> 8) & 0xFF) / 255
    blue = Double(hex & 0xFF) / 255
    self.alpha = alpha
  }

  static let white = Color(0xFFFFFF)

  /// This colour with another opacity.
  func opacity(_ alpha: Double) -> Color {
    var copy = self
    copy.alpha = alpha
    return copy
  }
}

extension Canvas {
  /// Sets a solid source colour.
  func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// Sets a vertical linear gradient from `top` at `y0` to `bottom` at `y1` (padded beyond).
  func setVerticalGradient(_ top: Color, at y0: Double, _ bottom: Color, at y1: Double) {
    setVerticalGradient(from: y0, to: y1, stops: [(0, top), (1, bottom)])
  }

  /// Sets a vertical linear gradient from `y0` to `y1` with `stops` at offsets 0…1 of it.
  func setVerticalGradient(from y0: Double, to y1: Double, stops: [(Double, Color)]) {
    let pattern = cairo_pattern_create_linear(0, y0, 0, y1)  // Owned: destroyed below.
    for (offset, color) in stops {
      cairo_pattern_add_color_stop_rgba(
        pattern, offset, color.red, color.green, color.blue, color.alpha)
    }
    cairo_set_source(cr, pattern)  // The context keeps its own reference.
    cairo_pattern_destroy(pattern)
  }
}
