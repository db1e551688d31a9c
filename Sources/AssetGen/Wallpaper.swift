import CCairo
import Glibc

/// `green-wallpaper`: the `green` theme's tiled background, after WhatsApp's default
/// doodle wallpaper: outline doodles (speech balloons, hearts, stars, circles, squiggles)
/// in a slightly darker beige on #EFEAE2, 1.2 pt lines.
///
/// 160×160 pt, no caps (tiled, never stretched). Every doodle stays 6 pt inside the edges,
/// so the tile repeats without seams.
enum Wallpaper {
  static let size = 160
  static let paper = Color(0xEFEAE2)
  static let ink = Color(0xDDD5C9)

  static var green: AssetImage { tile("green-wallpaper", paper: paper, ink: ink) }

  /// `green-wallpaper-dark`: the same doodles for the dark appearance, #1B272E on #0B141A
  /// (WhatsApp's dark chat background).
  static var greenDark: AssetImage {
    tile("green-wallpaper-dark", paper: Color(0x0B141A), ink: Color(0x1B272E))
  }

  static func tile(_ name: String, paper: Color, ink: Color) -> AssetImage {
    AssetImage(name: name, width: size, height: size, caps: nil) { canvas in
      let cr = canvas.cr
      canvas.setColor(paper)
      cairo_paint(cr)
      canvas.setColor(ink)
      cairo_set_line_width(cr, 1.2)
      cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      for (i, doodle) in doodles.enumerated() {
        canvas.saved {
          cairo_translate(cr, doodle.x, doodle.y)
          cairo_rotate(cr, doodle.angle * Double.pi / 180)
          shapes[i % shapes.count](cr)
          cairo_stroke(cr)
        }
      }
    }
  }

  /// Where each doodle goes (its centre, in points) and how far it is turned, in degrees.
  static let doodles: [(x: Double, y: Double, angle: Double)] = [
    (22, 20, -12), (70, 16, 8), (120, 24, 20), (142, 64, -6), (96, 58, -25), (44, 60, 15),
    (18, 104, 30), (62, 100, -8), (108, 100, 12), (146, 118, -20), (36, 142, 5),
    (84, 140, -15), (128, 146, 25),
  ]

  /// The doodles, each drawn around the origin within about 12 pt of it.
  static var shapes: [(OpaquePointer) -> Void] {
    [
      { cr in  // A speech balloon with a tail.
        cairo_new_path(cr)
        roundedRect(cr, x: -10, y: -7, w: 20, h: 13, r: 4)
        cairo_move_to(cr, -4, 6)
        cairo_line_to(cr, -7, 11)
        cairo_line_to(cr, 0, 6)
      },
      { cr in  // A heart.
        cairo_new_path(cr)
        cairo_move_to(cr, 0, 8)
        cairo_curve_to(cr, -12, 0, -7, -10, 0, -4)
        cairo_curve_to(cr, 7, -10, 12, 0, 0, 8)
        cairo_close_path(cr)
      },
      { cr in  // A five-pointed star.
        cairo_new_path(cr)
        for k in 0..<10 {
          let a = Double(k) * Double.pi / 5 - Double.pi / 2
          let radius = k % 2 == 0 ? 9.0 : 4.0
          let x = cos(a) * radius
          let y = sin(a) * radius
          if k == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
        }
        cairo_close_path(cr)
      },
      { cr in  // Two circles, a little apart.
        cairo_new_path(cr)
        cairo_arc(cr, -3, -2, 6, 0, 2 * Double.pi)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 7, 6, 2.5, 0, 2 * Double.pi)
      },
      { cr in  // A squiggle.
        cairo_new_path(cr)
        cairo_move_to(cr, -11, 0)
        cairo_curve_to(cr, -7, -8, -3, -8, 0, 0)
        cairo_curve_to(cr, 3, 8, 7, 8, 11, 0)
      },
      { cr in  // A crescent moon.
        cairo_new_path(cr)
        cairo_arc(cr, 0, 0, 8, 0.6, 2 * Double.pi - 0.6)
        cairo_arc_negative(cr, 4, 0, 6, 2 * Double.pi - 1.2, 1.2)
        cairo_close_path(cr)
      },
      { cr in  // A camera.
        cairo_new_path(cr)
        roundedRect(cr, x: -10, y: -6, w: 20, h: 14, r: 3)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 1, 4, 0, 2 * Double.pi)
        cairo_move_to(cr, -4, -6)
        cairo_line_to(cr, -2, -9)
        cairo_line_to(cr, 2, -9)
        cairo_line_to(cr, 4, -6)
      },
    ]
  }

  static func roundedRect(
    _ cr: OpaquePointer, x: Double, y: Double, w: Double, h: Double, r: Double
  ) {
    cairo_new_sub_path(cr)
    cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
    cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
    cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
    cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
    cairo_close_path(cr)
  }
}
