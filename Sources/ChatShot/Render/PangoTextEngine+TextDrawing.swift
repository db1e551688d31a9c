extension PangoTextEngine: TextDrawing {
  func drawParagraph(
    _ text: String, font: FontSpec, maxWidth: Double, color: RGBAColor,
    at origin: (x: Double, y: Double), on cr: CairoContext
  ) {
    draw(text, font: font, maxWidth: maxWidth, color: color.components, at: origin, on: cr.pointer)
  }

  func releaseParagraph(_ text: String, font: FontSpec, maxWidth: Double) {
    keptLayouts.release(.init(text: text, font: font, maxWidth: maxWidth))
  }

  func drawLabel(_ text: String, font: FontSpec, color: RGBAColor, in frame: Rect, on cr: CairoContext) {
    drawLine(text, font: font, in: frame, alignment: .center, color: color.components, on: cr.pointer)
  }
}

extension RGBAColor {
  var components: TextColor { (red, green, blue, alpha) }
}
