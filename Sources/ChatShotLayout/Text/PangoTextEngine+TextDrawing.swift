import ChatShotCore
import ChatShotImage
import ChatShotModel

extension PangoTextEngine {
  package func paragraph(_ text: String, font: FontSpec, maxWidth: Double) -> Paragraph? {
    let kept = keptLayouts.layout(for: .init(text: text, font: font, maxWidth: maxWidth))
    return (kept ?? layout(text, font: font, maxWidth: maxWidth)).map(Paragraph.init)
  }

  package func drawParagraph(
    _ paragraph: Paragraph, color: RGBAColor, at origin: (x: Double, y: Double),
    visible: Range<Double>,
    on cr: CairoContext
  ) {
    if let lines = paragraph.lines {
      draw(
        paragraph.layout, lines: lines, visible: visible, at: origin, color: color.components,
        on: cr.pointer)
    } else {
      draw(paragraph.layout, at: origin, color: color.components, on: cr.pointer)
    }
  }

  package func releaseParagraph(_ text: String, font: FontSpec, maxWidth: Double) {
    keptLayouts.release(.init(text: text, font: font, maxWidth: maxWidth))
  }

  package func releaseRich(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double
  ) {
    keptLayouts.releaseRich(.init(text: text, font: font, style: style, maxWidth: maxWidth))
  }

  package func drawLabel(
    _ text: String, font: FontSpec, color: RGBAColor, in frame: Rect, on cr: CairoContext
  ) {
    let key = KeptLayouts.LabelKey(text: text, font: font, width: Self.pangoLength(frame.width))
    guard key.width > 0 else { return }
    let layout: TextLayout
    if let kept = keptLayouts.labels[key] {
      layout = kept
    } else {
      guard let made = lineLayout(text, font: font, width: key.width) else { return }
      keptLayouts.labels[key] = made
      layout = made
    }
    drawLine(layout, in: frame, alignment: .center, color: color.components, on: cr.pointer)
  }

  package func drawLine(
    _ text: String, font: FontSpec, color: RGBAColor, in frame: Rect, alignment: LabelAlignment,
    on cr: CairoContext
  ) {
    drawLine(
      text, font: font, in: frame, alignment: alignment, color: color.components, on: cr.pointer)
  }
}

extension RGBAColor {
  package var components: TextColor { (red, green, blue, alpha) }
}
