import ChatShotCore

/// The status bar a theme draws at the top of the screen (`--status-bar`, `--screen`): time,
/// carrier, cellular signal, Wi-Fi and battery, drawn as vector shapes at render time so they
/// are crisp at every scale. Its values come from the conversation's `"screen"`
/// (`ScreenValues`), never from the machine's clock.
package struct StatusBarStyle: Hashable, Sendable, Encodable {
  /// Height in points without a device (a device's own status bar height wins).
  package var height: Double
  /// Fills the bar; nil leaves the theme's background.
  package var background: RGBAColor?
  /// The colour of the time, the carrier and the icons.
  package var color: RGBAColor
  /// The font of the time and the carrier.
  package var font: FontSpec
}

/// Where a header's title sits.
package enum HeaderAlignment: String, Hashable, Sendable, CaseIterable, Encodable {
  /// Centred on the bar (iOS navigation bars), the avatar at the trailing edge.
  case center
  /// After the back chevron and the avatar (Android, WhatsApp-like apps).
  case leading
  /// The avatar centred at the top, the title centred under it (current iOS Messages).
  case stacked
}

/// The header below the status bar (`--header`, `--screen`): back chevron, title (the
/// conversation's `title`, or the other participant's name in a one-to-one chat), optional
/// subtitle and avatar.
package struct HeaderStyle: Hashable, Sendable, Encodable {
  /// Height in points.
  package var height: Double
  /// Fills the header.
  package var background: RGBAColor
  /// A hairline along its bottom edge; nil for none.
  package var separator: RGBAColor?
  package var titleFont: FontSpec
  package var titleColor: RGBAColor
  package var subtitleFont: FontSpec
  package var subtitleColor: RGBAColor
  /// The back chevron's colour.
  package var tint: RGBAColor
  package var alignment: HeaderAlignment
  /// The avatar's diameter in points; nil draws no avatar.
  package var avatarSize: Double?
  /// Space between the header and the first row, in points (seed themes whose first label
  /// sits at the row's top edge need some under a header).
  package var spacing: Double = 0
}

/// The home indicator drawn at the bottom where the device has one (`--device`).
package struct HomeIndicatorStyle: Hashable, Sendable, Encodable {
  package var color: RGBAColor
  /// Fills the home indicator's area when no input bar is drawn; nil leaves the theme's
  /// background.
  package var background: RGBAColor?
}

/// Where the input bar sits: below the timeline (most apps) or above it, under the header
/// (seed 000's Jabber client).
package enum ChromePosition: String, Hashable, Sendable, CaseIterable, Encodable {
  case top, bottom
}
