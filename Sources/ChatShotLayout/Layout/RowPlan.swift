import ChatShotCore
import ChatShotModel

/// What a row shows before its frames are computed: its label, its place in a run, and
/// which of name, avatar, tail and receipt line the theme gives it.
///
/// Runs: consecutive text messages of one sender, with no label and no system row between
/// them, form a run; system and typing rows are runs of their own. Every theme reports runs
/// by this rule; `ConversationStyle.runs` decides what a theme does with them.
struct RowPlan {
  var label: LabelFrame?
  var run = RunPosition.single
  var senderName: String
  var isLocal: Bool
  var showName = false
  var showAvatar: Bool
  /// Whether the row's side keeps room for an avatar (also on rows of a run without one).
  var avatarColumn = true
  var tail = true
  /// The local user's last text message, when it has a status and the theme draws a line.
  var receiptLine = false
  var color: RGBAColor?
  var iconKind: IconKind?
  var initials: String?
  /// A text message of only a few emoji, drawn large without a balloon (theme `emoji`).
  var isEmoji = false
  /// The formatted text of a text message; nil when it is drawn as plain text.
  var rich: RichText?

  /// The plan of every row of `conversation`, whose texts are drawn as `contents` says.
  static func plan(
    _ conversation: Conversation, contents: [String], theme: Theme, width: Double
  ) -> [RowPlan] {
    let layout = MessageLayout(theme: theme, width: width)
    let style = theme.conversation
    let colors = ParticipantColors.assign(conversation, palette: style.effectivePalette)
    let messages = conversation.messages
    var plans: [RowPlan] = []
    plans.reserveCapacity(messages.count)
    // A time label compares with the previous message that has a time.
    var previousTime: String?? = .none
    var lastTimed: String?
    let participants = conversation.participants.count
    for (message, content) in zip(messages, contents) {
      let timeRepeats =
        message.time == nil ? previousTime == .some(nil) : lastTimed == message.time
      previousTime = .some(message.time)
      if message.time != nil { lastTimed = message.time }
      let participant = conversation.participant(message.from)
      let name = participant?.name ?? message.from
      var plan = RowPlan(
        label: layout.labelFrame(message: message, senderName: name, timeRepeats: timeRepeats),
        senderName: name, isLocal: conversation.isLocal(message.from),
        showAvatar: theme.avatar != nil && message.kind != .system)
      if let avatar = theme.avatar {
        plan.avatarColumn =
          (avatar.local || !plan.isLocal) && (avatar.show == .always || participants > 2)
        plan.showAvatar = plan.showAvatar && plan.avatarColumn
      }
      plan.color = colors[message.from]
      if let emoji = style.emoji, message.kind == .text, message.image == nil,
        message.replyTo == nil
      {
        plan.isEmoji = EmojiText.emojiOnlyCount(content, max: emoji.maxCount) != nil
      }
      if plan.showAvatar {
        let letters = Initials.of(name)
        if participant?.avatar != nil {
          plan.iconKind = .image
        } else if style.initials != nil, !letters.isEmpty {
          plan.iconKind = .initials
          plan.initials = letters
        } else {
          plan.iconKind = .default
        }
      }
      plans.append(plan)
    }
    markRuns(&plans, messages: messages)
    for i in plans.indices {
      apply(style, participants: participants, kind: messages[i].kind, to: &plans[i])
    }
    moveTailsOffEmoji(&plans, style: style)
    if style.receipts?.style == .line,
      let last = messages.indices.last(where: {
        messages[$0].kind == .text && plans[$0].isLocal
      }), messages[last].status != nil
    {
      plans[last].receiptLine = true
    }
    return plans
  }

  /// Sets each plan's run position.
  private static func markRuns(_ plans: inout [RowPlan], messages: [Message]) {
    func continues(_ i: Int) -> Bool {
      i > 0 && i < messages.count && messages[i].kind == .text && messages[i - 1].kind == .text
        && messages[i].from == messages[i - 1].from && plans[i].label == nil
    }
    for i in plans.indices {
      switch (continues(i), continues(i + 1)) {
      case (false, false): plans[i].run = .single
      case (false, true): plans[i].run = .first
      case (true, true): plans[i].run = .middle
      case (true, false): plans[i].run = .last
      }
    }
  }

  /// Large emoji have no balloon: with tails on the last bubble only, the tail goes to the
  /// last balloon of the run (the bubble before the emoji that end it).
  private static func moveTailsOffEmoji(_ plans: inout [RowPlan], style: ConversationStyle) {
    guard style.runs?.tail == .last else { return }
    var i = plans.count - 1
    while i > 0 {
      if plans[i].isEmoji, plans[i].run == .last {
        var j = i - 1
        while j > 0, plans[j].isEmoji, plans[j].run == .middle { j -= 1 }
        if !plans[j].isEmoji { plans[j].tail = true }
        i = j
      }
      i -= 1
    }
  }

  /// What the theme shows on a row in its run: name, avatar, tail.
  private static func apply(
    _ style: ConversationStyle, participants: Int, kind: MessageKind, to plan: inout RowPlan
  ) {
    if let names = style.names, kind != .system, !plan.isLocal || names.local,
      plan.run.isFirst || names.runs == .every
    {
      switch names.show {
      case .never: break
      case .groups: plan.showName = participants > 2
      case .always: plan.showName = true
      }
    }
    guard let runs = style.runs else { return }
    if plan.showAvatar {
      switch runs.avatar {
      case .every: break
      case .first: plan.showAvatar = plan.run.isFirst
      case .last: plan.showAvatar = plan.run.isLast
      }
      if !plan.showAvatar { plan.iconKind = nil }
    }
    switch runs.tail {
    case .every: break
    case .first: plan.tail = plan.run.isFirst
    case .last: plan.tail = plan.run.isLast
    }
  }
}
