import ChatShotCore
import ChatShotModel

/// A text, emoji or typing row: its parts (the text, the lines above it, the quoted block and
/// photo, the stamp, the avatar, the lines and pills below it) each computed by one function,
/// then put together here.
extension MessageLayout {
  /// What a bubble holds as its text: the kind of row, the font and wrap width, the insets
  /// and the measured size.
  struct BubbleBody {
    var kind = RowKind.text
    var font: FontSpec
    var wrap: Double
    /// Where text wraps in this bubble without a photo (a quoted block's widest).
    var textMax: Double
    var insets: EdgeInsets
    var extra: Double
    var measured = Size.zero
    var metrics: RichTextMetrics?
    /// The photo's size, nil without a photo.
    var photo: Size?
  }

  /// The bubble and what is placed in it.
  struct BubbleBox {
    var bubble: Rect
    var text: Rect
    var reply: ReplyFrame?
    var image: Rect?
    /// The balloon when it is not the bubble (under a bare photo).
    var balloon: Rect?
    /// Whether a balloon is drawn (not behind a bare photo alone).
    var hasBalloon = true
  }

  /// A text, emoji or typing row, row-relative.
  func bubbleFrame(
    index: Int, message: Message, content: String, plan: RowPlan, measurer: some TextMeasuring,
    quote: QuotedMessage?
  ) -> MessageFrame {
    let side: Side = plan.isLocal ? theme.localSide : theme.otherSideValue
    let inRun = theme.conversation.runs != nil && (plan.run == .middle || plan.run == .last)
    let body = bubbleBody(message: message, content: content, plan: plan, measurer: measurer)
    let edge =
      (plan.avatarColumn ? theme.avatar.map { $0.edgeInset + $0.size + $0.gap } : nil)
      ?? theme.bubble.edgeInset
    var headers = headerLines(
      message: message, plan: plan, kind: body.kind, side: side, edge: edge,
      top: (plan.label?.frame.maxY ?? 0) + (inRun ? 0 : theme.contentGap), measurer: measurer)
    headers.top += tapbackReserve(message.reactions, measurer: measurer)
    let stamp = stampLayout(
      message: message, content: content, plan: plan, body: body, measurer: measurer)
    let bare = theme.conversation.photoStyle.frame == .bare
    let media = media(
      quote: body.kind == .typing ? nil : quote, photo: bare ? nil : body.photo,
      hasCaption: !content.isEmpty, textMax: body.textMax, measurer: measurer)
    let box = bubbleBox(
      body: body, headers: headers, stamp: stamp, media: media, side: side, edge: edge)
    let placed = headers.placed(in: box.balloon ?? box.bubble, insets: body.insets)
    let name = placed.name ?? headers.nameAbove
    let stamps = stampFrames(
      stamp, message: message, box: box, name: name, side: side, emoji: body.kind == .emoji,
      measurer: measurer)
    let icon = iconFrame(plan: plan, top: headers.top, bubble: box.bubble, name: name)
    let clear = [stamps.time?.frame.maxY, stamps.ticks?.maxY, stamps.shade?.maxY]
      .compactMap { $0 }.reduce(box.text.maxY, max)
    let reactions = reactionFrames(
      message.reactions, bubble: box.bubble, text: box.text, clear: clear, side: side,
      edge: edge, measurer: measurer)
    var below = LinesBelow(
      y: reactions.reduce(max(box.bubble.maxY, stamps.shade?.maxY ?? 0)) {
        max($0, $1.frame.maxY)
      }, marks: placed.marks,
      side: side, text: box.text, width: width)
    let status = linesBelow(
      message: message, plan: plan, stamp: stamp, ticks: stamps.ticks, bubble: box.bubble,
      side: side, below: &below, measurer: measurer)
    let parts = BubbleParts(
      side: side, body: body, box: box, name: name, marks: below.marks, time: stamps.time,
      stampShade: stamps.shade,
      icon: icon, reactions: reactions, placement: theme.reactionStyle.placement,
      status: status.frame, receiptMark: status.receiptMark,
      height: rowHeight(
        plan: plan, box: box, icon: icon, marks: below.marks, status: status.frame,
        below: below.y))
    var row = parts.row(index: index, message: message, content: content, plan: plan)
    if body.kind != .typing {
      row.lines =
        body.metrics?.lines.map { $0.offsetBy(dx: box.text.x, dy: box.text.y) }
        ?? measurer.lines(
          of: content, font: body.font, maxWidth: body.wrap, size: body.measured, at: box.text)
    }
    return row
  }

  /// A bubble row's parts, computed, to be put into its frame.
  struct BubbleParts {
    var side: Side
    var body: BubbleBody
    var box: BubbleBox
    var name: LabelFrame?
    var marks: [LabelFrame]
    var time: LabelFrame?
    var stampShade: Rect?
    var icon: Rect?
    var reactions: [ReactionFrame]
    var placement: ConversationStyle.ReactionPlacement
    var status: StatusFrame?
    var receiptMark: Int?
    var height: Double

    /// The row-relative frame of these parts.
    func row(index: Int, message: Message, content: String, plan: RowPlan) -> MessageFrame {
      var row = MessageFrame(
        index: index, from: message.from, side: side, isLocal: plan.isLocal, y: 0,
        height: height, label: plan.label, icon: icon, bubble: box.bubble, text: box.text,
        textSize: body.measured, content: body.kind == .typing ? "" : content)
      row.kind = body.kind
      row.name = name
      row.iconKind = icon == nil ? nil : plan.iconKind
      row.initials = icon == nil ? nil : plan.initials
      row.tail = body.kind == .emoji || !box.hasBalloon ? false : plan.tail
      row.balloon = box.balloon
      row.hasBalloon = box.hasBalloon
      row.status = status
      row.receiptMark = receiptMark
      row.marks = marks
      row.textFont = body.font
      row.wrapWidth = body.wrap
      row.image = box.image
      row.caption = box.image != nil && !content.isEmpty ? box.text : nil
      row.reply = box.reply
      row.reactions = reactions
      row.reactionPlacement = placement
      if let metrics = body.metrics, let rich = plan.rich {
        row.setRichText(rich, metrics: metrics)
      }
      row.stamp = time
      row.stampShade = stampShade
      return row
    }
  }

  /// The text part: what kind of row, in which font, wrapped where, and its measured size. A
  /// photo's caption wraps at the photo's width; large emoji have no insets.
  func bubbleBody(
    message: Message, content: String, plan: RowPlan, measurer: some TextMeasuring
  ) -> BubbleBody {
    let bubbleStyle = theme.bubble
    let appearance = plan.isLocal ? bubbleStyle.local : bubbleStyle.other
    let photo = message.kind == .text ? photoSize(of: message) : nil
    let textMax = bubbleStyle.wrapWidth(appearance, timelineWidth: width)
    var body = BubbleBody(
      font: bubbleStyle.font,
      wrap: photo.map { captionWrap(photo: $0, insets: appearance.contentInsets, textMax: textMax) }
        ?? textMax,
      textMax: textMax, insets: appearance.contentInsets, extra: bubbleStyle.textWidthExtra,
      photo: photo)
    if message.kind == .typing {
      body.kind = .typing
    } else if let emoji = theme.conversation.emoji, plan.isEmoji {
      body.kind = .emoji
      body.font = emoji.font
      body.insets = .zero
      body.extra = 0
    }
    if body.kind == .typing {
      let dots = theme.conversation.typing ?? .standard
      body.measured = Size(width: dots.dotSize * 3 + dots.dotGap * 2, height: dots.height)
    } else if photo != nil, content.isEmpty,
      theme.conversation.photoStyle.frame != nil
        || theme.conversation.photoStyle.stampOverPhoto != nil
    {
      // A bare or inset photo without caption, or one with its stamp over it, has no text
      // line under it.
      body.measured = .zero
    } else if let rich = plan.rich, body.kind == .text {
      body.metrics = measurer.measureRich(
        rich, font: body.font, style: theme.formattingStyle, maxWidth: body.wrap)
      body.measured = body.metrics?.size ?? .zero
    } else {
      body.measured = measurer.measure(content, font: body.font, maxWidth: body.wrap)
    }
    return body
  }

  /// The bubble around the header lines, the quoted block and photo, the text and the stamp's
  /// own line, at the content top; the text frame and the media placed in it.
  func bubbleBox(
    body: BubbleBody, headers: HeaderLines, stamp: StampLayout?, media: Media, side: Side,
    edge: Double
  ) -> BubbleBox {
    if let photo = body.photo {
      switch theme.conversation.photoStyle.frame {
      case .bare?:
        return bareBox(
          photo: photo, body: body, headers: headers, stamp: stamp, media: media, side: side,
          edge: edge)
      case .inset(let inset)?:
        return insetBox(
          photo: photo, inset: inset, body: body, headers: headers, stamp: stamp, media: media,
          side: side, edge: edge)
      case nil: break
      }
    }
    let insets = body.insets
    let stampLine = stamp?.ownLine == true ? theme.conversation.stamp?.lineHeight ?? 0 : 0
    let textWidth = max(body.measured.width + body.extra, stamp?.contentWidth ?? 0)
    let contentWidth = max(
      headers.lines.isEmpty ? textWidth : max(textWidth, headers.width), media.width)
    let bubbleWidth = contentWidth + insets.horizontal
    let bubbleHeight =
      body.measured.height + headers.height + media.height + insets.vertical + stampLine
    let bubble = Rect(
      x: side == .left ? edge : width - edge - bubbleWidth, y: headers.top,
      width: bubbleWidth, height: bubbleHeight)
    var text = bubble.inset(by: insets)
    text.height -= stampLine
    if !headers.lines.isEmpty {
      text.y += headers.height
      text.height -= headers.height
    }
    text.y += media.height
    text.height -= media.height
    let (reply, image) = media.make(
      bubble.x + insets.left, bubble.y + insets.top + headers.height)
    return BubbleBox(bubble: bubble, text: text, reply: reply, image: image)
  }

  /// The row's height: its lowest content plus the bottom padding (a run's gap inside a run),
  /// at least the theme's minimum.
  func rowHeight(
    plan: RowPlan, box: BubbleBox, icon: Rect?, marks: [LabelFrame], status: StatusFrame?,
    below: Double
  ) -> Double {
    var contentBottom = max(box.bubble.maxY, icon?.maxY ?? 0)
    if let last = marks.last { contentBottom = max(contentBottom, last.frame.maxY) }
    if let frame = status?.frame { contentBottom = max(contentBottom, frame.maxY) }
    contentBottom = max(contentBottom, below)
    var padding = theme.row.bottomPadding
    if let runs = theme.conversation.runs, plan.run == .first || plan.run == .middle {
      padding = runs.gap
    }
    return max(theme.row.minHeight, contentBottom + padding)
  }
}
