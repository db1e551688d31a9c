import ChatShotCore
internal import Glibc

/// WCAG 2 relative luminance and contrast ratio, for colours a theme derives (dark pills on a
/// dark background, names readable on their bubble).
extension RGBAColor {
  /// The relative luminance of the colour's RGB (alpha ignored), from 0 (black) to 1 (white).
  package var relativeLuminance: Double {
    func linear(_ c: Double) -> Double {
      c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// Whether the colour is darker than mid grey (its luminance under 0.18, the luminance
  /// of #767676, which has the same contrast with black and with white).
  package var isDark: Bool { relativeLuminance < 0.18 }

  /// The WCAG contrast ratio with `other`, from 1 to 21.
  package func contrastRatio(with other: RGBAColor) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// `self` over `below`, both as opaque colours: what a translucent colour looks like there.
  package func composited(over below: RGBAColor) -> RGBAColor {
    RGBAColor(
      red: red * alpha + below.red * (1 - alpha), green: green * alpha + below.green * (1 - alpha),
      blue: blue * alpha + below.blue * (1 - alpha))
  }
}
