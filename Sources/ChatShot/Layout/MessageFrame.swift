/// The computed frames of one message row, in points on the whole canvas.
public struct MessageFrame: Hashable, Sendable {
  /// The message's position in `Conversation.messages`, from 0 (as `messages[N]` in
  /// diagnostics and `index` in the layout dump).
  public var index: Int
  /// The sender's participant id.
  public var from: String
  /// The timeline edge the message is drawn against: the theme's local side for the local
  /// user, the other edge for everyone else.
  public var side: Side
  /// Whether the sender is the conversation's local user.
  public var isLocal: Bool
  /// The top of the row on the canvas.
  public var y: Double
  /// The row's height; the next row starts at `y + height`. A bubble may hang below it (see
  /// `drawnMaxY`).
  public var height: Double
  /// The label text and frame, or nil when the row shows none.
  public var label: LabelFrame?
  /// The avatar's frame; nil when the theme draws no avatars.
  public var icon: Rect?
  /// The balloon's frame: its nine-slice image is stretched to it, or its fill drawn in it.
  public var bubble: Rect
  /// The frame the text is drawn in: the bubble inset by the theme's content insets.
  public var text: Rect
  /// The measured text size (rounded up to whole points, before `textWidthExtra`).
  public var textSize: Size
  /// The text as drawn (after emoticon substitution).
  public var content: String

  /// The highest point anything of this row reaches.
  public var drawnMinY: Double {
    min(y, bubble.minY, icon?.minY ?? y, label?.frame.minY ?? y)
  }

  /// The lowest point anything of this row reaches (a bubble may hang below the row).
  public var drawnMaxY: Double {
    max(y + height, bubble.maxY, icon?.maxY ?? 0)
  }
}

/// A row's label: its text and frame.
public struct LabelFrame: Hashable, Sendable {
  /// The label as drawn: the theme's format with the time and sender's name filled in.
  public var text: String
  /// Where the label is drawn, centred in this frame, in points on the whole canvas.
  public var frame: Rect
}
