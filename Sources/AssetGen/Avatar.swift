import CCairo

/// Seed 002's `me` and `other` avatar icons: a rounded square in a two-tone gradient with a
/// white head-and-shoulders silhouette. 40×40 pt, drawn bold enough to read at 30 pt.
enum Avatar {
  static let size = 40
  static let cornerRadius = 6.0

  /// `avatar-me`: blue-green.
  static var me: AssetImage { image("avatar-me", top: Color(0x5FD0B5), bottom: Color(0x2B9E8C)) }
  /// `avatar-other`: violet.
  static var other: AssetImage {
    image("avatar-other", top: Color(0xA78BF0), bottom: Color(0x7256D6))
  }

  /// `weixin-avatar-me` and `weixin-avatar-other`: the same, square to the edge, for a
  /// theme that rounds avatars itself (`weixin`'s 4-pt corners; the seed images' own 6-pt
  /// corners would show inside them).
  static var weixinMe: AssetImage {
    image("weixin-avatar-me", top: Color(0x5FD0B5), bottom: Color(0x2B9E8C), radius: 0)
  }
  static var weixinOther: AssetImage {
    image("weixin-avatar-other", top: Color(0xA78BF0), bottom: Color(0x7256D6), radius: 0)
  }

  static func image(_ name: String, top: Color, bottom: Color, radius: Double = cornerRadius)
    -> AssetImage
  {
    AssetImage(name: name, width: size, height: size, caps: nil) { canvas in
      let cr = canvas.cr
      let s = Double(size)
      cairo_new_path(cr)
      if radius > 0 {
        roundedRect(cr, x: 0, y: 0, width: s, height: s, radius: radius)
      } else {
        cairo_rectangle(cr, 0, 0, s, s)
      }
      canvas.setVerticalGradient(top, at: 0, bottom, at: s)
      cairo_fill_preserve(cr)
      cairo_clip(cr)
      canvas.setColor(Color.white.opacity(0.92))
      // Head.
      cairo_new_sub_path(cr)
      cairo_arc(cr, s / 2, 15.5, 7.5, 0, 2 * Double.pi)
      cairo_fill(cr)
      // Shoulders: the top of an ellipse, cut off by the bottom edge.
      canvas.saved {
        cairo_translate(cr, s / 2, s + 3)
        cairo_scale(cr, 15, 15)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
      }
      cairo_fill(cr)
    }
  }
}

/// Adds a closed rounded-rectangle sub-path (circular corners of `radius`).
func roundedRect(
  _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius r: Double
) {
  let pi = Double.pi
  cairo_new_sub_path(cr)
  cairo_arc(cr, x + width - r, y + r, r, -pi / 2, 0)
  cairo_arc(cr, x + width - r, y + height - r, r, 0, pi / 2)
  cairo_arc(cr, x + r, y + height - r, r, pi / 2, pi)
  cairo_arc(cr, x + r, y + r, r, pi, 3 * pi / 2)
  cairo_close_path(cr)
}
