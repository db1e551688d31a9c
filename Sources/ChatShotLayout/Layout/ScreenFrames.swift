import ChatShotCore
import ChatShotModel

/// The screen parts around the timeline (`--screen`): status bar and header at the top, the
/// home indicator at the bottom, each a frame in points or nil when not drawn. The input bar
/// is `TimelineLayout.chrome`.
public struct ScreenFrames: Hashable, Sendable {
  /// The status bar at the very top.
  public var statusBar: StatusBarFrame?
  /// The header under the status bar.
  public var header: HeaderFrame?
  /// The home indicator's area at the very bottom (the device's bottom safe-area inset),
  /// and the indicator itself.
  public var homeIndicator: HomeIndicatorFrame?

  /// Nothing drawn.
  public init() {}
}

/// Which screen parts a layout draws, and with what.
package struct ScreenRequest: Hashable, Sendable {
  package var statusBar = false
  package var header = false
  package var device: Device?
  package var values = ScreenValues()

  package init() {}
}

/// The laid-out status bar: the bar and each item's frame, with the values they show.
public struct StatusBarFrame: Hashable, Sendable {
  /// The whole bar.
  public var frame: Rect
  /// The arrangement (classic, notch, Android).
  public var layout: Device.StatusBarLayout
  /// The time as written in the conversation, and its frame (text centred in it).
  public var time: String
  /// Where the time is drawn.
  public var timeFrame: Rect
  /// The carrier name, when shown, and its frame (text from its left edge).
  public var carrier: String?
  /// Where the carrier is drawn; nil when no carrier is shown.
  public var carrierFrame: Rect?
  /// The signal bars' frame and how many are lit (0–4).
  public var signal: Rect
  /// Bars lit.
  public var signalLevel: Int
  /// The Wi-Fi fan's frame and how many arcs are lit (0–3).
  public var wifi: Rect
  /// Arcs lit.
  public var wifiLevel: Int
  /// The battery's frame (its body and cap) and its level (0–100).
  public var battery: Rect
  /// Charge in percent.
  public var batteryLevel: Int
}

/// The laid-out header: back chevron, avatar, title and subtitle.
public struct HeaderFrame: Hashable, Sendable {
  /// The whole header.
  public var frame: Rect
  /// The back chevron.
  public var back: Rect
  /// The avatar's frame, when the theme draws one.
  public var avatar: Rect?
  /// Whose avatar (a participant id): the other participant in a one-to-one chat.
  public var avatarOf: String?
  /// The title: the conversation's title, or the other participant's name.
  public var title: String
  /// Where the title is drawn (one line, aligned as the theme says).
  public var titleFrame: Rect
  /// The subtitle (`"screen": {"subtitle"}`), when there is one.
  public var subtitle: String?
  /// Where the subtitle is drawn.
  public var subtitleFrame: Rect?
  /// What the avatar shows: the participant's image, their initials on their colour (when
  /// the theme has `initials`), or the theme's default; nil without an avatar.
  package var avatarKind: IconKind?
  /// The letters of an initials avatar (`avatarKind == .initials`).
  package var initials: String?
  /// The participant's colour (the circle of an initials avatar).
  package var color: RGBAColor?
}

/// The laid-out home indicator: its area and the bar drawn in it.
public struct HomeIndicatorFrame: Hashable, Sendable {
  /// The bottom safe-area inset across the width.
  public var frame: Rect
  /// The rounded bar.
  public var bar: Rect
}
