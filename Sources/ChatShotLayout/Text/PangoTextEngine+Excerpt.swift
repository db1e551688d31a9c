internal import CPangoCairo
import ChatShotCore
import ChatShotModel

/// Excerpts: a reply's quoted text on at most a few lines, the last ellipsised by Pango
/// (`pango_layout_set_height` with a negative line count and `PANGO_ELLIPSIZE_END`).
extension PangoTextEngine {
  /// The excerpt layout of `text`, as measured and drawn; nil for the empty string.
  func excerptLayout(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int)
    -> TextLayout?
  {
    guard !text.isEmpty, let layout = newLayout(font: font) else { return nil }
    pango_layout_set_width(layout, Self.pangoLength(maxWidth))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_height(layout, -Int32(clamping: max(1, maxLines)))
    pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    setText(PangoText.breakingLongRuns(PangoText.sanitized(text)), font: font, on: layout)
    return TextLayout(taking: layout)
  }

  /// See ``TextMeasuring/measureExcerpt(_:font:maxWidth:maxLines:)``.
  package func measureExcerpt(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int)
    -> Size
  {
    excerptLayout(text, font: font, maxWidth: maxWidth, maxLines: maxLines)?.size ?? .zero
  }

  /// The excerpt laid out for drawing, as measured.
  package func excerpt(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int)
    -> Paragraph?
  {
    excerptLayout(text, font: font, maxWidth: maxWidth, maxLines: maxLines).map(Paragraph.init)
  }
}

extension TextLayout {
  /// Whether Pango ellipsised the text (an excerpt that did not fit its lines).
  var isEllipsized: Bool { FontLock.run { pango_layout_is_ellipsized(pointer) != 0 } }
}
