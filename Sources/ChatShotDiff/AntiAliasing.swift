/// pixelmatch's anti-aliasing detector, after V. Vyšniauskas, "Anti-aliased Pixel and
/// Intensity Slope Detector" (2009).
///
/// Repeats pixelmatch 7.2.0 step for step: the neighbours are visited column by column
/// (x outer, y inner), and the first darkest and first brightest neighbour win ties.
enum AntiAliasing {
  /// Whether the pixel at (`x1`, `y1`) of `image` looks like anti-aliasing: it has both a
  /// darker and a brighter neighbour, at most two neighbours of its own colour, and the
  /// darkest or the brightest neighbour sits inside a flat area in both images.
  ///
  /// - Parameter other: the other image (its flat areas count too).
  @inline(__always)
  static func isAntialiased(
    _ image: PixelPlane, _ other: PixelPlane, x x1: Int, y y1: Int, checkerboard: Bool
  ) -> Bool {
    let width = image.width
    let height = image.height
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let pos = y1 &* width &+ x1
    let center = image[pos]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minDelta = 0.0
    var maxDelta = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0

    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        // Brightness of the centre minus this neighbour, blended at the centre's offset.
        let delta = YIQ.brightnessDelta(
          center, image[x: x, y: y], offset: pos &* 4, checkerboard: checkerboard)
        if delta == 0 {
          zeroes += 1
          // More than two equal neighbours: definitely not anti-aliasing.
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta
          minX = x
          minY = y
        } else if delta > maxDelta {
          maxDelta = delta
          maxX = x
          maxY = y
        }
      }
    }
    // Without both a darker and a brighter neighbour it is not anti-aliasing.
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(image, x: minX, y: minY) && hasManySiblings(other, x: minX, y: minY))
      || (hasManySiblings(image, x: maxX, y: maxY) && hasManySiblings(other, x: maxX, y: maxY))
  }

  /// Whether the pixel at (`x1`, `y1`) has three or more neighbours of exactly its colour
  /// (a pixel on the image's edge starts with one).
  @inline(__always)
  static func hasManySiblings(_ image: PixelPlane, x x1: Int, y y1: Int) -> Bool {
    let width = image.width
    let height = image.height
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1)
    let y2 = min(y1 + 1, height - 1)
    let value = image[x: x1, y: y1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        if image[x: x, y: y] == value { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}
