/// How many different pixels still count as a match.
///
/// With no limit set, any different pixel is a mismatch. With limits, a result matches when
/// it is within every limit given.
public struct DiffTolerance: Hashable, Sendable {
  /// Most different pixels allowed.
  public var maxDiffPixels: Int?
  /// Largest fraction of different pixels allowed, from 0 to 1.
  public var maxDiffRatio: Double?

  /// A tolerance of at most `maxDiffPixels` different pixels and at most `maxDiffRatio` (0 to 1)
  /// of all pixels; nil means no such limit, and with both nil no pixel may differ.
  public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
  }

  /// Zero different pixels.
  public static let exact = DiffTolerance()

  /// Whether `result` is within the tolerance.
  public func accepts(_ result: DiffResult) -> Bool {
    if maxDiffPixels == nil && maxDiffRatio == nil { return result.differentPixels == 0 }
    if let maxDiffPixels, result.differentPixels > maxDiffPixels { return false }
    if let maxDiffRatio, result.ratio > maxDiffRatio { return false }
    return true
  }
}
