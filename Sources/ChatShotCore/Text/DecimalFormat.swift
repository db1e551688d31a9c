internal import Glibc

/// Fixed-point decimal text for a `Double`, as C's `printf("%.Nf")` writes it in the C
/// locale, without Foundation's `String(format:)`: glibc's `vsnprintf` writes it.
///
/// glibc rounds to the nearest, ties to even, on the exact binary value of the number: `0.125`
/// with 2 places is "0.12", `0.0005` with 3 places is "0.001" (the double just above 0.0005).
/// A negative number, zero included, keeps its minus sign ("-0.000"). The text is in the C
/// locale whatever the process set (`uselocale`, for this thread and call only). Where
/// `|value| × 10^places` is 2^52 (4.5e15) or more, and for infinities and NaN, the text is
/// Swift's own description of the number, as it was when this was formatted in Swift.
package enum DecimalFormat {
  /// `value` with exactly `places` digits after the point (0 to 9; 0 writes no point).
  package static func fixed(_ value: Double, places: Int) -> String {
    let places = min(max(places, 0), 9)
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    guard value.isFinite, value.magnitude * scale < 0x1p52 else { return "\(value)" }
    let previous = uselocale(cLocale)
    defer { uselocale(previous) }
    // At most a sign, 16 digits, a point and the places, within 2^52.
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
      let count = withVaList([Int32(places), value]) {
        vsnprintf(buffer.baseAddress, buffer.count, "%.*f", $0)
      }
      let text = UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(max(count, 0)))
      return String(decoding: text, as: UTF8.self)
    }
  }

  /// The C locale's numbers, made once (glibc hands back its built-in C locale).
  nonisolated(unsafe) private static let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
}
