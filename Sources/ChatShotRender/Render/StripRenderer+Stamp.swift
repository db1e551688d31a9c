internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Drawing the times of the modern looks: the time and ticks inside a WhatsApp-like bubble
/// (`ConversationStyle.Stamp`), the time beside a team chat's name (`Names.time`).
extension StripRenderer {
  /// Draws `row`'s stamp, if it has one (points transform set).
  func drawStamp(_ row: MessageFrame, on cr: CairoContext) {
    guard let stamp = row.stamp else { return }
    let style = theme.conversation
    if let s = style.stamp {
      var color = row.isLocal ? s.localColor ?? s.color : s.color
      var tickColor = s.tickColor
      if let shade = row.stampShade {
        // Over a photo: white on a translucent pill.
        cr.setColor(
          style.photoStyle.stampOverPhoto?.shade ?? ConversationStyle.StampOverPhoto.standardShade)
        cr.roundedRect(shade, radius: shade.height / 2)
        cairo_fill(cr.pointer)
        color = .white
        tickColor = .white
      }
      if !stamp.text.isEmpty {
        text.drawLabel(stamp.text, font: s.font, color: color, in: stamp.frame, on: cr)
      }
      if let status = row.status, status.value != .failed, let frame = status.frame,
        let ticks = status.text
      {
        // A failed message's frame is its red mark beside the bubble, drawn with the lines.
        // The stroke's settings stay with this drawing: later rows find the context as
        // the rows before left it whatever strip they are in.
        cairo_save(cr.pointer)
        cr.setColor(status.value == .read ? s.readColor : tickColor)
        Self.tickPath(count: ticks.unicodeScalars.count, in: frame, on: cr)
        cairo_set_line_width(cr.pointer, 1.4)
        cairo_set_line_cap(cr.pointer, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr.pointer, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr.pointer)
        cairo_restore(cr.pointer)
      }
    } else if let time = style.names?.time {
      text.drawLabel(stamp.text, font: time.font, color: time.color, in: stamp.frame, on: cr)
    }
  }

  /// One or two check marks, right-aligned in `frame` and centred on its height: a short
  /// leg down to the right and a long one up; the second, 4.5 pt to the right, only its
  /// long leg and the end of its short one (the rest would hide behind the first's), as
  /// WhatsApp's ticks.
  static func tickPath(count: Int, in frame: Rect, on cr: CairoContext) {
    let cy = frame.y + frame.height / 2 + 0.5
    let double = count >= 2
    let x = frame.maxX - 11 - (double ? 4.5 : 0)
    cairo_move_to(cr.pointer, x, cy - 0.5)
    cairo_line_to(cr.pointer, x + 3.5, cy + 3)
    cairo_line_to(cr.pointer, x + 10.5, cy - 4.5)
    if double {
      cairo_move_to(cr.pointer, x + 6.5, cy + 1.5)
      cairo_line_to(cr.pointer, x + 8, cy + 3)
      cairo_line_to(cr.pointer, x + 15, cy - 4.5)
    }
  }
}

/// A theme's wallpaper (`Theme.wallpaper`) drawn once at device resolution, a whole number
/// of device pixels each way, and tiled from the picture's top-left corner: every strip
/// repeats the very same pixels, whatever its height.
final class WallpaperTile {
  let tile: CairoSurface

  init(named name: String, images: ImageProviding, scale: Double) throws(RenderError) {
    let (image, _, size) = try images.image(named: name, scale: scale)
    let w = max(1, Int((size.width * scale).rounded()))
    let h = max(1, Int((size.height * scale).rounded()))
    tile = try CairoSurface(width: w, height: h)
    let cr = try CairoContext(surface: tile)
    let src = image.surface
    cairo_scale(cr.pointer, Double(w) / Double(src.width), Double(h) / Double(src.height))
    cairo_set_source_surface(cr.pointer, src.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr.pointer), CAIRO_EXTEND_REPEAT)
    cairo_paint(cr.pointer)
    try cr.check(during: "drawing the wallpaper")
  }

  /// Paints the tiles over the whole strip whose top is device row `stripTop`.
  func paint(on cr: CairoContext, stripTop: Int) {
    cr.useDevice()
    let offset = stripTop % tile.height
    cairo_set_source_surface(cr.pointer, tile.pointer, 0, -Double(offset))
    cairo_pattern_set_extend(cairo_get_source(cr.pointer), CAIRO_EXTEND_REPEAT)
    cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_NEAREST)
    cairo_paint(cr.pointer)
  }
}
