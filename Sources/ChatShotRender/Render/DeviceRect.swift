import ChatShotCore

/// A rectangle in whole device pixels: a point rectangle's edges mapped by `scale` and rounded
/// to the nearest pixel, so that touching frames stay touching and sprites land on whole pixels.
struct DeviceRect: Hashable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  init(_ r: Rect, scale: Double) {
    let x0 = Int((r.minX * scale).rounded())
    let y0 = Int((r.minY * scale).rounded())
    x = x0
    y = y0
    width = max(0, Int((r.maxX * scale).rounded()) - x0)
    height = max(0, Int((r.maxY * scale).rounded()) - y0)
  }

  var maxY: Int { y + height }
}
