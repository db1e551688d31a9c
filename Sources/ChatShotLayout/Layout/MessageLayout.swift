import ChatShotCore
import ChatShotModel

/// Computes one row's frames from a theme's metrics: the formulas documented on `Theme`,
/// and for what `ConversationStyle` adds (names, marks, receipts, notices, typing, emoji)
/// the rules of docs/themes.md. A theme without those parts gets exactly the seed formulas.
/// Names, marks and receipts are single lines, measured at the timeline width.
struct MessageLayout {
  let theme: Theme
  let width: Double

  func frame(
    index: Int, message: Message, content: String, plan: RowPlan, top: Double,
    measurer: some TextMeasuring, quote: QuotedMessage? = nil
  ) -> MessageFrame {
    var row: MessageFrame
    switch message.kind {
    case .system: row = noticeFrame(index: index, content: content, plan: plan, measurer: measurer)
    case .text, .typing:
      row = bubbleFrame(
        index: index, message: message, content: content, plan: plan, measurer: measurer,
        quote: quote)
    }
    row.id = message.id
    row.run = plan.run
    row.color = plan.color
    return row.offsetBy(dy: top)
  }

  /// A system row, row-relative: the notice centred, as a pill or as plain text.
  private func noticeFrame(
    index: Int, content: String, plan: RowPlan, measurer: some TextMeasuring
  ) -> MessageFrame {
    let notice = theme.noticeStyle
    let top = (plan.label?.frame.maxY ?? 0) + notice.margin
    let wrap = max(1, min(notice.maxTextWidth, width - notice.padding.horizontal - 16))
    let measured = measurer.measure(content, font: notice.font, maxWidth: wrap)
    let pillWidth = measured.width + notice.padding.horizontal
    let pill = Rect(
      x: ((width - pillWidth) / 2).rounded(), y: top, width: pillWidth,
      height: measured.height + notice.padding.vertical)
    let text = pill.inset(by: notice.padding)
    let height = max(theme.row.minHeight, pill.maxY + notice.margin)
    var row = MessageFrame(
      index: index, from: "", side: theme.localSide.opposite, isLocal: false, y: 0,
      height: height, label: plan.label, icon: nil,
      bubble: notice.shape == .pill ? pill : text, text: text, textSize: measured,
      content: content)
    row.kind = .system
    row.tail = false
    row.textFont = notice.font
    row.wrapWidth = wrap
    row.lines = measurer.lines(
      of: content, font: notice.font, maxWidth: wrap, size: measured, at: text)
    return row
  }

  /// The row-relative label, or nil when the row shows none.
  func labelFrame(message: Message, senderName: String, timeRepeats: Bool) -> LabelFrame? {
    let style = theme.label
    if style.visibility == .whenTimeChanges && timeRepeats { return nil }
    let text = LabelTemplate(style.format).text(name: senderName, time: message.time ?? "")
    guard !text.isEmpty else { return nil }
    return LabelFrame(
      text: text,
      frame: Rect(
        x: style.x, y: style.y, width: width - style.x - style.rightInset, height: style.height))
  }
}

extension MessageFrame {
  /// This row-relative frame placed with its top at `dy` on the canvas.
  func offsetBy(dy: Double) -> MessageFrame {
    var row = self
    row.y += dy
    row.label = label?.offsetBy(dy: dy)
    row.icon = icon?.offsetBy(dy: dy)
    row.bubble = bubble.offsetBy(dy: dy)
    row.text = text.offsetBy(dy: dy)
    row.name = name?.offsetBy(dy: dy)
    row.marks = marks.map { $0.offsetBy(dy: dy) }
    row.status?.frame = status?.frame?.offsetBy(dy: dy)
    row.image = image?.offsetBy(dy: dy)
    row.balloon = balloon?.offsetBy(dy: dy)
    row.stampShade = stampShade?.offsetBy(dy: dy)
    row.caption = caption?.offsetBy(dy: dy)
    row.reply = reply?.offsetBy(dy: dy)
    for i in row.reactions.indices { row.reactions[i].frame = reactions[i].frame.offsetBy(dy: dy) }
    row.links = links.map { $0.offsetBy(dy: dy) }
    row.lines = lines.map { $0.offsetBy(dy: dy) }
    row.stamp = stamp?.offsetBy(dy: dy)
    return row
  }
}

extension Side {
  var opposite: Side { self == .left ? .right : .left }
}
