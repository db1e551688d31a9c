internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotModel

extension PangoTextEngine {
  /// Draws formatted text exactly as ``measureRich(_:font:style:maxWidth:)`` measured it,
  /// its top-left corner at `origin` (points): code blocks' shades and quote bars first, then
  /// each block's text and list marker, then spoiler blocks over their text. Blocks outside
  /// `visible` are skipped, and a tall block is drawn only where it reaches into the strip.
  package func drawRich(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double,
    color: RGBAColor, at origin: (x: Double, y: Double), visible: Range<Double>,
    on cr: CairoContext
  ) {
    FontLock.run {
      let key = KeptLayouts.RichKey(text: text, font: font, style: style, maxWidth: maxWidth)
      let layout =
        keptLayouts.richLayout(for: key)
        ?? {
          let made = richLayout(text, font: font, style: style, maxWidth: maxWidth)
          // Kept until the row's last strip releases it, so it is laid out once per render.
          keptLayouts.keepRich(made, for: key)
          return made
        }()
      func placed(_ rect: Rect) -> Rect { rect.offsetBy(dx: origin.x, dy: origin.y) }
      func reaches(_ rect: Rect) -> Bool {
        rect.maxY + origin.y > visible.lowerBound && rect.y + origin.y < visible.upperBound
      }
      cr.setColor(style.codeBackground)
      for rect in layout.codeBlocks where reaches(rect) {
        cr.roundedRect(placed(rect), radius: min(style.codeRadius, rect.height / 2))
      }
      cairo_fill(cr.pointer)
      cr.setColor(style.quoteBarColor ?? color.withAlpha(color.alpha * 0.4))
      for rect in layout.quoteBars where reaches(rect) {
        cr.roundedRect(placed(rect), radius: rect.width / 2)
      }
      cairo_fill(cr.pointer)
      for (index, block) in layout.blocks.enumerated() where reaches(block.frame) {
        let at = (origin.x + block.frame.x, origin.y + block.frame.y)
        if let clip = block.clip {
          cairo_save(cr.pointer)
          let rect = placed(clip)
          cairo_rectangle(cr.pointer, rect.x, rect.y, rect.width, rect.height)
          cairo_clip(cr.pointer)
        }
        drawParagraph(layout.paragraphs[index], color: color, at: at, visible: visible, on: cr)
        if block.clip != nil { cairo_restore(cr.pointer) }
        if let marker = block.marker {
          let markerFrame = Rect(
            x: origin.x + marker.x, y: at.1, width: layout.markerWidth(marker.layout),
            height: marker.layout.logicalRect.height)
          drawLine(
            marker.layout, in: markerFrame, alignment: .right, color: color.components,
            on: cr.pointer)
        }
      }
      drawSpoilers(layout.spoilers.filter(reaches).map(placed), style: style, color: color, on: cr)
    }
  }

  /// Spoiler blocks: opaque, or a soft smudge of layered translucent rounded rectangles.
  private func drawSpoilers(
    _ boxes: [Rect], style: TextFormattingStyle, color: RGBAColor, on cr: CairoContext
  ) {
    guard !boxes.isEmpty else { return }
    let fill = style.spoilerColor ?? color
    switch style.spoiler {
    case .solid:
      cr.setColor(fill)
      for box in boxes { cr.roundedRect(box, radius: min(3, box.height / 2)) }
      cairo_fill(cr.pointer)
    case .blurred:
      // Wider, fainter layers outside, denser inside: a blur's fall-off.
      for (grow, alpha) in [(2.0, 0.12), (1.0, 0.16), (0.0, 0.2), (-1.5, 0.24)] {
        cr.setColor(fill.withAlpha(fill.alpha * alpha))
        for box in boxes {
          let r = Rect(
            x: box.x - grow, y: box.y - grow / 2, width: max(0, box.width + grow * 2),
            height: max(0, box.height + grow))
          cr.roundedRect(r, radius: min(r.height / 2, 6))
        }
        cairo_fill(cr.pointer)
      }
    }
  }
}

extension RichTextLayout {
  /// The width a list marker is right-aligned in: its list indent less a small gap.
  package func markerWidth(_ marker: TextLayout) -> Double {
    max(marker.logicalRect.width, markerIndent - 4)
  }
}
