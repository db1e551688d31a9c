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

  /// A text, emoji or typing row, row-relative.
  private func bubbleFrame(
    index: Int, message: Message, content: String, plan: RowPlan, measurer: some TextMeasuring,
    quote: QuotedMessage?
  ) -> MessageFrame {
    let style = theme.conversation
    let isLocal = plan.isLocal
    let side: Side = isLocal ? theme.localSide : theme.otherSideValue
    let label = plan.label
    let inRun = style.runs != nil && (plan.run == .middle || plan.run == .last)
    var contentTop = (label?.frame.maxY ?? 0) + (inRun ? 0 : theme.contentGap)

    let bubbleStyle = theme.bubble
    let appearance = isLocal ? bubbleStyle.local : bubbleStyle.other
    var kind = RowKind.text
    var font = bubbleStyle.font
    // A photo's caption wraps at the photo's width.
    let photo = message.kind == .text ? photoSize(of: message) : nil
    let wrap =
      photo.map { max(1, $0.width - bubbleStyle.textWidthExtra) } ?? bubbleStyle.maxTextWidth
    var insets = appearance.contentInsets
    var extra = bubbleStyle.textWidthExtra
    if message.kind == .typing {
      kind = .typing
    } else if let emoji = style.emoji, plan.isEmoji {
      kind = .emoji
      font = emoji.font
      insets = .zero
      extra = 0
    }
    let measured: Size
    var metrics: RichTextMetrics?
    if kind == .typing {
      let dots = style.typing ?? .standard
      measured = Size(width: dots.dotSize * 3 + dots.dotGap * 2, height: dots.height)
    } else if let rich = plan.rich, kind == .text {
      metrics = measurer.measureRich(
        rich, font: font, style: theme.formattingStyle, maxWidth: wrap)
      measured = metrics?.size ?? .zero
    } else {
      measured = measurer.measure(content, font: font, maxWidth: wrap)
    }
    let edge =
      (plan.avatarColumn ? theme.avatar.map { $0.edgeInset + $0.size + $0.gap } : nil)
      ?? bubbleStyle.edgeInset
    // Lines above the bubble or inside it, before the text.
    var name: LabelFrame?
    var headers: [(text: String, font: FontSpec, height: Double, isName: Bool)] = []
    if plan.showName, let names = style.names {
      if names.placement == .above || kind == .emoji {
        let size = measurer.measure(plan.senderName, font: names.font, maxWidth: width)
        // Aligned with the text of a bubble, also above large emoji.
        let bubbleInsets = appearance.contentInsets
        let x =
          side == .left
          ? edge + bubbleInsets.left : width - edge - bubbleInsets.right - size.width
        name = LabelFrame(
          text: plan.senderName,
          frame: Rect(x: x, y: contentTop, width: size.width, height: names.height))
        contentTop += names.height
      } else {
        headers.append((plan.senderName, names.font, names.height, true))
      }
    }
    if let marks = style.marks, let forwarded = message.forwarded, kind != .typing {
      let text: String
      switch forwarded {
      case .unnamed: text = "Forwarded"
      case .from(let who): text = "Forwarded from \(who)"
      }
      headers.append((text, marks.font, marks.height, false))
    }
    var headerWidth = 0.0
    var headerHeight = 0.0
    var headerSizes: [Size] = []
    for header in headers {
      let size = measurer.measure(header.text, font: header.font, maxWidth: width)
      headerSizes.append(size)
      headerWidth = max(headerWidth, size.width)
      headerHeight += header.height
    }
    // The time and ticks inside the bubble (WhatsApp).
    var stamp: StampLayout?
    if let stampStyle = style.stamp, kind == .text {
      stamp = StampLayout(
        style: stampStyle, message: message, isLocal: isLocal, content: content, font: font,
        wrap: wrap, measured: Size(width: measured.width + extra, height: measured.height),
        timelineWidth: width, measurer: measurer)
    }
    let stampLine = stamp?.ownLine == true ? style.stamp?.lineHeight ?? 0 : 0
    let textWidth = max(measured.width + extra, stamp?.contentWidth ?? 0)
    let media = media(
      quote: kind == .typing ? nil : quote, photo: photo, hasCaption: !content.isEmpty,
      measurer: measurer)
    let contentWidth = max(headers.isEmpty ? textWidth : max(textWidth, headerWidth), media.width)
    let bubbleWidth = contentWidth + insets.horizontal
    let bubbleHeight =
      measured.height + headerHeight + media.height + insets.vertical + stampLine
    let bubble = Rect(
      x: side == .left ? edge : width - edge - bubbleWidth, y: contentTop,
      width: bubbleWidth, height: bubbleHeight)
    var text = bubble.inset(by: insets)
    text.height -= stampLine
    if !headers.isEmpty {
      text.y += headerHeight
      text.height -= headerHeight
    }
    text.y += media.height
    text.height -= media.height
    let (replyFrame, imageFrame) = media.make(
      bubble.x + insets.left, bubble.y + insets.top + headerHeight)
    var marks: [LabelFrame] = []
    var y = bubble.y + insets.top
    for (header, size) in zip(headers, headerSizes) {
      let frame = Rect(x: bubble.x + insets.left, y: y, width: size.width, height: header.height)
      if header.isName {
        name = LabelFrame(text: header.text, frame: frame)
      } else {
        marks.append(LabelFrame(text: header.text, frame: frame))
      }
      y += header.height
    }

    var stampFrame: LabelFrame?
    var ticksFrame: Rect?
    if let stampStyle = style.stamp, let stamp {
      let frames = stamp.frames(style: stampStyle, bubble: bubble, text: text)
      stampFrame = LabelFrame(text: stamp.time, frame: frames.time)
      ticksFrame = frames.ticks
    }
    if let nameTime = style.names?.time, let name, let time = message.time, !time.isEmpty {
      stampFrame = Self.timeBesideName(
        time, name: name, style: nameTime, side: side, width: width, measurer: measurer)
    }

    var icon: Rect?
    if plan.showAvatar, let avatar = theme.avatar {
      // In a theme with runs the avatar sits by the bottom of the bubble (iOS).
      var iconY = style.runs == nil ? contentTop : max(contentTop, bubble.maxY - avatar.size)
      switch avatar.align {
      case nil: break
      case .top?: iconY = min(name?.frame.y ?? contentTop, contentTop)
      case .bottom?: iconY = max(contentTop, bubble.maxY - avatar.size)
      }
      icon = Rect(
        x: side == .left ? avatar.edgeInset : width - avatar.edgeInset - avatar.size,
        y: iconY, width: avatar.size, height: avatar.size)
    }

    // Reactions on the bubble's bottom edge; lines below them: edited, then the receipt line.
    let reactions = reactionFrames(
      message.reactions, bubble: bubble, side: side, edge: edge, measurer: measurer)
    var below = reactions.reduce(bubble.maxY) { max($0, $1.frame.maxY) }
    func addLine(_ words: String, font: FontSpec, height: Double) -> Rect {
      let size = measurer.measure(words, font: font, maxWidth: width)
      let x = side == .left ? text.x : text.maxX - size.width
      let frame = Rect(x: x, y: below, width: size.width, height: height)
      marks.append(LabelFrame(text: words, frame: frame))
      below += height
      return frame
    }
    // A theme with a stamp says "Edited" in it (WhatsApp), not on a line below.
    if let style = style.marks, message.edited, stamp == nil {
      _ = addLine("Edited", font: style.font, height: style.height)
    }
    var status: StatusFrame?
    let marksBefore = marks.count
    if let value = message.status {
      status = StatusFrame(value: value, frame: nil, text: nil)
      if let receipts = style.receipts {
        status = statusFrame(
          value, receipts: receipts, line: plan.receiptLine, bubble: bubble, side: side,
          measurer: measurer
        ) { words in addLine(words, font: receipts.font, height: receipts.height) }
      }
    }

    if let ticksFrame, let value = message.status {
      status = StatusFrame(value: value, frame: ticksFrame, text: stamp?.ticks)
    }

    var contentBottom = max(bubble.maxY, icon?.maxY ?? 0)
    if let last = marks.last { contentBottom = max(contentBottom, last.frame.maxY) }
    if let frame = status?.frame { contentBottom = max(contentBottom, frame.maxY) }
    contentBottom = max(contentBottom, below)
    var padding = theme.row.bottomPadding
    if let runs = style.runs, plan.run == .first || plan.run == .middle { padding = runs.gap }
    let height = max(theme.row.minHeight, contentBottom + padding)

    var row = MessageFrame(
      index: index, from: message.from, side: side, isLocal: isLocal, y: 0, height: height,
      label: label, icon: icon, bubble: bubble, text: text, textSize: measured,
      content: kind == .typing ? "" : content)
    row.kind = kind
    row.name = name
    row.iconKind = icon == nil ? nil : plan.iconKind
    row.initials = icon == nil ? nil : plan.initials
    row.tail = kind == .emoji ? false : plan.tail
    row.status = status
    row.receiptMark = marks.count > marksBefore ? marksBefore : nil
    row.marks = marks
    row.textFont = font
    row.wrapWidth = wrap
    row.image = imageFrame
    row.caption = imageFrame != nil && !content.isEmpty ? text : nil
    row.reply = replyFrame
    row.reactions = reactions
    if let metrics, let rich = plan.rich {
      row.setRichText(rich, metrics: metrics)
    }
    row.stamp = stampFrame
    return row
  }

  /// The time after (or, on the right, before) the sender's name (team chat).
  private static func timeBesideName(
    _ time: String, name: LabelFrame, style: ConversationStyle.NameTime, side: Side,
    width: Double, measurer: some TextMeasuring
  ) -> LabelFrame {
    let size = measurer.measure(time, font: style.font, maxWidth: width)
    let x = side == .left ? name.frame.maxX + style.gap : name.frame.x - style.gap - size.width
    return LabelFrame(
      text: time,
      frame: Rect(
        x: x, y: name.frame.y + style.dy, width: size.width,
        height: max(0, name.frame.height - style.dy)))
  }

  /// Where a status is drawn: the receipt line under the local user's last message, ticks
  /// beside the bubble, a "!" beside a failed one; nil frame when the theme draws nothing.
  private func statusFrame(
    _ value: MessageStatus, receipts: ConversationStyle.Receipts, line: Bool, bubble: Rect,
    side: Side, measurer: some TextMeasuring, addLine: (String) -> Rect
  ) -> StatusFrame {
    let words: [MessageStatus: String] = [
      .sending: "Sending…", .sent: "Sent", .delivered: "Delivered", .read: "Read",
      .failed: "Not Delivered",
    ]
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
      let text = words[value] ?? value.rawValue
      status.frame = addLine(text)
      status.text = text
    }
    if let beside {
      let size = measurer.measure(beside, font: receipts.font, maxWidth: width)
      let w = max(size.width, receipts.height)
      let x = side == .right ? bubble.x - 4 - w : bubble.maxX + 4
      status.frame = Rect(x: x, y: bubble.maxY - receipts.height, width: w, height: receipts.height)
      status.text = beside
    }
    return status
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
    row.caption = caption?.offsetBy(dy: dy)
    row.reply = reply?.offsetBy(dy: dy)
    for i in row.reactions.indices { row.reactions[i].frame = reactions[i].frame.offsetBy(dy: dy) }
    row.links = links.map { $0.offsetBy(dy: dy) }
    row.stamp = stamp?.offsetBy(dy: dy)
    return row
  }
}

extension Side {
  var opposite: Side { self == .left ? .right : .left }
}
