internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Drawing what `ConversationStyle` adds to a row: initials avatars, notices, typing dots,
/// names, marks and receipts.
extension StripRenderer {
  /// One line of small text a row draws besides its message: its name, marks, status.
  struct SmallLine {
    var text: String
    var font: FontSpec
    var color: RGBAColor
    var frame: Rect
  }

  /// The small lines of `row`, each measured at the timeline width (as `MessageLayout`
  /// measures them, so the kept layouts are drawn and then released).
  func smallLines(of row: MessageFrame) -> [SmallLine] {
    let style = theme.conversation
    var lines: [SmallLine] = []
    if let name = row.name, let names = style.names {
      lines.append(
        SmallLine(
          text: name.text, font: names.font, color: names.color ?? row.color ?? theme.label.color,
          frame: name.frame))
    }
    for (i, mark) in row.marks.enumerated() {
      if let receipts = style.receipts, i == row.receiptMark {
        lines.append(
          SmallLine(text: mark.text, font: receipts.font, color: receipts.color, frame: mark.frame))
      } else if let marks = style.marks {
        lines.append(
          SmallLine(text: mark.text, font: marks.font, color: marks.color, frame: mark.frame))
      }
    }
    if let status = row.status, let frame = status.frame, let words = status.text,
      row.receiptMark.map({ row.marks[$0].frame }) != frame,
      let receipts = style.receipts(for: status.value)
    {
      let color: RGBAColor
      switch status.value {
      case .failed: color = .white
      case .read: color = receipts.readColor
      default: color = receipts.color
      }
      lines.append(SmallLine(text: words, font: receipts.font, color: color, frame: frame))
    }
    return lines
  }

  /// Draws `row`'s small lines; a failed mark on a red circle.
  func drawSmallLines(_ row: MessageFrame, on cr: CairoContext) {
    let visible = -Double.infinity..<Double.infinity
    for line in smallLines(of: row) {
      if row.status?.value == .failed, line.frame == row.status?.frame,
        let receipts = theme.conversation.receipts(for: .failed)
      {
        cr.setColor(receipts.failedColor)
        let side = min(line.frame.width, line.frame.height)
        cr.roundedRect(
          Rect(
            x: line.frame.x + (line.frame.width - side) / 2,
            y: line.frame.y + (line.frame.height - side) / 2, width: side,
            height: side), radius: side / 2)
        cairo_fill(cr.pointer)
        text.drawLabel(line.text, font: line.font, color: line.color, in: line.frame, on: cr)
        continue
      }
      guard let paragraph = text.paragraph(line.text, font: line.font, maxWidth: layout.width)
      else { continue }
      text.drawParagraph(
        paragraph, color: line.color, at: (line.frame.x, line.frame.y), visible: visible, on: cr)
    }
  }

  /// The participant's colour in the avatar's shape, their initials centred on it.
  func drawInitials(_ row: MessageFrame, in icon: Rect, on cr: CairoContext) {
    guard let avatar = theme.avatar else { return }
    drawInitials(
      row.initials ?? "", color: row.color, shape: avatar.shape, size: avatar.size, in: icon,
      on: cr)
  }

  /// `letters` on `color` in `shape`, in `icon`; the theme's initials font scaled by
  /// `icon`'s width over `size` (the avatar size the font is given for).
  func drawInitials(
    _ letters: String, color: RGBAColor?, shape: AvatarShape, size: Double, in icon: Rect,
    on cr: CairoContext
  ) {
    guard let style = theme.conversation.initials else { return }
    cr.setColor(color ?? theme.label.color)
    switch shape {
    case .square: cr.roundedRect(icon, radius: 0)
    case .circle: cr.roundedRect(icon, radius: min(icon.width, icon.height) / 2)
    case .rounded(let radius): cr.roundedRect(icon, radius: radius * min(1, icon.width / size))
    }
    cairo_fill(cr.pointer)
    var font = style.font
    if size > 0, icon.width != size { font.size = (font.size * icon.width / size).rounded() }
    text.drawLabel(letters, font: font, color: style.color, in: icon, on: cr)
  }

  /// The typing line above the input bar (`typing.placement` `composer`), in the theme's
  /// typing font and the dots' colour, from its frame's left edge.
  func drawTypingLine(stripTop: Int, stripHeight: Int, on cr: CairoContext) {
    guard let line = layout.typingLine, let typing = theme.conversation.typing else { return }
    let top = Double(stripTop) / scale
    let bottom = Double(stripTop + stripHeight) / scale
    guard line.frame.maxY > top, line.frame.minY < bottom else { return }
    usePoints(cr, stripTop: stripTop)
    text.drawLine(
      line.text, font: typing.line?.font ?? ConversationStyle.TypingLine.standardFont,
      color: typing.color, in: line.frame, alignment: .left, on: cr)
  }

  /// A system row's pill (nothing for plain notices and emoji rows).
  func drawNoticeBackground(_ row: MessageFrame, on cr: CairoContext) {
    let notice = theme.noticeStyle
    guard row.kind == .system, notice.shape == .pill else { return }
    cr.setColor(notice.background)
    cr.roundedRect(row.bubble, radius: min(notice.cornerRadius, row.bubble.height / 2))
    cairo_fill(cr.pointer)
  }

  /// Three still dots centred in the typing bubble's text frame.
  func drawTypingDots(_ row: MessageFrame, on cr: CairoContext) {
    let dots = theme.conversation.typing ?? .standard
    cr.setColor(dots.color)
    let y = row.text.y + (row.text.height - dots.dotSize) / 2
    for i in 0..<3 {
      let x = row.text.x + Double(i) * (dots.dotSize + dots.dotGap)
      cr.roundedRect(
        Rect(x: x, y: y, width: dots.dotSize, height: dots.dotSize), radius: dots.dotSize / 2)
    }
    cairo_fill(cr.pointer)
  }
}

extension Theme {
  /// The background of `row`'s bubble: its side's, or the tailless variant when the row
  /// has no tail and the theme has one.
  func bubbleBackground(for row: MessageFrame) -> BubbleBackground {
    let appearance = row.isLocal ? bubble.local : bubble.other
    return row.tail ? appearance.background : appearance.tailless ?? appearance.background
  }
}
