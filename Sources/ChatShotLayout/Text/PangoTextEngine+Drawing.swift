internal import CPangoCairo
import ChatShotCore
import ChatShotModel

/// A colour with straight (not premultiplied) components from 0 to 1.
package typealias TextColor = (red: Double, green: Double, blue: Double, alpha: Double)

/// Where a single-line label sits horizontally inside its frame (physical sides, whatever
/// the text's direction).
package enum LabelAlignment: String, Sendable, CaseIterable {
  case left, center, right
}

extension PangoTextEngine {
  /// Draws `text` exactly as ``measure(_:font:maxWidth:)`` measured it, its logical top-left
  /// corner at `origin` (points).
  ///
  /// The layout is made on the un-scaled context and shown on `cairo` unchanged (no
  /// `pango_cairo_update_layout`), so line breaks and positions are those that were
  /// measured, at any scale. Right-to-left paragraphs, which Pango right-aligns inside
  /// `maxWidth`, are shifted left by the logical `x`, so the text starts at `origin.x`.
  ///
  /// - Parameter cairo: borrowed `cairo_t *` whose transform maps points to device pixels.
  ///   Cairo errors are sticky: the caller checks the context's status after drawing.
  package func draw(
    _ text: String, font: FontSpec, maxWidth: Double, color: TextColor,
    at origin: (x: Double, y: Double), on cairo: OpaquePointer
  ) {
    let kept = keptLayouts.layout(for: .init(text: text, font: font, maxWidth: maxWidth))
    guard let layout = kept ?? layout(text, font: font, maxWidth: maxWidth) else { return }
    draw(layout, at: origin, color: color, on: cairo)
  }

  /// Draws a layout made by ``layout(_:font:maxWidth:)`` with its logical top-left corner
  /// at `origin` (points), shifted by the logical `x` and `y` as described for
  /// ``draw(_:font:maxWidth:color:at:on:)``.
  ///
  /// - Parameter cairo: borrowed `cairo_t *` whose transform maps points to device pixels.
  package func draw(
    _ layout: TextLayout, at origin: (x: Double, y: Double), color: TextColor,
    on cairo: OpaquePointer
  ) {
    FontLock.run {
      cairo_save(cairo)
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      show(
        layout.pointer, at: (origin.x - layout.logicalRect.x, origin.y - layout.logicalRect.y),
        on: cairo)
      cairo_restore(cairo)
    }
  }

  /// The size of `text` on one line (separators become spaces), rounded up to whole
  /// points; 0 × 0 for the empty string.
  package func measureLine(_ text: String, font: FontSpec) -> Size {
    lineLayout(text, font: font, width: -1)?.size ?? .zero
  }

  /// Draws `text` on one line inside `frame` (points): aligned horizontally as asked,
  /// centred vertically, and cut with "…" at the end when it is wider than the frame.
  ///
  /// Alignment is done here by measuring (not by Pango), so that `.left` means the left
  /// edge also for right-to-left text.
  ///
  /// - Parameter cairo: borrowed `cairo_t *`, as for ``draw(_:font:maxWidth:color:at:on:)``.
  package func drawLine(
    _ text: String, font: FontSpec, in frame: Rect, alignment: LabelAlignment,
    color: TextColor, on cairo: OpaquePointer
  ) {
    let width = Self.pangoLength(frame.width)
    guard width > 0, let layout = lineLayout(text, font: font, width: width) else { return }
    drawLine(layout, in: frame, alignment: alignment, color: color, on: cairo)
  }

  /// Draws a layout made by ``lineLayout(_:font:width:)`` for `frame`'s width as
  /// ``drawLine(_:font:in:alignment:color:on:)`` draws its text.
  package func drawLine(
    _ layout: TextLayout, in frame: Rect, alignment: LabelAlignment, color: TextColor,
    on cairo: OpaquePointer
  ) {
    let logical = layout.logicalRect
    let free = frame.width - logical.width
    let dx =
      switch alignment {
      case .left: 0.0
      case .center: free / 2
      case .right: free
      }
    let y = frame.y + (frame.height - logical.height) / 2
    draw(layout, at: (frame.x + dx, y), color: color, on: cairo)
  }

  /// A one-line layout of `text`, ellipsized at the end beyond `width` Pango units
  /// (-1: no limit).
  package func lineLayout(_ text: String, font: FontSpec, width: Int32) -> TextLayout? {
    guard !text.isEmpty, let layout = newLayout(font: font) else { return nil }
    pango_layout_set_single_paragraph_mode(layout, 1)
    pango_layout_set_width(layout, width)
    pango_layout_set_ellipsize(layout, width > 0 ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE)
    setText(PangoText.singleLine(PangoText.sanitized(text)), font: font, on: layout)
    return TextLayout(taking: layout)
  }
}
