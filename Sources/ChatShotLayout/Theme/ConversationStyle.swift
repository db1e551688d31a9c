import ChatShotCore
import ChatShotModel

/// How a theme draws what people's conversations have besides text bubbles (issue 12): runs
/// of one sender, names, system rows, typing indicators, emoji-only messages, receipts,
/// edited and forwarded marks, name colours and initials avatars.
///
/// Every part is optional theme data on the one layout code path; a theme without them (the
/// seed themes) draws text messages exactly as its frame formulas say. See docs/themes.md.
package struct ConversationStyle: Hashable, Sendable, Encodable {
  /// Grouping of consecutive messages of one sender; nil: every message stands alone.
  package var runs: Runs?
  /// Sender names on the first bubble of a run; nil: never.
  package var names: Names?
  /// Colours given to participants without their own, in order of first appearance; empty
  /// takes `ConversationStyle.standardPalette`.
  package var palette: [RGBAColor] = []
  /// Initials avatars for participants without an image; nil: the theme's default images.
  package var initials: Initials?
  /// System rows; nil: plain text in the label's font and colour.
  package var notice: Notice?
  /// The typing indicator's dots and placement; nil: `Typing.standard`.
  package var typing: Typing?
  /// Emoji-only messages drawn large without a balloon; nil: drawn as any text.
  package var emoji: Emoji?
  /// Delivery states; nil: not drawn.
  package var receipts: Receipts?
  /// Edited and forwarded marks; nil: not drawn.
  package var marks: Marks?
  /// Photos in bubbles; nil: `Photos.standard`.
  package var photos: Photos?
  /// Quoted replies; nil: `Replies.standard`.
  package var replies: Replies?
  /// Reaction pills; nil: `Reactions.standard`.
  package var reactions: Reactions?
  /// Links, code, quotes, lists and spoilers of formatted text; nil:
  /// `TextFormattingStyle.standard`.
  package var formatting: TextFormattingStyle?
  /// The time and ticks inside the bubble (WhatsApp); nil: not drawn.
  package var stamp: Stamp?

  package init() {}

  /// Eight colours with no two alike, readable on light backgrounds (iOS system colours).
  package static let standardPalette: [RGBAColor] = [
    "#FF3B30", "#007AFF", "#34C759", "#AF52DE", "#FF9500", "#5AC8FA", "#FF2D55", "#A2845E",
  ].compactMap(RGBAColor.init(hex:))

  /// The palette in use: the theme's, or the standard one.
  package var effectivePalette: [RGBAColor] {
    palette.isEmpty ? Self.standardPalette : palette
  }

  /// Which messages of a run carry something shown once per run.
  package enum RunMember: String, Hashable, Sendable, CaseIterable, Encodable {
    case every, first, last
  }

  /// What a theme does with runs.
  package struct Runs: Hashable, Sendable, Encodable {
    /// The messages of a run that show the avatar.
    package var avatar: RunMember
    /// The bubbles of a run drawn with a tail (`every`, `first` or `last`).
    package var tail: RunMember
    /// Space between two bubbles of one run, in points (it replaces the content gap and the
    /// row's bottom padding there).
    package var gap: Double
  }

  /// When names are shown.
  package enum NameVisibility: String, Hashable, Sendable, CaseIterable, Encodable {
    case never
    /// When the conversation has more than two participants.
    case groups
    case always
  }

  /// Where a name goes: a line above the bubble, or the bubble's first line (WhatsApp).
  package enum NamePlacement: String, Hashable, Sendable, CaseIterable, Encodable {
    /// A line of its own above the bubble.
    case above
    /// The bubble's first line.
    case inside
  }

  /// How and when sender names are drawn.
  package struct Names: Hashable, Sendable, Encodable {
    package var show: NameVisibility
    package var placement: NamePlacement
    package var font: FontSpec
    /// The height of the name's line.
    package var height: Double
    /// Whether the local user's runs show the name too (team chat).
    package var local = false
    /// The names' colour; nil: each sender's colour.
    package var color: RGBAColor? = nil
    /// A time beside the name; nil: none.
    package var time: NameTime? = nil
    /// The messages of a run that show the name: `every` (WeChat, where each message has
    /// its avatar); nil: the first only.
    package var runs: NameRuns? = nil
  }

  /// Which messages of a run show the sender's name when not only the first
  /// (`names.runs`); a theme without the key leaves it out of its canonical JSON.
  package enum NameRuns: String, Hashable, Sendable, Encodable, AbsentWhenNil {
    case every
  }

  /// The letters of initials avatars.
  package struct Initials: Hashable, Sendable, Encodable {
    package var font: FontSpec
    /// The letters' colour (the circle is the participant's colour).
    package var color: RGBAColor
  }

  /// How system rows are drawn.
  package struct Notice: Hashable, Sendable, Encodable {
    package var shape: NoticeShape
    package var font: FontSpec
    package var textColor: RGBAColor
    /// The pill's fill (unused for plain text).
    package var background: RGBAColor
    package var cornerRadius: Double
    /// Space between the pill's edges and its text.
    package var padding: EdgeInsets
    /// Space above and below the notice in its row.
    package var margin: Double
    /// The text wraps at this width.
    package var maxTextWidth: Double
  }

  /// A system row's look: a rounded pill, or plain small text.
  package enum NoticeShape: String, Hashable, Sendable, CaseIterable, Encodable {
    /// The text on a rounded fill.
    case pill
    /// The text alone.
    case plain
  }

  /// The typing indicator's three dots.
  package struct Typing: Hashable, Sendable, Encodable {
    /// The diameter of each of the three dots.
    package var dotSize: Double
    package var dotGap: Double
    package var color: RGBAColor
    /// The height of the dots' line (the bubble is this plus its insets).
    package var height: Double
    /// Where the indicator goes and its words; nil: the sender's bubble with the dots.
    package var line: TypingLine? = nil

    /// The dots when the theme says nothing.
    package static let standard = Typing(
      dotSize: 7, dotGap: 4, color: RGBAColor(hex: "#8E8E93") ?? .black, height: 18)

    /// Where the indicator goes: `line`'s, or the bubble.
    package var placement: TypingPlacement { line?.placement ?? .bubble }
  }

  /// Where a typing indicator is drawn.
  package enum TypingPlacement: String, Hashable, Sendable, CaseIterable, Encodable {
    /// The sender's bubble with three dots (iOS Messages).
    case bubble
    /// The header's subtitle (WhatsApp); a bubble when the picture has no header.
    case header
    /// A line of small text just above the input bar (Slack).
    case composer
  }

  /// A typing indicator drawn as words (in the header or above the input bar): the
  /// placement, the words and the composer line's font and height (its colour is the dots').
  package struct TypingLine: Hashable, Sendable, Encodable, AbsentWhenNil {
    package var placement: TypingPlacement
    /// The words in a one-to-one chat; `{name}` is replaced by the sender's name.
    package var text = TypingLine.standardText
    /// The words in a group (more than two participants); `{name}` as in `text`.
    package var groupText = TypingLine.standardGroupText
    /// The composer line's font.
    package var font = TypingLine.standardFont
    /// The composer line's height.
    package var lineHeight = TypingLine.standardLineHeight

    package static let standardText = "typing…"
    package static let standardGroupText = "{name} is typing…"
    package static let standardFont = FontSpec(size: 12)
    package static let standardLineHeight = 20.0

    /// The words for `name` typing, in a group or not.
    package func words(name: String, group: Bool) -> String {
      (group ? groupText : text).replacing("{name}", with: name)
    }
  }

  /// Emoji-only messages, drawn large without a balloon.
  package struct Emoji: Hashable, Sendable, Encodable {
    package var font: FontSpec
    /// At most this many emoji (1 to 3) make a message emoji-only.
    package var maxCount: Int
  }

  /// How delivery states are drawn.
  package enum ReceiptStyle: String, Hashable, Sendable, CaseIterable, Encodable {
    /// A "Delivered"/"Read" line under the local user's last message (iOS).
    case line
    /// Ticks beside each bubble (WhatsApp).
    case ticks
  }

  /// How delivery states are drawn.
  package struct Receipts: Hashable, Sendable, Encodable {
    package var style: ReceiptStyle
    package var font: FontSpec
    package var color: RGBAColor
    /// The colour of read ticks.
    package var readColor: RGBAColor
    /// The colour of the failed mark.
    package var failedColor: RGBAColor
    /// The height of a receipt line, or of the ticks.
    package var height: Double
    /// The receipt line's words for each status (`{time}`: the message's time).
    package var words: ReceiptWords?

    /// The words in use.
    package var wordsInUse: ReceiptWords { words ?? .standard }

    /// The failed mark of a theme without receipts: a red circle with "!" beside the bubble,
    /// as every app marks a message that did not go out; nothing else is drawn (see
    /// ``ConversationStyle/receipts(for:)``).
    package static let failedMark = Receipts(
      style: .line, font: FontSpec(size: 12, weight: .bold), color: .white, readColor: .white,
      failedColor: RGBAColor(red: 1, green: 0.23, blue: 0.19), height: 18)
  }

  /// What the receipt line says for each status; `{time}` is the message's time (left out,
  /// with the space before it, when the message has none).
  package struct ReceiptWords: Hashable, Sendable, Encodable, AbsentWhenNil {
    package var sending = "Sending…"
    package var sent = "Sent"
    package var delivered = "Delivered"
    package var read = "Read"
    package var failed = "Not Delivered"

    package static let standard = ReceiptWords()

    /// The line for `status`, with `time` in place of `{time}`.
    package func line(_ status: MessageStatus, time: String?) -> String {
      let template: String
      switch status {
      case .sending: template = sending
      case .sent: template = sent
      case .delivered: template = delivered
      case .read: template = read
      case .failed: template = failed
      }
      guard template.contains("{time}") else { return template }
      if let time, !time.isEmpty { return template.replacing("{time}", with: time) }
      return template.replacing(" {time}", with: "").replacing("{time}", with: "")
    }
  }

  /// The edited and forwarded marks.
  package struct Marks: Hashable, Sendable, Encodable {
    package var font: FontSpec
    package var color: RGBAColor
    /// The height of one mark's line.
    package var height: Double
    /// The word of an edited message ("Edited"; with a stamp, before the time).
    package var edited = Marks.standardEdited
    /// The line of a forwarded message whose origin is unnamed ("Forwarded").
    package var forwarded = Marks.standardForwarded
    /// The line of a message forwarded from someone: `{name}` is replaced by the name.
    package var forwardedFrom = Marks.standardForwardedFrom

    package static let standardEdited = "Edited"
    package static let standardForwarded = "Forwarded"
    package static let standardForwardedFrom = "Forwarded from {name}"

    /// The forwarded line of `forwarded`.
    package func forwardedLine(_ forwarded: Forwarding) -> String {
      switch forwarded {
      case .unnamed: return self.forwarded
      case .from(let who): return forwardedFrom.replacing("{name}", with: who)
      }
    }
  }
}

extension ConversationStyle {
  /// How a message with `status` has it drawn: the theme's receipts, or, in a theme
  /// without, the failed mark for a failed message and nothing for the others.
  package func receipts(for status: MessageStatus) -> Receipts? {
    receipts ?? (status == .failed ? .failedMark : nil)
  }
}

extension Theme {
  /// The notice style in use: the theme's, or plain text in its label's font and colour.
  package var noticeStyle: ConversationStyle.Notice {
    conversation.notice
      ?? ConversationStyle.Notice(
        shape: .plain, font: label.font, textColor: label.color, background: background,
        cornerRadius: 0, padding: .zero, margin: 8, maxTextWidth: 240)
  }
}
