/// Distances inward from each edge of a rectangle, in points (or pixels for cap insets).
public struct EdgeInsets: Hashable, Sendable, Encodable {
  /// Inset from the top edge, downwards.
  public var top: Double
  /// Inset from the left edge, rightwards.
  public var left: Double
  /// Inset from the bottom edge, upwards.
  public var bottom: Double
  /// Inset from the right edge, leftwards.
  public var right: Double

  /// Insets for each edge, in the unit of the rectangle they apply to; negative values grow
  /// it.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// `left + right`: how much narrower the inset rectangle is.
  public var horizontal: Double { left + right }
  /// `top + bottom`: how much shorter the inset rectangle is.
  public var vertical: Double { top + bottom }
}
