/// The frame model of a whole conversation: every row, and the canvas size in points.
public struct TimelineLayout: Hashable, Sendable {
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
  /// The numbered markers `--callouts` asks for (none by default); not part of any row.
  public var callouts: [CalloutFrame] = []

  /// Lays out `conversation` with `theme` at `width` points, measuring with `measurer`.
  ///
  /// Pure: no drawing, the same result at every scale.
  ///
  /// - Parameters:
  ///   - emoticons: replace emoticons before measuring; nil leaves it to the theme.
  ///   - chrome: add the theme's input bar below the timeline (if the theme has one).
  package init(
    conversation: Conversation, theme: Theme, width: Double? = nil,
    measurer: some TextMeasuring, emoticons: Bool? = nil, chrome: Bool = false
  ) {
    let emoticons = emoticons ?? theme.emoticons
    let width = width ?? theme.width
    let layout = MessageLayout(theme: theme, width: width)
    var rows: [MessageFrame] = []
    rows.reserveCapacity(conversation.messages.count)
    var y = theme.timelinePadding.top
    let contents = conversation.messages.map {
      emoticons ? Emoticons.substitute($0.text) : $0.text
    }
    let plans = RowPlan.plan(conversation, contents: contents, theme: theme, width: width)
    for (index, (message, plan)) in zip(conversation.messages, plans).enumerated() {
      let row = layout.frame(
        index: index, message: message, content: contents[index], plan: plan, top: y,
        measurer: measurer)
      rows.append(row)
      y += row.height
    }
    self.theme = theme.name
    self.width = width
    let bottom = rows.reduce(y) { max($0, $1.drawnMaxY) }
    let timelineHeight = (bottom + theme.timelinePadding.bottom).rounded(.up)
    self.chrome =
      chrome ? theme.chrome.map { ChromeFrame(style: $0, top: timelineHeight, width: width) } : nil
    self.height = timelineHeight + (self.chrome?.frame.height ?? 0)
    self.rows = rows
  }
}
