internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Draws the status bar, header and home indicator as Cairo vector paths and Pango text in
/// points at render time, so they are crisp at every scale (no bitmaps to pick between).
extension StripRenderer {
  /// Draws every screen part that reaches into the strip starting at device row `stripTop`.
  func drawScreen(stripTop: Int, stripHeight: Int, on cr: CairoContext) throws(RenderError) {
    let visible = Double(stripTop - 1) / scale..<Double(stripTop + stripHeight + 1) / scale
    func reaches(_ r: Rect) -> Bool { r.minY < visible.upperBound && r.maxY > visible.lowerBound }
    if let bar = layout.screen.statusBar, let style = theme.statusBar, reaches(bar.frame) {
      usePoints(cr, stripTop: stripTop)
      drawStatusBar(bar, style: style, on: cr)
    }
    if let header = layout.screen.header, let style = theme.header, reaches(header.frame) {
      usePoints(cr, stripTop: stripTop)
      try drawHeader(header, style: style, stripTop: stripTop, on: cr)
    }
    if let home = layout.screen.homeIndicator, reaches(home.frame) {
      usePoints(cr, stripTop: stripTop)
      let style = theme.homeIndicator
      let chromeBelow = layout.chrome.map { $0.frame.maxY <= home.frame.minY } ?? false
      if !chromeBelow, let background = style?.background {
        fill(home.frame, background, on: cr)
      }
      cr.setColor(style?.color ?? RGBAColor(red: 0, green: 0, blue: 0))
      cr.roundedRect(home.bar, radius: home.bar.height / 2)
      cairo_fill(cr.pointer)
    }
    try cr.check(during: "drawing the screen parts")
  }

  private func fill(_ rect: Rect, _ color: RGBAColor, on cr: CairoContext) {
    cr.setColor(color)
    cairo_rectangle(cr.pointer, rect.x, rect.y, rect.width, rect.height)
    cairo_fill(cr.pointer)
  }

  private func drawStatusBar(_ bar: StatusBarFrame, style: StatusBarStyle, on cr: CairoContext) {
    if let background = style.background { fill(bar.frame, background, on: cr) }
    let color = style.color
    let timeAlignment: LabelAlignment = bar.layout == .android ? .left : .center
    // Taller bars carry a larger time (iOS: 12 pt under 20-pt bars, 15–17 pt beside a notch).
    var timeFont = style.font
    if bar.layout != .classic { timeFont.size += 3 }
    text.drawLine(
      bar.time, font: timeFont, color: color, in: bar.timeFrame, alignment: timeAlignment,
      on: cr)
    if let carrier = bar.carrier, let frame = bar.carrierFrame {
      var font = style.font
      font.weight = .regular
      text.drawLine(carrier, font: font, color: color, in: frame, alignment: .left, on: cr)
    }
    StatusIcons.signal(bar.signal, level: bar.signalLevel, color: color, on: cr)
    StatusIcons.wifi(bar.wifi, level: bar.wifiLevel, color: color, on: cr)
    if bar.layout == .android {
      StatusIcons.uprightBattery(bar.battery, level: bar.batteryLevel, color: color, on: cr)
    } else {
      StatusIcons.battery(bar.battery, level: bar.batteryLevel, color: color, on: cr)
    }
  }

  private func drawHeader(
    _ header: HeaderFrame, style: HeaderStyle, stripTop: Int, on cr: CairoContext
  ) throws(RenderError) {
    fill(header.frame, style.background, on: cr)
    if let separator = style.separator {
      // A hairline: one device pixel along the bottom edge.
      fill(
        Rect(x: 0, y: header.frame.maxY - 1 / scale, width: header.frame.width, height: 1 / scale),
        separator, on: cr)
    }
    StatusIcons.chevron(header.back, color: style.tint, on: cr)
    if let avatar = header.avatar {
      try drawHeaderAvatar(header, in: avatar, stripTop: stripTop, on: cr)
      usePoints(cr, stripTop: stripTop)
    }
    let alignment: LabelAlignment = style.alignment == .leading ? .left : .center
    text.drawLine(
      header.title, font: style.titleFont, color: style.titleColor, in: header.titleFrame,
      alignment: alignment, on: cr)
    if let subtitle = header.subtitle, let frame = header.subtitleFrame {
      text.drawLine(
        subtitle, font: style.subtitleFont, color: style.subtitleColor, in: frame,
        alignment: alignment, on: cr)
    }
  }

  /// The other participant's avatar as `avatarKind` says: their initials on their colour
  /// (the theme's initials font scaled to the header's avatar size), or the picture their
  /// rows show (their image, or the theme's default) at the header's size, or their picture
  /// file where no row shows it (a theme without message avatars); else a grey circle.
  private func drawHeaderAvatar(
    _ header: HeaderFrame, in frame: Rect, stripTop: Int, on cr: CairoContext
  ) throws(RenderError) {
    let row = layout.rows.first { $0.from == header.avatarOf && $0.icon != nil }
    let rect = DeviceRect(frame, scale: scale)
    if header.avatarKind == .initials, let letters = header.initials {
      drawInitials(
        letters, color: header.color, shape: theme.avatar?.shape ?? .circle,
        size: theme.avatar?.size ?? frame.width, in: frame, on: cr)
    } else if let sprite = try headerPicture(header, row: row, rect: rect) {
      cr.useDevice()
      cairo_set_source_surface(
        cr.pointer, sprite.pointer, Double(rect.x), Double(rect.y - stripTop))
      cairo_rectangle(
        cr.pointer, Double(rect.x), Double(rect.y - stripTop), Double(rect.width),
        Double(rect.height))
      cairo_fill(cr.pointer)
    } else {
      cr.setColor(RGBAColor(red: 0.56, green: 0.56, blue: 0.58))
      cr.roundedRect(frame, radius: frame.width / 2)
      cairo_fill(cr.pointer)
    }
  }
}

extension StripRenderer {
  /// The picture the header's avatar shows: the sprite the participant's rows use, else
  /// their picture file (`avatarKind` `image` where no row shows it); nil for neither.
  fileprivate func headerPicture(_ header: HeaderFrame, row: MessageFrame?, rect: DeviceRect)
    throws(RenderError) -> CairoSurface?
  {
    if let row, let sprite = try sprites.avatar(for: row, rect: rect) { return sprite }
    guard header.avatarKind == .image, let id = header.avatarOf else { return nil }
    return try sprites.participantPicture(of: id, rect: rect)
  }
}

/// The status bar's icons and the header's chevron as vector paths in points.
enum StatusIcons {
  /// Unlit bars and arcs: the colour at this opacity, as iOS draws them.
  static let dimAlpha = 0.3

  private static func set(_ color: RGBAColor, lit: Bool, on cr: CairoContext) {
    var c = color
    if !lit { c.alpha *= dimAlpha }
    cr.setColor(c)
  }

  /// Four bars rising left to right, `level` of them lit.
  static func signal(_ f: Rect, level: Int, color: RGBAColor, on cr: CairoContext) {
    let gap = f.width * 0.1
    let w = (f.width - 3 * gap) / 4
    for i in 0..<4 {
      let h = f.height * Double(i + 1) / 4
      set(color, lit: i < level, on: cr)
      cr.roundedRect(
        Rect(x: f.x + Double(i) * (w + gap), y: f.maxY - h, width: w, height: h),
        radius: min(1, w / 2))
      cairo_fill(cr.pointer)
    }
  }

  /// A fan of a dot and two arcs (three segments) opening upwards, `level` lit.
  static func wifi(_ f: Rect, level: Int, color: RGBAColor, on cr: CairoContext) {
    let cx = f.x + f.width / 2
    let cy = f.maxY
    let r = min(f.width / 2 / 0.94, f.height)
    let half = 0.78  // radians either side of straight up
    let bands = [(0.0, 0.34), (0.47, 0.66), (0.79, 1.0)]
    for (i, band) in bands.enumerated() {
      set(color, lit: i < level, on: cr)
      let inner = r * band.0
      let outer = r * band.1
      cairo_new_path(cr.pointer)
      cairo_arc(cr.pointer, cx, cy, outer, -Double.pi / 2 - half, -Double.pi / 2 + half)
      if inner > 0 {
        cairo_arc_negative(cr.pointer, cx, cy, inner, -Double.pi / 2 + half, -Double.pi / 2 - half)
      } else {
        cairo_line_to(cr.pointer, cx, cy)
      }
      cairo_close_path(cr.pointer)
      cairo_fill(cr.pointer)
    }
  }

  /// A horizontal battery: rounded outline, a cap on the right, the charge filled inside.
  static func battery(_ f: Rect, level: Int, color: RGBAColor, on cr: CairoContext) {
    let cap = 1.5
    let body = Rect(x: f.x, y: f.y, width: f.width - cap - 1, height: f.height)
    set(color, lit: false, on: cr)
    cairo_set_line_width(cr.pointer, 1)
    cr.roundedRect(
      Rect(x: body.x + 0.5, y: body.y + 0.5, width: body.width - 1, height: body.height - 1),
      radius: body.height * 0.3)
    cairo_stroke(cr.pointer)
    cr.roundedRect(
      Rect(x: body.maxX + 1, y: f.y + f.height * 0.33, width: cap, height: f.height * 0.34),
      radius: cap / 2)
    cairo_fill(cr.pointer)
    let inner = Rect(x: body.x + 2, y: body.y + 2, width: body.width - 4, height: body.height - 4)
    let charged = inner.width * Double(level) / 100
    guard charged > 0 else { return }
    var c = color
    if level <= 20 { c = RGBAColor(red: 1, green: 0.23, blue: 0.19, alpha: color.alpha) }
    cr.setColor(c)
    cr.roundedRect(
      Rect(x: inner.x, y: inner.y, width: charged, height: inner.height),
      radius: min(inner.height * 0.25, charged / 2))
    cairo_fill(cr.pointer)
  }

  /// An upright battery (Android): a cap on top, filled from the bottom.
  static func uprightBattery(_ f: Rect, level: Int, color: RGBAColor, on cr: CairoContext) {
    let cap = 1.5
    let body = Rect(x: f.x, y: f.y + cap, width: f.width, height: f.height - cap)
    set(color, lit: false, on: cr)
    cr.roundedRect(body, radius: 1.5)
    cairo_fill(cr.pointer)
    cr.roundedRect(
      Rect(x: f.x + f.width * 0.3, y: f.y, width: f.width * 0.4, height: cap + 0.5), radius: 0.5)
    cairo_fill(cr.pointer)
    let charged = body.height * Double(level) / 100
    guard charged > 0 else { return }
    cr.setColor(color)
    cr.roundedRect(
      Rect(x: body.x, y: body.maxY - charged, width: body.width, height: charged),
      radius: min(1.5, charged / 2))
    cairo_fill(cr.pointer)
  }

  /// A back chevron "<" filling the frame's height, stroked with round caps.
  static func chevron(_ f: Rect, color: RGBAColor, on cr: CairoContext) {
    cr.setColor(color)
    let p = cr.pointer
    cairo_set_line_width(p, 3)
    cairo_set_line_cap(p, CAIRO_LINE_CAP_ROUND)
    cairo_set_line_join(p, CAIRO_LINE_JOIN_ROUND)
    cairo_new_path(p)
    cairo_move_to(p, f.maxX - 1.5, f.y + 1.5)
    cairo_line_to(p, f.x + 1.5, f.y + f.height / 2)
    cairo_line_to(p, f.maxX - 1.5, f.maxY - 1.5)
    cairo_stroke(p)
    cairo_set_line_cap(p, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(p, CAIRO_LINE_JOIN_MITER)
  }
}
