import ChatShotModel

/// The frame model of a whole conversation: every row, and the canvas size in points.
public struct TimelineLayout: Hashable, Sendable {
  /// The timeline widths a layout may have, in points (a theme's width and a render's).
  package static let widthRange: ClosedRange<Double> = 160...2048

  /// The name of the theme it was laid out with.
  public var theme: String
  /// The canvas width in points (the timeline width); times the scale (rounded), the image
  /// width in device pixels.
  public var width: Double
  /// The canvas height in points, the input bar included; times the scale (rounded up),
  /// the image height in device pixels.
  public var height: Double
  /// One row per message, in order, top to bottom.
  public var rows: [MessageFrame]
  /// The input bar below the timeline (`--chrome`), included in `height`; nil without one.
  public var chrome: ChromeFrame?
  /// The status bar, header and home indicator, when drawn (`--screen`); rows start below
  /// the top ones.
  public var screen = ScreenFrames()
  /// The numbered markers `--callouts` asks for (none by default); not part of any row.
  public var callouts: [CalloutFrame] = []
  /// The typing line above the input bar (`typing.placement` `composer`); nil without one.
  package var typingLine: LabelFrame?

  /// Lays out `conversation` with `theme` at `width` points, measuring with `measurer`.
  ///
  /// Pure: no drawing, the same result at every scale.
  ///
  /// - Parameters:
  ///   - emoticons: replace emoticons before measuring; nil leaves it to the theme.
  ///   - chrome: add the theme's input bar below the timeline (if the theme has one).
  package init(
    conversation: Conversation, theme: Theme, width: Double? = nil,
    measurer: some TextMeasuring, emoticons: Bool? = nil, chrome: Bool = false,
    screen request: ScreenRequest = ScreenRequest()
  ) {
    let emoticons = emoticons ?? theme.emoticons
    let width = width ?? request.device?.width ?? theme.width
    let layout = MessageLayout(theme: theme, width: width)
    var rows: [MessageFrame] = []
    rows.reserveCapacity(conversation.messages.count)
    var screen = ScreenFrames()
    var top = 0.0
    if request.statusBar, let style = theme.statusBar {
      let bar = ScreenLayout.statusBar(
        style, device: request.device, values: request.values, width: width, measurer: measurer)
      screen.statusBar = bar
      top = bar.frame.maxY
    }
    let typing = TypingPlacementLayout(
      conversation: conversation, theme: theme, hasHeader: request.header && theme.header != nil)
    if request.header, let style = theme.header {
      let header = ScreenLayout.header(
        style, conversation: conversation, theme: theme,
        subtitle: typing.placement == .header ? typing.words : nil, top: top, width: width)
      screen.header = header
      top = header.frame.maxY + style.spacing
    }
    var topChrome: ChromeFrame?
    if chrome, let style = theme.chrome, style.position == .top {
      topChrome = ChromeFrame(style: style, top: top, width: width)
      top += style.height
    }
    var y = top + theme.timelinePadding.top
    let contents = conversation.messages.map {
      emoticons ? Emoticons.substitute($0.text) : $0.text
    }
    var plans = RowPlan.plan(conversation, contents: contents, theme: theme, width: width)
    RowPlan.addRichText(
      &plans, conversation: conversation, contents: contents, emoticons: emoticons)
    let quotes = QuotedMessage.table(conversation.messages, contents: contents, plans: plans)
    for (index, (message, plan)) in zip(conversation.messages, plans).enumerated() {
      if typing.isOffBubble(message) {
        var row = layout.offBubbleTypingFrame(
          index: index, message: message, plan: plan, top: y, placement: typing.placement)
        if index == typing.last, typing.placement == .header {
          row.typingFrame = screen.header?.subtitleFrame
        }
        rows.append(row)
        continue
      }
      let row = layout.frame(
        index: index, message: message, content: contents[index], plan: plan, top: y,
        measurer: measurer, quote: quotes(index))
      rows.append(row)
      y += row.height
    }
    self.theme = theme.name
    self.width = width
    var bottom = rows.reduce(y) { max($0, $1.drawnMaxY) }
    if typing.placement == .composer, let last = typing.last, let words = typing.words {
      let line = TypingPlacementLayout.composerLine(
        words, theme: theme, plan: plans[last], top: bottom, width: width)
      rows[last].typingFrame = line.frame
      self.typingLine = line
      bottom = line.frame.maxY
    }
    let timelineHeight = (bottom + theme.timelinePadding.bottom).rounded(.up)
    var height = timelineHeight
    if let topChrome {
      self.chrome = topChrome
    } else if chrome, let style = theme.chrome {
      self.chrome = ChromeFrame(style: style, top: timelineHeight, width: width)
      height += style.height
    } else {
      self.chrome = nil
    }
    if let device = request.device, device.homeIndicatorHeight > 0,
      request.statusBar || request.header || chrome
    {
      screen.homeIndicator = ScreenLayout.homeIndicator(device: device, top: height, width: width)
      height += device.homeIndicatorHeight
    }
    self.height = height
    self.screen = screen
    self.rows = rows
  }
}
