import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// The colour a bubble is filled with, for colours drawn inside it that must stay readable.
extension StripRenderer {
  /// The colour at the middle of `appearance`'s bubble, composited over the background: a
  /// fill's colour, or the centre pixel of a stretched image (the part that fills the
  /// bubble's inside); nil when it cannot be read.
  func bubbleFill(_ appearance: BubbleAppearance) -> RGBAColor? {
    switch appearance.background {
    case .fill(let color, _):
      return color.composited(over: theme.background)
    case .image(let name):
      guard let (image, caps, size) = try? imageNamed(name) else { return nil }
      let surface = image.surface
      let inside = caps ?? .zero
      let x = Int(
        ((inside.left + (size.width - inside.horizontal) / 2) * image.scale).rounded(.down))
      let y = Int(((inside.top + (size.height - inside.vertical) / 2) * image.scale).rounded(.down))
      guard x >= 0, y >= 0, x < surface.width, y < surface.height,
        let argb = surface.pixels(x: x, y: y, width: 1, height: 1).first
      else { return nil }
      let alpha = Double(argb >> 24) / 255
      guard alpha > 0 else { return theme.background }
      func channel(_ shift: UInt32) -> Double {
        min(1, Double((argb >> shift) & 0xFF) / 255 / alpha)
      }
      return RGBAColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
        .composited(over: theme.background)
    }
  }

  /// `color`, or the nearest mix of it with the bubble's text colour (in tenths) that has at
  /// least 3:1 contrast with the bubble (WCAG's least for large and bold text): a quoted
  /// name in the participant's colour on a blue iOS balloon would be unreadable, and a
  /// darker (or lighter) shade of it keeps the participant's hue.
  func readable(_ color: RGBAColor, in appearance: BubbleAppearance) -> RGBAColor {
    guard let fill = bubbleFill(appearance) else { return color }
    var target = appearance.textColor
    for tenth in 0...10 {
      // The text colour at `tenth` tenths over the colour: their mix, in the colour's alpha.
      target.alpha = Double(tenth) / 10
      var mixed = target.composited(over: color)
      mixed.alpha = color.alpha
      if mixed.composited(over: fill).contrastRatio(with: fill) >= 3 { return mixed }
    }
    return appearance.textColor
  }
}
