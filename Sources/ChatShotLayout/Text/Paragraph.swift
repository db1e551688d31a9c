/// A message's text laid out once and drawn in every strip it reaches.
///
/// Up to ``maxLinesDrawnWhole`` lines it is drawn whole in each strip, exactly as Pango draws
/// a layout; a taller one (a very long message spans hundreds of strips) is drawn line by
/// line, only the lines that reach into the strip, so drawing it costs its length once, not
/// its length times the strips it spans. Which way depends on the text alone, never on where
/// the strip boundaries fall, so the pixels do not depend on the strip height.
package final class Paragraph {
  /// Paragraphs of at most this many lines are drawn whole.
  static let maxLinesDrawnWhole = 32

  package let layout: TextLayout
  /// The lines, when drawn line by line; nil when drawn whole.
  package let lines: TextLines?

  package init(_ layout: TextLayout) {
    self.layout = layout
    lines = layout.lineCount > Self.maxLinesDrawnWhole ? layout.lines() : nil
  }
}
