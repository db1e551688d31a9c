@testable import ChatShot
@testable import ChatShotCLI

/// A measurer with exact, font-free numbers: every character is `advance` points wide, lines
/// are `lineHeight` tall, and text wraps by characters at `maxWidth`. Records what it was asked.
final class FakeMeasurer: TextMeasuring {
  let advance: Double
  let lineHeight: Double
  private(set) var calls: [(text: String, font: FontSpec, maxWidth: Double)] = []

  init(advance: Double = 7, lineHeight: Double = 18) {
    self.advance = advance
    self.lineHeight = lineHeight
  }

  func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size {
    calls.append((text, font, maxWidth))
    let perLine = max(1, Int(maxWidth / advance))
    let count = text.count
    let lines = max(1, (count + perLine - 1) / perLine)
    let width = Double(min(count, perLine)) * advance
    return Size(width: width.rounded(.up), height: Double(lines) * lineHeight)
  }

  /// As `measure`, on at most `maxLines` lines (the rest cut, as Pango ellipsises).
  func measureExcerpt(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> Size {
    guard !text.isEmpty else { return .zero }
    let size = measure(text, font: font, maxWidth: maxWidth)
    return Size(width: size.width, height: min(size.height, Double(maxLines) * lineHeight))
  }
}
