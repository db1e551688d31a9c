internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Drawing what points at messages: the veil over rows `--highlight` leaves out, and the
/// numbered markers of `--callouts`. Both are drawn over the rows, after them, and change
/// nothing of the layout.
extension StripRenderer {
  /// The opacity of the default veil: the theme's background at this alpha.
  static let defaultDimmingAlpha = 0.65
  /// The markers' colour and their numbers' colour.
  static let calloutColor = RGBAColor(red: 1, green: 0.231, blue: 0.188)
  static let calloutFont = FontSpec(size: 12, weight: .bold)

  /// The device rows outside the selected rows (positions in `layout.rows`): each selected
  /// row keeps everything from its own top or the top of what it draws, whichever is higher,
  /// to its bottom or the bottom of what it draws. Empty when nothing is selected.
  package func veil(keeping selected: [Int]) -> [Range<Int>] {
    guard !selected.isEmpty else { return [] }
    let kept = selected.sorted().map { position -> Range<Int> in
      let row = layout.rows[position]
      let top = min(deviceMinY(row), Int((row.y * scale).rounded()))
      let bottom = max(deviceMaxY(row), Int(((row.y + row.height) * scale).rounded()))
      return max(0, top)..<min(pixelHeight, max(top, bottom))
    }
    var veiled: [Range<Int>] = []
    var y = 0
    for span in kept {
      if span.lowerBound > y { veiled.append(y..<span.lowerBound) }
      y = max(y, span.upperBound)
    }
    if y < pixelHeight { veiled.append(y..<pixelHeight) }
    return veiled
  }

  /// The veil and the markers where they meet device rows `top ..< top + count`.
  func drawPointing(top: Int, height count: Int, on cr: CairoContext) throws {
    let strip = top..<(top + count)
    let color = theme.dimming ?? theme.background.withAlpha(Self.defaultDimmingAlpha)
    cr.useDevice()
    cr.setColor(color)
    for span in veiled where span.overlaps(strip) {
      let a = max(span.lowerBound, top) - top
      let b = min(span.upperBound, top + count) - top
      cairo_rectangle(cr.pointer, 0, Double(a), Double(pixelWidth), Double(b - a))
    }
    cairo_fill(cr.pointer)
    for callout in layout.callouts {
      let rect = DeviceRect(callout.frame, scale: scale)
      guard rect.y < top + count, rect.maxY > top else { continue }
      usePoints(cr, stripTop: top)
      cr.setColor(Self.calloutColor)
      cr.roundedRect(callout.frame, radius: callout.frame.width / 2)
      cairo_fill(cr.pointer)
      text.drawLabel(
        String(callout.number), font: Self.calloutFont, color: .white, in: callout.frame, on: cr)
    }
  }
}
