import ChatShotCore

/// The parts of a theme that the three modern looks (`bubbles`, `green`, `team`) add to the
/// seeds' data: which rows keep an avatar column, a time inside the bubble, a time beside
/// the name, a tiled wallpaper. All optional; a theme without them lays out as before
/// (docs/themes.md).

/// Where a theme draws avatars.
package enum AvatarVisibility: String, Hashable, Sendable, CaseIterable, Encodable {
  /// In every conversation.
  case always
  /// Only in conversations of more than two participants (iOS Messages, one-to-one chats
  /// have none).
  case groups
}

/// Where the avatar sits beside its message.
package enum AvatarAlignment: String, Hashable, Sendable, CaseIterable, Encodable {
  /// Level with the top of the row's content: its name line, else its bubble (team chat).
  case top
  /// Level with the bottom of the bubble (iOS Messages).
  case bottom
}

extension ConversationStyle {
  /// The message's time, and the local user's ticks, inside the bubble at its bottom-right
  /// corner (WhatsApp). The time sits on the text's last line when it fits there, else on a
  /// line of its own; after a right-to-left last line it always takes a line of its own.
  package struct Stamp: Hashable, Sendable, Encodable {
    package var font: FontSpec
    package var color: RGBAColor
    /// The colour of the stamp in the local user's bubbles; nil: `color`.
    package var localColor: RGBAColor?
    /// The height of the stamp's frame.
    package var height: Double
    /// Space between the text's last line and the stamp beside it.
    package var gap: Double
    /// The bubble grows by this much when the stamp takes a line of its own.
    package var lineHeight: Double
    /// Distance from the bottom of the bubble to the bottom of the stamp.
    package var bottom: Double
    /// The ticks' frame width (a double tick), and the space between the time and them.
    package var tickWidth: Double
    package var tickGap: Double
    /// Ticks of a message read, and of one not read yet.
    package var readColor: RGBAColor
    package var tickColor: RGBAColor
  }

  /// A time beside the sender's name, on the first message of a run (team chat).
  package struct NameTime: Hashable, Sendable, Encodable {
    package var font: FontSpec
    package var color: RGBAColor
    /// Space between the name and the time.
    package var gap: Double
    /// How far below the name's top the time's frame starts (the smaller font's baseline
    /// level with the name's).
    package var dy: Double
  }
}

extension Theme {
  /// The side everyone but the local user is drawn on: the theme's `otherSide`, else the
  /// side opposite the local user's.
  var otherSideValue: Side { otherSide ?? localSide.opposite }
}
