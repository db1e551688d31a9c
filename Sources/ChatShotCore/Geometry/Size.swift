/// A size in points.
public struct Size: Hashable, Sendable, Encodable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// A size of `width` × `height` points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)
}
