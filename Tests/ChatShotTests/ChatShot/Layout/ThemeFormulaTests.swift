import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every row of each built-in seed theme's layout dump against the formulas of issue 3,
/// written here again from the issue's text (not by calling `MessageLayout`), using the
/// dumped text sizes. Coordinates below are the seeds' own, row-relative; width = 320.
@Suite struct ThemeFormulaTests {
  /// What the issue says one row must be, row-relative.
  struct Expected {
    var label: (text: String, frame: Rect)?
    var icon: Rect?
    var bubble: Rect
    var text: Rect
    var height: Double
    var side: String
  }

  /// One message as the formulas see it.
  struct Input {
    var message: Message
    var previousTime: String??
    var senderName: String
    var isLocal: Bool
    var size: Size
  }

  static let width = 320.0

  /// Seed 000: padding 20, label (10, 5, 300, 20) "SENDER TIME", text (padding, 2·padding) on
  /// the left for the local user, (width − w − padding, 2·padding) for others, w += padding/2,
  /// balloon = text grown by padding/2, row = max(65, h + 2·padding), no avatars.
  static func jabber(_ m: Input) -> Expected {
    let padding = 20.0
    let w = m.size.width + padding / 2
    let h = m.size.height
    let x = m.isLocal ? padding : width - w - padding
    let text = Rect(x: x, y: padding * 2, width: w, height: h)
    return Expected(
      label: ("\(m.senderName) \(m.message.time ?? "")", Rect(x: 10, y: 5, width: 300, height: 20)),
      icon: nil,
      bubble: Rect(
        x: x - padding / 2, y: padding * 2 - padding / 2, width: w + padding, height: h + padding),
      text: text, height: max(65, h + padding * 2), side: m.isLocal ? "left" : "right")
  }

  /// Seed 001: padding 10, time (0, 0, 320, 40), avatar 40 at y 40 (local right), text
  /// beside it at y 40, bubble == text, row = max(text.maxY, avatar.maxY).
  static func qq(_ m: Input) -> Expected {
    let padding = 10.0
    let iconX = m.isLocal ? width - padding - 40 : padding
    let icon = Rect(x: iconX, y: 40, width: 40, height: 40)
    let textX = m.isLocal ? iconX - padding - m.size.width : icon.maxX + padding
    let text = Rect(x: textX, y: 40, width: m.size.width, height: m.size.height)
    return Expected(
      label: (m.message.time ?? "", Rect(x: 0, y: 0, width: 320, height: 40)), icon: icon,
      bubble: text, text: text, height: max(text.maxY, icon.maxY),
      side: m.isLocal ? "right" : "left")
  }

  /// Seed 002: margin 5, time (0, 0, width, 15) unless it repeats the previous time, avatar 30 at
  /// maxY(time) + margin, bubble (w + 40, h + 30) beside it, text inset (15, 20, 15, 20),
  /// row = max(bubble.maxY, avatar.maxY) + margin.
  static func wechat(_ m: Input) -> Expected {
    let margin = 5.0
    let repeats = m.previousTime == .some(m.message.time)
    let time: Rect? = repeats ? nil : Rect(x: 0, y: 0, width: width, height: 15)
    let iconY = (time?.maxY ?? 0) + margin
    let icon = Rect(x: m.isLocal ? width - margin - 30 : margin, y: iconY, width: 30, height: 30)
    let bw = m.size.width + 40
    let bubbleX = m.isLocal ? width - margin - 30 - bw : icon.maxX
    let bubble = Rect(x: bubbleX, y: iconY, width: bw, height: m.size.height + 30)
    let text = Rect(
      x: bubble.x + 20, y: bubble.y + 15, width: bubble.width - 40, height: bubble.height - 30)
    return Expected(
      label: time.map { (m.message.time ?? "", $0) }, icon: icon, bubble: bubble, text: text,
      height: max(bubble.maxY, icon.maxY) + margin, side: m.isLocal ? "right" : "left")
  }

  struct SeedCase: Sendable, CustomTestStringConvertible {
    var theme: String
    /// The seed's text font and wrap width.
    var font: FontSpec
    var maxWidth: Double
    /// Whether the seed replaces emoticons before measuring.
    var emoticons: Bool
    /// Space chatshot leaves below the last row (not the seed's: the theme file's choice).
    var bottomPadding = 0.0
    var testDescription: String { theme }

    func expected(_ m: Input) -> Expected {
      switch theme {
      case "jabber": ThemeFormulaTests.jabber(m)
      case "qq": ThemeFormulaTests.qq(m)
      default: ThemeFormulaTests.wechat(m)
      }
    }
  }

  static let seeds = [
    SeedCase(
      theme: "jabber", font: FontSpec(size: 13, weight: .bold), maxWidth: 260, emoticons: true,
      bottomPadding: 10),
    SeedCase(theme: "qq", font: FontSpec(size: 15), maxWidth: 150, emoticons: false),
    SeedCase(theme: "wechat", font: FontSpec(size: 13), maxWidth: 200, emoticons: false),
  ]

  /// Seed 000's `substituteEmoticons`, in its order.
  static func seedEmoticons(_ text: String) -> String {
    text.replacingOccurrences(of: ":)", with: "😄").replacingOccurrences(of: ":(", with: "😔")
      .replacingOccurrences(of: ";-)", with: "😉").replacingOccurrences(of: ":-x", with: "😘")
  }

  @Test(arguments: seeds)
  func everyRowFollowsTheSeed(_ seed: SeedCase) throws {
    let conversation = try ConversationDecoder.decode(contentsOf: ThemeDump.conversationPath)
    let theme = try ThemeCatalog.builtin(named: seed.theme)
    let renderer = try ChatRenderer()
    let layout = renderer.lay(conversation, theme: theme, options: RenderOptions())
    let dump = try ThemeDump(layout.dump(scale: 2).serialized())
    #expect(dump.theme == seed.theme && dump.width == Self.width)
    #expect(dump.rows.count == conversation.messages.count)

    var y = 0.0
    var previousTime: String?? = .none
    var lowest = 0.0
    for (i, (row, message)) in zip(dump.rows, conversation.messages).enumerated() {
      let content = seed.emoticons ? Self.seedEmoticons(message.text) : message.text
      // The dumped size is the text measured in the seed's font and width, rounded up.
      let measured = renderer.text.measure(content, font: seed.font, maxWidth: seed.maxWidth)
      #expect(row.textSize == measured, "row \(i): text size")
      #expect(row.textSize.width == row.textSize.width.rounded(.up))
      let name = conversation.participant(message.from)?.name ?? message.from
      let e = seed.expected(
        Input(
          message: message, previousTime: previousTime, senderName: name,
          isLocal: message.from == conversation.localUser, size: row.textSize))
      #expect(row.y == y, "row \(i): y")
      #expect(row.height == e.height, "row \(i): height")
      #expect(row.side == e.side, "row \(i): side")
      #expect(row.from == message.from)
      #expect(row.label?.text == e.label?.text, "row \(i): label text")
      #expect(row.label?.frame == e.label?.frame.offsetBy(dy: y), "row \(i): label frame")
      #expect(row.icon == e.icon?.offsetBy(dy: y), "row \(i): icon")
      #expect(row.bubble == e.bubble.offsetBy(dy: y), "row \(i): bubble")
      #expect(row.text == e.text.offsetBy(dy: y), "row \(i): text")
      lowest = max(lowest, row.bubble.maxY, row.icon?.maxY ?? 0)
      previousTime = .some(message.time)
      y += e.height
    }
    // The canvas ends after the last row, or below a balloon hanging out of it (jabber),
    // plus the theme's bottom padding.
    #expect(dump.height == (max(y, lowest) + seed.bottomPadding).rounded(.up))
    #expect(dump.chrome == nil)
  }

  /// The test conversation really has what the issue asks for.
  @Test func conversationCoversTheCases() throws {
    let c = try ConversationDecoder.decode(contentsOf: ThemeDump.conversationPath)
    let texts = c.messages.map(\.text)
    #expect(texts.contains { $0.unicodeScalars.contains { (0x0600...0x06FF).contains($0.value) } })
    #expect(texts.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
    #expect(texts.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
    #expect(texts.contains { $0.count > 120 } && texts.contains { $0.count < 5 })
    let times = c.messages.map(\.time)
    #expect(zip(times, times.dropFirst()).contains { $0 == $1 })
    #expect(zip(times, times.dropFirst()).contains { $0 != $1 })
    #expect(Set(c.messages.map { $0.from == c.localUser }).count == 2)
  }
}
