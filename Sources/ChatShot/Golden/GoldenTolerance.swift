/// How far a render may differ from its golden and still match.
///
/// With neither limit set, no pixel may differ. With one or both set, every limit given must
/// hold. Pixels are compared with pixelmatch's YIQ `threshold`; anti-aliased pixels are not
/// counted.
public struct GoldenTolerance: Hashable, Sendable {
  /// Most pixels that may differ.
  public var maxDiffPixels: Int?
  /// Largest fraction of pixels that may differ, from 0 to 1.
  public var maxDiffRatio: Double?
  /// pixelmatch's per-pixel colour threshold, from 0 to 1 (default 0.1).
  public var threshold: Double

  public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, threshold: Double = 0.1) {
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.threshold = threshold
  }

  /// Not one pixel may differ (at threshold 0.1).
  public static let exact = GoldenTolerance()

  /// Whether `result` is within the limits.
  public func allows(_ result: DiffResult) -> Bool {
    if maxDiffPixels == nil && maxDiffRatio == nil { return result.differentPixels == 0 }
    return (maxDiffPixels.map { result.differentPixels <= $0 } ?? true)
      && (maxDiffRatio.map { result.ratio <= $0 } ?? true)
  }

  /// "none may differ", "at most 10 pixels", "at most 10 pixels and 0.1 %".
  var summary: String {
    var limits: [String] = []
    if let n = maxDiffPixels { limits.append("\(GoldenText.count(n)) pixel\(n == 1 ? "" : "s")") }
    if let r = maxDiffRatio { limits.append(GoldenText.percent(r)) }
    return limits.isEmpty ? "none may differ" : "at most " + limits.joined(separator: " and ")
  }

  /// The options for pixelmatch.
  var diffOptions: DiffOptions {
    var options = DiffOptions()
    options.threshold = threshold
    return options
  }
}

/// Number formats of golden reports, independent of the locale.
enum GoldenText {
  /// 1310720 → "1,310,720".
  static func count(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (i, c) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(c)
    }
    return (n < 0 ? "-" : "") + out
  }

  /// 0.00094 → "0.094 %" (three decimals).
  static func percent(_ ratio: Double) -> String {
    let thousandths = Int((ratio * 100_000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) %"
  }
}
