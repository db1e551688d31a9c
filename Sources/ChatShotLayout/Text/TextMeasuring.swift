import ChatShotCore
import ChatShotModel

/// The weight of a font face, as CSS and fontconfig name them.
package enum FontWeight: String, Hashable, Sendable, CaseIterable, Encodable {
  case regular, medium, semibold, bold
}

/// A font as the theme asks for it: a family (with fallback handled by the font set-up),
/// a size in points and a weight.
package struct FontSpec: Hashable, Sendable, Encodable {
  package var family: String
  package var size: Double
  package var weight: FontWeight
  /// Every line's height in points (CSS's `line-height`), the extra shared above and below
  /// the text; nil: the font's own (its ascent and descent).
  package var lineHeight: PlainNumber? = nil

  package init(
    family: String = "Inter", size: Double, weight: FontWeight = .regular,
    lineHeight: Double? = nil
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight.map(PlainNumber.init)
  }
}

/// Measures text the way `boundingRectWithSize:options:NSStringDrawingUsesLineFragmentOrigin`
/// does: wrapped at `maxWidth` points (words, then characters for words longer than a line),
/// unlimited height, the size rounded up to whole points.
///
/// Implementations must give the same size for the same arguments at every render scale.
package protocol TextMeasuring {
  func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size
  /// `text` wrapped at `maxWidth` on at most `maxLines` lines, the last ellipsised when more
  /// would follow (a reply's excerpt); measured as `measure` measures.
  func measureExcerpt(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> Size
  /// Measures formatted text (blocks placed by `RichTextGeometry`) and where its links are.
  /// A default implementation measures each block with the method above.
  func measureRich(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double
  ) -> RichTextMetrics
  /// The last line of `text` wrapped as `measure` wraps it (see `LastLine`).
  func lastLine(_ text: String, font: FontSpec, maxWidth: Double) -> LastLine
  /// The logical box of each line of `text` wrapped as `measure` wraps it, relative to the
  /// text's top-left corner; nil from a measurer that knows nothing of lines (the default):
  /// the layout then takes the measured text as one line.
  func lineBoxes(_ text: String, font: FontSpec, maxWidth: Double) -> [Rect]?
}

extension TextMeasuring {
  package func lineBoxes(_ text: String, font: FontSpec, maxWidth: Double) -> [Rect]? { nil }

  /// The line boxes of `text` measured as `size`, moved to `origin` on the canvas.
  func lines(
    of text: String, font: FontSpec, maxWidth: Double, size: Size, at origin: Rect
  ) -> [Rect] {
    let boxes =
      lineBoxes(text, font: font, maxWidth: maxWidth)
      ?? (size.width > 0 || size.height > 0
        ? [Rect(x: 0, y: 0, width: size.width, height: size.height)] : [])
    return boxes.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
  }
}
