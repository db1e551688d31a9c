/// What the status bar and header show (`"screen"` in a conversation file): the defaults are
/// the usual screenshot's "9:41", full battery, full signal and Wi-Fi, never the machine's
/// clock. Changing them changes only the status bar's (and the subtitle's) pixels.
public struct ScreenValues: Hashable, Sendable, Encodable {
  /// The status bar's time, shown as written ("9:41" by default).
  public var time: String = "9:41"
  /// The battery level, 0 to 100 (100 by default).
  public var battery: Int = 100
  /// Cellular signal bars, 0 to 4 (4 by default).
  public var signal: Int = 4
  /// Wi-Fi arcs, 0 to 3 (3 by default).
  public var wifi: Int = 3
  /// The carrier name beside the signal where the status bar has room for it; nil for none.
  public var carrier: String?
  /// A line under the header's title ("online"); nil for none.
  public var subtitle: String?

  /// The valid ranges of the numbers.
  public static let batteryRange = 0...100
  /// Signal bars a status bar draws.
  public static let signalRange = 0...4
  /// Wi-Fi arcs a status bar draws.
  public static let wifiRange = 0...3

  /// The defaults: "9:41", full battery, signal and Wi-Fi, no carrier, no subtitle.
  public init() {}
}

/// Light or dark: which of a theme's appearances draws the picture (`--appearance`, a
/// conversation's `"appearance"`).
public enum Appearance: String, Hashable, Sendable, CaseIterable, Encodable {
  /// The theme as its file describes it.
  case light
  /// The theme with its `"dark"` section applied.
  case dark
}
