/// The last line of a wrapped text: how wide it is and which way it runs. WhatsApp-like
/// themes put the message's time beside it when there is room (`ConversationStyle.Stamp`).
package struct LastLine: Hashable, Sendable {
  /// The line's logical width in points, rounded up.
  package var width: Double
  /// Whether the line's resolved direction is right to left (it then ends on the left).
  package var isRightToLeft: Bool

  package init(width: Double, isRightToLeft: Bool) {
    self.width = width
    self.isRightToLeft = isRightToLeft
  }
}

extension TextMeasuring {
  /// A measurer that knows nothing of lines takes the whole text as one left-to-right line.
  package func lastLine(_ text: String, font: FontSpec, maxWidth: Double) -> LastLine {
    LastLine(width: measure(text, font: font, maxWidth: maxWidth).width, isRightToLeft: false)
  }
}
