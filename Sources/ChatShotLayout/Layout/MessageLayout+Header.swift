import ChatShotCore
import ChatShotModel

/// What goes above a bubble's text: the sender's name (a line above the bubble, or its first
/// line) and the forwarded mark; and the avatar beside it.
extension MessageLayout {
  /// One line inside the bubble before its text.
  struct HeaderLine {
    var text: String
    var font: FontSpec
    var height: Double
    var isName: Bool
    var size: Size
  }

  /// The lines of a bubble before its text, and the content top below a name drawn above it.
  struct HeaderLines {
    /// The name on a line of its own above the bubble, nil when it has none.
    var nameAbove: LabelFrame?
    /// The lines inside the bubble, in order.
    var lines: [HeaderLine] = []
    /// The bubble's top.
    var top: Double

    /// The widest line's width (0 without lines).
    var width: Double { lines.reduce(0) { max($0, $1.size.width) } }
    /// The lines' total height.
    var height: Double { lines.reduce(0) { $0 + $1.height } }

    /// The lines placed at the top of `bubble`'s content: the name, and the marks.
    func placed(in bubble: Rect, insets: EdgeInsets) -> (name: LabelFrame?, marks: [LabelFrame]) {
      var name: LabelFrame?
      var marks: [LabelFrame] = []
      var y = bubble.y + insets.top
      for line in lines {
        let frame = Rect(
          x: bubble.x + insets.left, y: y, width: line.size.width, height: line.height)
        if line.isName {
          name = LabelFrame(text: line.text, frame: frame)
        } else {
          marks.append(LabelFrame(text: line.text, frame: frame))
        }
        y += line.height
      }
      return (name, marks)
    }
  }

  /// The name (above the bubble, aligned with its text, also above large emoji; or inside)
  /// and the forwarded mark of a row whose content starts at `top`.
  func headerLines(
    message: Message, plan: RowPlan, kind: RowKind, side: Side, edge: Double, top: Double,
    measurer: some TextMeasuring
  ) -> HeaderLines {
    let style = theme.conversation
    var headers = HeaderLines(top: top)
    func line(_ text: String, font: FontSpec, height: Double, isName: Bool) -> HeaderLine {
      let size = measurer.measure(text, font: font, maxWidth: width)
      return HeaderLine(text: text, font: font, height: height, isName: isName, size: size)
    }
    if plan.showName, let names = style.names {
      if names.placement == .above || kind == .emoji {
        let size = measurer.measure(plan.senderName, font: names.font, maxWidth: width)
        let insets = (plan.isLocal ? theme.bubble.local : theme.bubble.other).contentInsets
        let x = side == .left ? edge + insets.left : width - edge - insets.right - size.width
        headers.nameAbove = LabelFrame(
          text: plan.senderName,
          frame: Rect(x: x, y: top, width: size.width, height: names.height))
        headers.top += names.height
      } else {
        headers.lines.append(
          line(plan.senderName, font: names.font, height: names.height, isName: true))
      }
    }
    if let marks = style.marks, let forwarded = message.forwarded, kind != .typing {
      headers.lines.append(
        line(marks.forwardedLine(forwarded), font: marks.font, height: marks.height, isName: false))
    }
    return headers
  }

  /// The avatar's frame: at the content top, level with the name (`top`), or by the bubble's
  /// bottom (`bottom`, and by default in a theme with runs, as iOS); nil when the row has none.
  func iconFrame(plan: RowPlan, top: Double, bubble: Rect, name: LabelFrame?) -> Rect? {
    guard plan.showAvatar, let avatar = theme.avatar else { return nil }
    let side: Side = plan.isLocal ? theme.localSide : theme.otherSideValue
    var iconY = theme.conversation.runs == nil ? top : max(top, bubble.maxY - avatar.size)
    switch avatar.align {
    case nil: break
    case .top?: iconY = min(name?.frame.y ?? top, top)
    case .bottom?: iconY = max(top, bubble.maxY - avatar.size)
    }
    return Rect(
      x: side == .left ? avatar.edgeInset : width - avatar.edgeInset - avatar.size,
      y: iconY, width: avatar.size, height: avatar.size)
  }
}
