/// A rectangle in points, origin at the top left, y growing downwards.
public struct Rect: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var size: Size { Size(width: width, height: height) }

  /// The rectangle shrunk by `insets` (grown where they are negative).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }

  /// The rectangle moved down by `dy`.
  public func offsetBy(dy: Double) -> Rect {
    Rect(x: x, y: y + dy, width: width, height: height)
  }
}
