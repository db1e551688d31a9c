/// A rectangle in points, origin at the top left, y growing downwards.
public struct Rect: Hashable, Sendable {
  /// The left edge, in points from the canvas's left edge.
  public var x: Double
  /// The top edge, in points from the canvas's top edge (y grows downwards).
  public var y: Double
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A rectangle whose top-left corner is at (`x`, `y`), in points.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge (`x`).
  public var minX: Double { x }
  /// The top edge (`y`).
  public var minY: Double { y }
  /// The right edge (`x + width`).
  public var maxX: Double { x + width }
  /// The bottom edge (`y + height`).
  public var maxY: Double { y + height }
  /// Width and height, without the origin.
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
