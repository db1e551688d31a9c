@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

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

  /// The last of the lines `measure` wraps `text` into: the characters left after the full
  /// lines; right to left when its first letter is Hebrew or Arabic (U+0590–U+08FF).
  func lastLine(_ text: String, font: FontSpec, maxWidth: Double) -> LastLine {
    let perLine = max(1, Int(maxWidth / advance))
    let characters = Array(text)
    let full = characters.isEmpty ? 0 : (characters.count - 1) / perLine * perLine
    let last = characters[full...]
    let strong = last.first { $0.isLetter }?.unicodeScalars.first?.value ?? 0
    return LastLine(
      width: Double(last.count) * advance, isRightToLeft: (0x0590...0x08FF).contains(strong))
  }
}
