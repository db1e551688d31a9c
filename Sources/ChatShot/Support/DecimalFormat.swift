/// Fixed-point decimal text for a `Double`, as C's `printf("%.Nf")` writes it in the C
/// locale, without Foundation's `String(format:)`.
///
/// Rounding is to the nearest, ties to even, on the exact binary value of the number (as
/// glibc does): `0.125` with 2 places is "0.12", `0.0005` with 3 places is "0.001" (the
/// double just above 0.0005). A negative number, zero included, keeps its minus sign
/// ("-0.000"), like printf. Exact while `|value| × 10^places` is below 2^52 (4.5e15);
/// beyond that, and for infinities and NaN, the text is Swift's own description of the
/// number. Nothing depends on the locale or the environment.
package enum DecimalFormat {
  /// `value` with exactly `places` digits after the point (0 to 9; 0 writes no point).
  package static func fixed(_ value: Double, places: Int) -> String {
    let places = min(max(places, 0), 9)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let magnitude = value.magnitude
    let high = magnitude * scale
    guard value.isFinite, high < 0x1p52 else { return "\(value)" }
    // high + low is exactly magnitude × scale: scale (≤ 10^9) is exact, and the error of a
    // rounded product is a double that a fused multiply-add computes exactly.
    let low = (-high).addingProduct(magnitude, scale)
    var whole = high.rounded(.down)
    // Exact whenever it is near 0 (Sterbenz), and of the right sign otherwise.
    var aboveHalf = (high - whole) - 0.5
    if high == whole, low < 0 {
      whole -= 1
      aboveHalf = 0.5
    }
    let excess = aboveHalf + low  // its sign is that of the exact sum
    var digits = UInt64(whole)
    if excess > 0 || (excess == 0 && digits % 2 == 1) { digits += 1 }
    return (value.sign == .minus ? "-" : "") + layout(digits, places: places)
  }

  /// `scaled` (the value times 10^places) with a point before its last `places` digits.
  private static func layout(_ scaled: UInt64, places: Int) -> String {
    var text = String(scaled)
    guard places > 0 else { return text }
    if text.count <= places {
      text = String(repeating: "0", count: places + 1 - text.count) + text
    }
    text.insert(".", at: text.index(text.endIndex, offsetBy: -places))
    return text
  }
}
