import CCairo

/// A contact sheet for looking at the images: every image at its own size, each balloon
/// stretched through its caps, and seed 002's input bar assembled at 320 pt. Not committed;
/// `swift run AssetGen --preview FILE [--scale N]` writes it.
enum Preview {
  static let width = 640
  static let gap = 10

  static func png(scale: Int) throws(AssetGenError) -> [UInt8] {
    let images = Catalog.images
    let byName = Dictionary(images.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let balloons = images.filter { $0.caps != nil && $0.name != "bar-background" }
    let stretchRows = (balloons.count + 1) / 2
    let height = 3 * gap + 50 + 50 + stretchRows * (80 + gap) + 44 + gap
    let sheet = try Canvas(width: width, height: height, scale: scale)
    sheet.setColor(.white)
    cairo_paint(sheet.cr)

    // Natural sizes, two rows.
    var x = gap
    var y = gap
    for image in images {
      if x + image.width > width - gap || image.name == "avatar-me" {
        x = gap
        y += 50 + gap
      }
      try place(image.render(scale: scale), on: sheet, x: x, y: y)
      x += image.width + gap
    }
    // Stretched: 200×80, then a smaller one (the seed's one-line size) beside it.
    y += 50 + gap
    for (index, image) in balloons.enumerated() {
      let source = try image.render(scale: scale)
      let caps = image.caps ?? CapInsets(top: 0, left: 0, bottom: 0, right: 0)
      let left = gap + (index % 2) * 315
      let top = y + (index / 2) * (80 + gap)
      NineSlice.paint(source, caps: caps, on: sheet, x: left, y: top, width: 200, height: 80)
      NineSlice.paint(source, caps: caps, on: sheet, x: left + 205, y: top, width: 90, height: 46)
    }
    y += stretchRows * (80 + gap)
    try inputBar(byName, on: sheet, y: y, scale: scale)
    return try sheet.pngBytes()
  }

  /// Seed 002's bar: background, voice button, text field, emoji and plus buttons.
  static func inputBar(
    _ byName: [String: AssetImage], on sheet: Canvas, y: Int, scale: Int
  ) throws(AssetGenError) {
    guard let bar = byName["bar-background"], let field = byName["textfield-background"],
      let voice = byName["button-voice"], let emoji = byName["button-emoji"],
      let plus = byName["button-plus"]
    else { return }
    NineSlice.paint(
      try bar.render(scale: scale), caps: bar.caps ?? .centred(width: 9, height: 44),
      on: sheet, x: 0, y: y, width: 320, height: 44)
    try place(voice.render(scale: scale), on: sheet, x: 5, y: y + 5)
    NineSlice.paint(
      try field.render(scale: scale), caps: field.caps ?? .centred(width: 31, height: 33),
      on: sheet, x: 44, y: y + 6, width: 188, height: 33)
    try place(emoji.render(scale: scale), on: sheet, x: 238, y: y + 5)
    try place(plus.render(scale: scale), on: sheet, x: 280, y: y + 5)
  }

  /// Paints `image` unscaled with its top left at (`x`, `y`) points.
  static func place(_ image: Canvas, on sheet: Canvas, x: Int, y: Int) {
    sheet.saved {
      cairo_set_source_surface(sheet.cr, image.surface, Double(x), Double(y))
      cairo_paint(sheet.cr)
    }
  }
}
