extension DiffResult {
  /// One line for people, the same in every locale:
  /// `143 different pixels of 131,072 (0.109 %)`.
  ///
  /// The percentage has three decimals, rounded half up; a non-zero count too small to show
  /// reads `< 0.001 %`, an incomplete one too large `> 99.999 %`.
  public var summary: String {
    let noun = differentPixels == 1 ? "pixel" : "pixels"
    return "\(Self.grouped(differentPixels)) different \(noun) of \(Self.grouped(totalPixels)) "
      + "(\(percentText) %)"
  }

  /// The ratio in percent with three decimals.
  var percentText: String {
    guard totalPixels > 0 else { return "0.000" }
    // Thousandths of a percent, in integers where they fit so no rounding mode leaks in.
    let (scaled, overflow) = differentPixels.multipliedReportingOverflow(by: 200_000)
    let thousandths =
      overflow
      ? Int((ratio * 100_000).rounded(.toNearestOrAwayFromZero))
      : (scaled + totalPixels) / (2 * totalPixels)
    if thousandths == 0 && differentPixels > 0 { return "< 0.001" }
    if thousandths == 100_000 && differentPixels < totalPixels { return "> 99.999" }
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
  }

  /// `1234567` → `1,234,567`.
  package static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = n < 0 ? "-" : ""
    for (i, digit) in digits.enumerated() {
      if i > 0 && (digits.count - i) % 3 == 0 { out += "," }
      out.append(digit)
    }
    return out
  }
}
