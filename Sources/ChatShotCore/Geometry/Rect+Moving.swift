extension Rect {
  /// The rectangle moved by `dx` and `dy`.
  package func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The part of this rectangle inside `other`; zero-sized at the nearer edge when they do
  /// not meet.
  package func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = max(left, min(maxX, other.maxX))
    let bottom = max(top, min(maxY, other.maxY))
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
