import ChatShotCore
import ChatShotModel

/// Where a WhatsApp-like theme puts a message's time and ticks inside its bubble
/// (`ConversationStyle.Stamp`): beside the text's last line when the line, the gap and the
/// stamp fit in the wrapping width and the line runs left to right, else on a line of its
/// own at the bottom of the bubble.
struct StampLayout {
  /// The time as drawn ("" when the message has none), after the theme's edited word when
  /// the message was edited (WhatsApp writes "Edited 10:42").
  var time: String
  var timeWidth: Double
  /// The ticks drawn after the time ("✓" sent, "✓✓" delivered or read), or nil.
  var ticks: String?
  /// The whole stamp's width: time, gap, ticks.
  var width: Double
  /// Whether the stamp takes a line of its own.
  var ownLine: Bool
  /// The least content width the bubble needs for its text and the stamp.
  var contentWidth: Double
  /// Whether the stamp is drawn over the photo's bottom-right corner on a shade (a photo
  /// without caption, `Photos.stampOverPhoto` or a bare photo): it then takes no room in
  /// the bubble.
  var overPhoto = false {
    didSet {
      if overPhoto {
        ownLine = false
        contentWidth = 0
      }
    }
  }

  /// The stamp of a text message; nil when it has neither a time, nor ticks, nor "Edited".
  init?(
    style: ConversationStyle.Stamp, message: Message, isLocal: Bool, content: String,
    font: FontSpec, wrap: Double, measured: Size, timelineWidth: Double, edited: String,
    richLastLine: LastLine? = nil, measurer: some TextMeasuring
  ) {
    let clock = message.time ?? ""
    time = message.edited ? (clock.isEmpty ? edited : edited + " " + clock) : clock
    switch (isLocal, message.status) {
    case (true, .sent?): ticks = "✓"
    case (true, .delivered?), (true, .read?): ticks = "✓✓"
    default: ticks = nil
    }
    guard !time.isEmpty || ticks != nil else { return nil }
    timeWidth =
      time.isEmpty ? 0 : measurer.measure(time, font: style.font, maxWidth: timelineWidth).width
    width = timeWidth
    if ticks != nil { width += (time.isEmpty ? 0 : style.tickGap) + style.tickWidth }
    // Formatted text: the last line as laid out, not the source's (with its markers).
    let last = richLastLine ?? measurer.lastLine(content, font: font, maxWidth: wrap)
    let beside = last.width + style.gap + width
    ownLine = last.isRightToLeft || beside > wrap
    contentWidth = max(measured.width, ownLine ? width : beside)
  }

  /// The time's frame and the ticks' frame in `bubble`, whose text frame is `text`.
  func frames(style: ConversationStyle.Stamp, bubble: Rect, text: Rect) -> (
    time: Rect, ticks: Rect?
  ) {
    place(style: style, y: bubble.maxY - style.bottom - style.height, right: text.maxX)
  }

  /// Over `photo`: the shade, `StampOverPhoto.margin` in from its bottom-right corner, and
  /// the time and ticks inside it, `StampOverPhoto.padding` from its edges.
  func framesOver(photo: Rect, style: ConversationStyle.Stamp) -> (
    time: Rect, ticks: Rect?, shade: Rect
  ) {
    typealias Over = ConversationStyle.StampOverPhoto
    let p = Over.padding
    let shade = Rect(
      x: photo.maxX - Over.margin - width - 2 * p.horizontal,
      y: photo.maxY - Over.margin - style.height - 2 * p.vertical,
      width: width + 2 * p.horizontal, height: style.height + 2 * p.vertical)
    let placed = place(
      style: style, y: shade.y + p.vertical, right: shade.maxX - p.horizontal)
    return (placed.time, placed.ticks, shade)
  }

  /// The time and ticks on the line at `y`, the stamp ending at `right`.
  private func place(style: ConversationStyle.Stamp, y: Double, right: Double) -> (
    time: Rect, ticks: Rect?
  ) {
    let x = right - width
    let time = Rect(x: x, y: y, width: timeWidth, height: style.height)
    let tickFrame = ticks.map { _ in
      Rect(x: right - style.tickWidth, y: y, width: style.tickWidth, height: style.height)
    }
    return (time, tickFrame)
  }
}
