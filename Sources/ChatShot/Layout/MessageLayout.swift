/// Computes one row's frames from a theme's metrics: the formulas documented on `Theme`.
struct MessageLayout {
  let theme: Theme
  let width: Double

  func frame(
    index: Int, message: Message, content: String, senderName: String, isLocal: Bool,
    timeRepeats: Bool, top: Double, measurer: some TextMeasuring
  ) -> MessageFrame {
    let side: Side = isLocal ? theme.localSide : theme.localSide.opposite
    let label = labelFrame(message: message, senderName: senderName, timeRepeats: timeRepeats)
    let contentTop = (label?.frame.maxY ?? 0) + theme.contentGap

    let icon = theme.avatar.map { avatar in
      Rect(
        x: side == .left ? avatar.edgeInset : width - avatar.edgeInset - avatar.size,
        y: contentTop, width: avatar.size, height: avatar.size)
    }

    let bubbleStyle = theme.bubble
    let appearance = isLocal ? bubbleStyle.local : bubbleStyle.other
    let measured = measurer.measure(content, font: bubbleStyle.font, maxWidth: bubbleStyle.maxTextWidth)
    let insets = appearance.contentInsets
    let bubbleWidth = measured.width + bubbleStyle.textWidthExtra + insets.horizontal
    let bubbleHeight = measured.height + insets.vertical
    let edge = theme.avatar.map { $0.edgeInset + $0.size + $0.gap } ?? bubbleStyle.edgeInset
    let bubble = Rect(
      x: side == .left ? edge : width - edge - bubbleWidth, y: contentTop,
      width: bubbleWidth, height: bubbleHeight)

    let contentBottom = max(bubble.maxY, icon?.maxY ?? 0)
    let height = max(theme.row.minHeight, contentBottom + theme.row.bottomPadding)

    return MessageFrame(
      index: index, from: message.from, side: side, isLocal: isLocal, y: top, height: height,
      label: label.map { LabelFrame(text: $0.text, frame: $0.frame.offsetBy(dy: top)) },
      icon: icon?.offsetBy(dy: top), bubble: bubble.offsetBy(dy: top),
      text: bubble.inset(by: insets).offsetBy(dy: top), textSize: measured, content: content)
  }

  /// The row-relative label, or nil when the row shows none.
  private func labelFrame(message: Message, senderName: String, timeRepeats: Bool) -> LabelFrame? {
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

extension Side {
  var opposite: Side { self == .left ? .right : .left }
}
