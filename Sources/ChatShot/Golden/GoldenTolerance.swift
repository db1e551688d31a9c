import ChatShotCore
import ChatShotDiff

/// How far a render may differ from its golden and still match.
///
/// With neither limit set, no pixel may differ. With one or both set, every limit given must
/// hold (`DiffTolerance`, as `chatshot diff --max-diff-pixels/--max-diff-ratio`). Pixels are compared with pixelmatch's YIQ `threshold`; anti-aliased pixels are not
/// counted.
public struct GoldenTolerance: Hashable, Sendable {
  /// Most pixels that may differ.
  public var maxDiffPixels: Int?
  /// Largest fraction of pixels that may differ, from 0 to 1.
  public var maxDiffRatio: Double?
  /// pixelmatch's per-pixel colour threshold, from 0 to 1 (default 0.1).
  public var threshold: Double

  /// A tolerance of at most `maxDiffPixels` different pixels and at most `maxDiffRatio` (0 to 1)
  /// of all pixels, each nil for no such limit (both nil: no pixel may differ), comparing pixels
  /// with pixelmatch's colour `threshold` (0 to 1; smaller is stricter).
  public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, threshold: Double = 0.1) {
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.threshold = threshold
  }

  /// Not one pixel may differ (at threshold 0.1).
  public static let exact = GoldenTolerance()

  /// The pixel limits, as `chatshot diff` applies them.
  public var limits: DiffTolerance {
    DiffTolerance(maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
  }

  /// Whether `result` is within the limits (`DiffTolerance.accepts`).
  public func allows(_ result: DiffResult) -> Bool { limits.accepts(result) }

  /// "none may differ", "at most 10 pixels", "at most 10 pixels and 0.05 %".
  var summary: String {
    var limits: [String] = []
    if let n = maxDiffPixels { limits.append("\(DiffResult.grouped(n)) pixel\(n == 1 ? "" : "s")") }
    if let r = maxDiffRatio { limits.append(JSONOutput.format(r * 100) + " %") }
    return limits.isEmpty ? "none may differ" : "at most " + limits.joined(separator: " and ")
  }

  /// The options for pixelmatch.
  var diffOptions: DiffOptions {
    var options = DiffOptions()
    options.threshold = threshold
    return options
  }
}
