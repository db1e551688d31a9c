import ChatShotCore
import ChatShotModel

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
  /// The balloon's frame: its nine-slice image is stretched to it, or its fill drawn in it;
  /// with a bare photo (`Photos.frame`), the photo and the balloon under it, if any.
  public var bubble: Rect
  /// The frame the text is drawn in: the bubble inset by the theme's content insets.
  public var text: Rect
  /// The measured text size (rounded up to whole points, before `textWidthExtra`).
  public var textSize: Size
  /// The text as drawn (after emoticon substitution).
  public var content: String
  /// What the row draws: a text bubble, a notice, typing dots or large emoji.
  public var kind: RowKind = .text
  /// The message's id, if it has one.
  public var id: String?
  /// The row's place in its run of messages of one sender.
  public var run: RunPosition = .single
  /// The sender's name and its frame, or nil when the row shows none.
  public var name: LabelFrame?
  /// What `icon` shows; nil when `icon` is nil.
  public var iconKind: IconKind?
  /// The letters of an initials avatar (`iconKind == .initials`).
  public var initials: String?
  /// The sender's colour (their name, their initials avatar).
  public var color: RGBAColor?
  /// Whether the balloon is drawn with its tail.
  public var tail = true
  /// The delivery state and where it is drawn; nil without one.
  public var status: StatusFrame?
  /// Edited, forwarded and receipt lines.
  public var marks: [LabelFrame] = []
  /// The time drawn inside the bubble (WhatsApp) or beside the name (team chat); nil
  /// without one.
  public var stamp: LabelFrame?
  /// The index in `marks` of the receipt line, if there is one.
  package var receiptMark: Int?
  /// The font the text is drawn in and the width it wraps at (the bubble's, the notice's or
  /// the large emoji's).
  package var textFont = FontSpec(size: 1)
  package var wrapWidth = 1.0
  /// The photo's frame inside the bubble; nil without one.
  public var image: Rect?
  /// Where the balloon is drawn when it is not `bubble`: under a bare photo, around the
  /// caption (nil: `bubble`).
  package var balloon: Rect?
  /// Whether a balloon is drawn: false for a bare photo alone.
  package var hasBalloon = true
  /// The shade under a stamp drawn over the photo (`Photos.stampOverPhoto`); nil otherwise.
  package var stampShade: Rect?
  /// The caption's frame (the text frame of a photo with text); nil otherwise.
  public var caption: Rect?
  /// The quoted block of a reply; nil when the message replies to nothing.
  public var reply: ReplyFrame?
  /// The reaction pills, in order.
  public var reactions: [ReactionFrame] = []
  /// Where the theme put the pills (`below`, `combined`, `tapback`, `line`).
  package var reactionPlacement = ConversationStyle.ReactionPlacement.below
  /// The boxes of each link's text (URLs, e-mail addresses, mentions, Markdown and entity
  /// links), in points on the whole canvas; empty without links.
  public var links: [LinkFrame] = []
  /// The formatted text drawn instead of `content`; nil for plain text.
  package var rich: RichText?
  /// The box of each laid-out line of the row's text (its caption, its notice), in points
  /// on the whole canvas; empty for typing rows.
  package var lines: [Rect] = []
  /// The code points of the row's text drawn without a font (as boxes); 0 normally.
  package var missingGlyphs = 0
  /// Where a typing row is drawn (the theme's `typing.placement`, a bubble where the picture
  /// has no header); nil for other rows. Off the bubble the row takes no space.
  package var typingPlacement: ConversationStyle.TypingPlacement?
  /// Where a typing row off the bubble is drawn: the header's subtitle or the composer line;
  /// nil for an earlier typing row (only the last one is drawn there).
  package var typingFrame: Rect?

  /// Where the balloon is drawn (when `hasBalloon`).
  package var balloonFrame: Rect { balloon ?? bubble }

  /// `start` combined with every frame the row draws besides the bubble, icon and label.
  private func extraExtent(_ start: Double, _ combine: (Double, Rect) -> Double) -> Double {
    var value = start
    if let name { value = combine(value, name.frame) }
    for mark in marks { value = combine(value, mark.frame) }
    if let frame = status?.frame { value = combine(value, frame) }
    for reaction in reactions { value = combine(value, reaction.frame) }
    if let stamp { value = combine(value, stamp.frame) }
    return value
  }

  /// The highest point anything of this row reaches.
  public var drawnMinY: Double {
    extraExtent(min(y, bubble.minY, icon?.minY ?? y, label?.frame.minY ?? y)) {
      min($0, $1.minY)
    }
  }

  /// The lowest point anything of this row reaches (a bubble may hang below the row).
  public var drawnMaxY: Double {
    extraExtent(max(y + height, bubble.maxY, icon?.maxY ?? 0)) { max($0, $1.maxY) }
  }
}

/// A row's label: its text and frame.
public struct LabelFrame: Hashable, Sendable {
  /// The label as drawn: the theme's format with the time and sender's name filled in.
  public var text: String
  /// Where the label is drawn, centred in this frame, in points on the whole canvas.
  public var frame: Rect

  /// The frame moved down by `dy`.
  func offsetBy(dy: Double) -> LabelFrame { LabelFrame(text: text, frame: frame.offsetBy(dy: dy)) }
}

extension MessageFrame {
  /// An empty row of participant `id` from the other side: what the renderer asks for that
  /// participant's picture with where no row of theirs shows one (the header's avatar).
  package static func pictureOwner(_ id: String) -> MessageFrame {
    MessageFrame(
      index: -1, from: id, side: .left, isLocal: false, y: 0, height: 0, label: nil, icon: nil,
      bubble: .zero, text: .zero, textSize: .zero, content: "")
  }
}
