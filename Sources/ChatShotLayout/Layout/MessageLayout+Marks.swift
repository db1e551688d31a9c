import ChatShotCore
import ChatShotModel

/// What a bubble says about its message besides the text: the stamp inside it (or the time
/// beside the name), and under it the edited mark, the receipt line and the status marks.
extension MessageLayout {
  /// The lines under a bubble, stacked from `y` down, aligned with the text's near edge.
  struct LinesBelow {
    var y: Double
    var marks: [LabelFrame]
    let side: Side
    let text: Rect
    let width: Double

    /// Adds the one-line `words` below the others and returns its frame.
    mutating func add(
      _ words: String, font: FontSpec, height: Double, measurer: some TextMeasuring
    ) -> Rect {
      let size = measurer.measure(words, font: font, maxWidth: width)
      let x = side == .left ? text.x : text.maxX - size.width
      let frame = Rect(x: x, y: y, width: size.width, height: height)
      marks.append(LabelFrame(text: words, frame: frame))
      y += height
      return frame
    }
  }

  /// The time and ticks inside a text bubble (WhatsApp), or on a shade under large emoji;
  /// nil in a theme without a stamp.
  func stampLayout(
    message: Message, content: String, plan: RowPlan, body: BubbleBody,
    measurer: some TextMeasuring
  ) -> StampLayout? {
    guard let style = theme.conversation.stamp, body.kind == .text || body.kind == .emoji
    else { return nil }
    let photos = theme.conversation.photoStyle
    var stamp = StampLayout(
      style: style, message: message, isLocal: plan.isLocal, content: content, font: body.font,
      wrap: body.wrap,
      measured: Size(width: body.measured.width + body.extra, height: body.measured.height),
      timelineWidth: width,
      edited: theme.conversation.marks?.edited ?? ConversationStyle.Marks.standardEdited,
      richLastLine: body.metrics?.lastLine, measurer: measurer)
    stamp?.overPhoto =
      body.kind == .emoji
      || (body.photo != nil && content.isEmpty
        && (photos.stampOverPhoto != nil || photos.frame == .bare))
    return stamp
  }

  /// Where the stamp's time and ticks go in the bubble (over a caption-less photo, or on a
  /// shade under large emoji, which have no bubble: WhatsApp); in a theme with a time beside
  /// the name (team chat), the time goes there instead.
  func stampFrames(
    _ stamp: StampLayout?, message: Message, box: BubbleBox, name: LabelFrame?, side: Side,
    emoji: Bool, measurer: some TextMeasuring
  ) -> (time: LabelFrame?, ticks: Rect?, shade: Rect?) {
    let style = theme.conversation
    var time: LabelFrame?
    var ticks: Rect?
    var shade: Rect?
    if let stampStyle = style.stamp, let stamp {
      typealias Over = ConversationStyle.StampOverPhoto
      // Under large emoji: an area whose bottom-right corner puts the shade under them,
      // ending at their right edge.
      let underEmoji = Rect(
        x: box.bubble.x, y: box.bubble.y, width: box.bubble.width + Over.margin,
        height: box.bubble.height + Over.margin + stampStyle.height + 2 * Over.padding.vertical)
      if stamp.overPhoto, let photo = box.image ?? (emoji ? underEmoji : nil) {
        let frames = stamp.framesOver(photo: photo, style: stampStyle)
        time = LabelFrame(text: stamp.time, frame: frames.time)
        ticks = frames.ticks
        shade = frames.shade
      } else {
        let frames = stamp.frames(style: stampStyle, bubble: box.bubble, text: box.text)
        time = LabelFrame(text: stamp.time, frame: frames.time)
        ticks = frames.ticks
      }
    }
    if let nameTime = style.names?.time, let name, let clock = message.time, !clock.isEmpty {
      let size = measurer.measure(clock, font: nameTime.font, maxWidth: width)
      let x =
        side == .left
        ? name.frame.maxX + nameTime.gap : name.frame.x - nameTime.gap - size.width
      time = LabelFrame(
        text: clock,
        frame: Rect(
          x: x, y: name.frame.y + nameTime.dy, width: size.width,
          height: max(0, name.frame.height - nameTime.dy)))
    }
    return (time, ticks, shade)
  }

  /// The edited line (a theme with a stamp says it in the stamp instead), then the status:
  /// the receipt line or the mark beside the bubble, or the stamp's ticks. `receiptMark` is
  /// the index in `below.marks` of the receipt line.
  func linesBelow(
    message: Message, plan: RowPlan, stamp: StampLayout?, ticks: Rect?, bubble: Rect,
    side: Side, below: inout LinesBelow, measurer: some TextMeasuring
  ) -> (frame: StatusFrame?, receiptMark: Int?) {
    let style = theme.conversation
    if let marks = style.marks, message.edited, stamp == nil {
      _ = below.add(marks.edited, font: marks.font, height: marks.height, measurer: measurer)
    }
    let marksBefore = below.marks.count
    var status: StatusFrame?
    if let value = message.status {
      status = StatusFrame(value: value, frame: nil, text: nil)
      if let receipts = style.receipts(for: value) {
        status = statusFrame(
          value, time: message.time, receipts: receipts, line: plan.receiptLine, bubble: bubble,
          side: side, measurer: measurer
        ) { words in
          below.add(words, font: receipts.font, height: receipts.height, measurer: measurer)
        }
      }
    }
    if let ticks, let value = message.status {
      status = StatusFrame(value: value, frame: ticks, text: stamp?.ticks)
    }
    return (status, below.marks.count > marksBefore ? marksBefore : nil)
  }

  /// Where a status is drawn: the receipt line under the local user's last message (its
  /// words may carry the message's `time`), ticks beside the bubble, a "!" beside a failed
  /// one, inside the timeline; nil frame when the theme draws nothing.
  func statusFrame(
    _ value: MessageStatus, time: String?, receipts: ConversationStyle.Receipts, line: Bool,
    bubble: Rect, side: Side, measurer: some TextMeasuring, addLine: (String) -> Rect
  ) -> StatusFrame {
    var beside: String?
    switch (receipts.style, value) {
    case (_, .failed): beside = "!"
    case (.ticks, .sending): beside = "🕓"
    case (.ticks, .sent): beside = "✓"
    case (.ticks, _): beside = "✓✓"
    case (.line, _): break
    }
    var status = StatusFrame(value: value, frame: nil, text: nil)
    if line, receipts.style == .line {
      let text = receipts.wordsInUse.line(value, time: time)
      status.frame = addLine(text)
      status.text = text
    }
    if let beside {
      let size = measurer.measure(beside, font: receipts.font, maxWidth: width)
      let w = max(size.width, receipts.height)
      let x = side == .right ? max(0, bubble.x - 4 - w) : min(width - w, bubble.maxX + 4)
      status.frame = Rect(x: x, y: bubble.maxY - receipts.height, width: w, height: receipts.height)
      status.text = beside
    }
    return status
  }
}
