import ChatShotCore
import ChatShotModel

/// What a laid-out row draws (the layout dump's `"kind"`).
public enum RowKind: String, Hashable, Sendable {
  /// A text bubble.
  case text
  /// A centred notice (a system row).
  case system
  /// The sender's three-dots bubble.
  case typing
  /// One to three emoji drawn large, without a balloon (where the theme says so).
  case emoji
}

/// Where a row stands in its run of consecutive messages of one sender (`"run"`).
public enum RunPosition: String, Hashable, Sendable {
  /// A run of one: system and typing rows always are.
  case single
  case first
  case middle
  case last

  /// Whether the row starts its run.
  public var isFirst: Bool { self == .single || self == .first }
  /// Whether the row ends its run.
  public var isLast: Bool { self == .single || self == .last }
}

/// What a row's avatar shows (`"iconKind"`).
public enum IconKind: String, Hashable, Sendable {
  /// The participant's own image.
  case image
  /// Their initials on their colour.
  case initials
  /// The theme's default image.
  case `default`
}

/// A row's delivery state and where it is drawn (`"status"`).
public struct StatusFrame: Hashable, Sendable {
  /// The message's status.
  public var value: MessageStatus
  /// Where the theme draws it; nil when it draws nothing for this row.
  public var frame: Rect?
  /// What is drawn there: ticks, a "!" for failed, or the receipt line's words.
  public var text: String?
}
