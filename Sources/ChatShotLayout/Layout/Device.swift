import ChatShotCore

/// A phone chatshot can draw for (`--device NAME`): its width in points, native scale,
/// status bar and home indicator (safe-area insets), from a table of common phones.
public struct Device: Hashable, Sendable {
  /// How a device's status bar arranges its items.
  public enum StatusBarLayout: String, Hashable, Sendable {
    /// Signal and carrier left, time centred, battery right (iPhones with a home button).
    case classic
    /// Time left, signal, Wi-Fi and battery right, around a notch or Dynamic Island.
    case notch
    /// Android: time left, Wi-Fi, signal and an upright battery right.
    case android
  }

  /// The one-word name `--device` takes (`iphone-15`).
  public var name: String
  /// Screen width in points (the timeline width unless `--width` is given).
  public var width: Double
  /// Screen height in points (listed by `chatshot devices`; pictures are as tall as their
  /// content).
  public var height: Double
  /// Native device pixels per point (the scale unless `--scale` is given).
  public var scale: Double
  /// The top safe-area inset: the status bar's height, in points.
  public var statusBarHeight: Double
  /// The bottom safe-area inset, where the home indicator sits; 0 when there is none.
  public var homeIndicatorHeight: Double
  /// The arrangement of the status bar.
  public var statusBarLayout: StatusBarLayout
  /// The phone it stands for.
  public var phone: String

  /// The table, narrowest first.
  public static let all: [Device] = [
    Device(
      name: "iphone-se-1", width: 320, height: 568, scale: 2, statusBarHeight: 20,
      homeIndicatorHeight: 0, statusBarLayout: .classic,
      phone: "iPhone SE (1st generation), iPhone 5s"),
    Device(
      name: "galaxy-s23", width: 360, height: 780, scale: 3, statusBarHeight: 28,
      homeIndicatorHeight: 24, statusBarLayout: .android, phone: "Samsung Galaxy S23"),
    Device(
      name: "iphone-se", width: 375, height: 667, scale: 2, statusBarHeight: 20,
      homeIndicatorHeight: 0, statusBarLayout: .classic,
      phone: "iPhone SE (2nd and 3rd generation), iPhone 8"),
    Device(
      name: "iphone-14", width: 390, height: 844, scale: 3, statusBarHeight: 47,
      homeIndicatorHeight: 34, statusBarLayout: .notch, phone: "iPhone 14, iPhone 13"),
    Device(
      name: "iphone-15", width: 393, height: 852, scale: 3, statusBarHeight: 54,
      homeIndicatorHeight: 34, statusBarLayout: .notch, phone: "iPhone 15, iPhone 15 Pro"),
    Device(
      name: "pixel-8", width: 412, height: 915, scale: 2.625, statusBarHeight: 28,
      homeIndicatorHeight: 24, statusBarLayout: .android, phone: "Google Pixel 8"),
    Device(
      name: "iphone-14-plus", width: 428, height: 926, scale: 3, statusBarHeight: 47,
      homeIndicatorHeight: 34, statusBarLayout: .notch, phone: "iPhone 14 Plus"),
    Device(
      name: "iphone-15-pro-max", width: 430, height: 932, scale: 3, statusBarHeight: 54,
      homeIndicatorHeight: 34, statusBarLayout: .notch, phone: "iPhone 15 Pro Max"),
  ]

  /// The device called `name`, or nil.
  public static func named(_ name: String) -> Device? {
    all.first { $0.name == name }
  }

  /// One line of `chatshot devices`: "iphone-15  393 × 852 pt  @3  iPhone 15, iPhone 15 Pro".
  public var listing: String {
    func pad(_ s: String, _ n: Int) -> String {
      s + String(repeating: " ", count: max(1, n - s.count))
    }
    let size = "\(JSONOutput.format(width)) × \(JSONOutput.format(height)) pt"
    return pad(name, 19) + pad(size, 16) + pad("@" + JSONOutput.format(scale), 8) + phone
  }
}
