import CCairo

/// Seed 002's input bar buttons: a grey circle outline holding a glyph, 34×34 pt, like the
/// WeChat bar of 2015. Strokes are 1.5 pt with round caps.
enum BarButton {
  static let size = 34
  static let ink = Color(0x7A7E83)
  static let lineWidth = 1.5

  /// `button-voice`: a microphone.
  static var voice: AssetImage {
    image("button-voice") { cr in
      let c = Double(size) / 2
      roundedRect(cr, x: c - 3.25, y: 8.5, width: 6.5, height: 11.5, radius: 3.25)
      cairo_fill(cr)
      cairo_arc_negative(cr, c, 15.5, 6.25, Double.pi, 0)  // The cradle.
      cairo_stroke(cr)
      cairo_move_to(cr, c, 21.75)
      cairo_line_to(cr, c, 25)
      cairo_move_to(cr, c - 3.5, 25)
      cairo_line_to(cr, c + 3.5, 25)
      cairo_stroke(cr)
    }
  }

  /// `button-emoji`: the ring is the face; two eyes and a smile.
  static var emoji: AssetImage {
    image("button-emoji") { cr in
      let c = Double(size) / 2
      for x in [c - 4.5, c + 4.5] {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x, 13.5, 1.6, 0, 2 * Double.pi)
      }
      cairo_fill(cr)
      let pi = Double.pi
      cairo_arc(cr, c, 16.5, 7, pi * 0.2, pi * 0.8)
      cairo_stroke(cr)
    }
  }

  /// `button-plus`: a plus sign.
  static var plus: AssetImage {
    image("button-plus") { cr in
      let c = Double(size) / 2
      cairo_move_to(cr, c - 7, c)
      cairo_line_to(cr, c + 7, c)
      cairo_move_to(cr, c, c - 7)
      cairo_line_to(cr, c, c + 7)
      cairo_stroke(cr)
    }
  }

  /// A ring of `ink` with `glyph` drawn inside it in the same ink and stroke style.
  static func image(_ name: String, glyph: @escaping (OpaquePointer) -> Void) -> AssetImage {
    AssetImage(name: name, width: size, height: size, caps: nil) { canvas in
      let cr = canvas.cr
      let c = Double(size) / 2
      canvas.setColor(ink)
      cairo_set_line_width(cr, lineWidth)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_arc(cr, c, c, c - 1.5, 0, 2 * Double.pi)
      cairo_stroke(cr)
      glyph(cr)
    }
  }
}
