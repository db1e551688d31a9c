/// A colour with straight (not premultiplied) alpha, each component from 0 to 1.
public struct RGBAColor: Hashable, Sendable, Encodable {
  /// Red, from 0 to 1.
  public var red: Double
  /// Green, from 0 to 1.
  public var green: Double
  /// Blue, from 0 to 1.
  public var blue: Double
  /// Opacity, from 0 (transparent) to 1 (opaque).
  public var alpha: Double

  /// A colour from components from 0 to 1; opaque unless `alpha` is given.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
  public init?(hex: String) {
    guard hex.hasPrefix("#") else { return nil }
    var digits = Array(hex.dropFirst())
    if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
    guard digits.count == 6 || digits.count == 8,
      let value = UInt32(String(digits), radix: 16)
    else { return nil }
    let v = digits.count == 6 ? value << 8 | 0xFF : value
    self.init(
      red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
      blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
  }

  /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, upper-case.
  public var hex: String {
    func byte(_ c: Double) -> String {
      let s = String(Int((c * 255).rounded()), radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
  }

  /// Opaque white.
  public static let white = RGBAColor(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = RGBAColor(red: 0, green: 0, blue: 0)

  /// This colour with opacity `alpha`.
  package func withAlpha(_ alpha: Double) -> RGBAColor {
    RGBAColor(red: red, green: green, blue: blue, alpha: alpha)
  }
}
