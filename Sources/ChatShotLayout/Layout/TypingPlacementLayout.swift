import ChatShotCore
import ChatShotModel

/// Where a conversation's typing indicator goes when the theme draws it as words
/// (`typing.placement` `header` or `composer`): only the last typing row is drawn, as the
/// header's subtitle or as a line above the input bar; every typing row takes no space in the
/// timeline. A header placement without a header (no `--screen`/`--header`) falls back to the
/// bubble, so that a picture of the timeline alone still shows that someone is typing.
struct TypingPlacementLayout {
  /// The placement in effect.
  var placement: ConversationStyle.TypingPlacement
  /// The index of the typing row drawn as words; nil with the bubble or without typing rows.
  var last: Int?
  /// The words drawn for it.
  var words: String?

  init(conversation: Conversation, theme: Theme, hasHeader: Bool) {
    let typing = theme.conversation.typing
    var placement = typing?.placement ?? .bubble
    if placement == .header && !hasHeader { placement = .bubble }
    self.placement = placement
    guard placement != .bubble, let line = typing?.line,
      let last = conversation.messages.lastIndex(where: { $0.kind == .typing })
    else { return }
    self.last = last
    let from = conversation.messages[last].from
    words = line.words(
      name: conversation.participant(from)?.name ?? from,
      group: conversation.participants.count > 2)
  }

  /// Whether `message` is drawn off the bubble (it then takes no space).
  func isOffBubble(_ message: Message) -> Bool {
    placement != .bubble && message.kind == .typing
  }

  /// The composer line at `top`: the words in the theme's typing font, left-aligned at the
  /// text inset of a message from the other side (after its avatar column when it has one).
  static func composerLine(
    _ words: String, theme: Theme, plan: RowPlan, top: Double, width: Double
  ) -> LabelFrame {
    let line = theme.conversation.typing?.line ?? .init(placement: .composer)
    let edge =
      (plan.avatarColumn ? theme.avatar.map { $0.edgeInset + $0.size + $0.gap } : nil)
      ?? theme.bubble.edgeInset
    let x = edge + theme.bubble.other.contentInsets.left
    return LabelFrame(
      text: words,
      frame: Rect(
        x: x, y: top, width: max(0, width - x - theme.bubble.edgeInset), height: line.lineHeight))
  }
}

extension MessageLayout {
  /// A typing row drawn off the bubble: no height, nothing drawn in the timeline.
  func offBubbleTypingFrame(
    index: Int, message: Message, plan: RowPlan, top: Double,
    placement: ConversationStyle.TypingPlacement
  ) -> MessageFrame {
    let empty = Rect(x: 0, y: top, width: 0, height: 0)
    var row = MessageFrame(
      index: index, from: message.from, side: plan.isLocal ? theme.localSide : theme.otherSideValue,
      isLocal: plan.isLocal, y: top, height: 0, label: nil, icon: nil, bubble: empty,
      text: empty, textSize: .zero, content: "")
    row.kind = .typing
    row.id = message.id
    row.run = plan.run
    row.color = plan.color
    row.tail = false
    row.typingPlacement = placement
    return row
  }
}
