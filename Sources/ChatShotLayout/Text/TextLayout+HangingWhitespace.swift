internal import CPangoCairo
import ChatShotCore

extension TextLayout {
  /// The layout's logical rectangle with the whitespace that hangs past the wrapping width
  /// left out, in points; `logical` itself when no line reaches past the width.
  ///
  /// Pango already lets the spaces at a line break hang, but counts the ones that end a
  /// paragraph: "over with before and hiking " measured 197.1 pt against a width of 196 and
  /// was refused as text that cannot be wrapped. UIKit lets trailing spaces hang past the
  /// line end, so here a line wider than the width is measured without as much of its
  /// trailing spaces as lies beyond the width (never more): at the right end of a
  /// left-to-right line, the left end of a right-to-left one. White space is the space
  /// separators (U+0020, no-break, em, ideographic…) and tabs: a message ending in a tab, or
  /// a space and a tab, was refused as text that cannot be wrapped (14 of 40 sentences
  /// ending so). Tabs between words still count: Pango does not wrap a run of them
  /// (docs/limits.md). Text that fits is measured as Pango measures it, to the last bit.
  static func withoutHangingWhitespace(_ layout: OpaquePointer, logical: Rect) -> Rect {
    let width = Int(pango_layout_get_width(layout))
    let scale = Double(PANGO_SCALE)
    guard width > 0, Int((logical.width * scale).rounded()) > width,
      let text = pango_layout_get_text(layout), let iterator = pango_layout_get_iter(layout)
    else { return logical }
    defer { pango_layout_iter_free(iterator) }
    var left = Int.max
    var right = Int.min
    var changed = false
    repeat {
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
      var extents = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &extents)
      var start = Int(extents.x)
      var end = start + Int(extents.width)
      if end - start > width {
        let hang = min(trailingSpacesWidth(line, text: text), end - start - width)
        if hang > 0 {
          changed = true
          if pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL {
            start += hang
          } else {
            end -= hang
          }
        }
      }
      left = min(left, start)
      right = max(right, end)
    } while pango_layout_iter_next_line(iterator) != 0
    guard changed else { return logical }
    return Rect(
      x: Double(left) / scale, y: logical.y, width: Double(right - left) / scale,
      height: logical.height)
  }

  /// The width in Pango units of the white space (spaces, tabs) that ends `line`, measured
  /// where it is drawn.
  private static func trailingSpacesWidth(
    _ line: UnsafeMutablePointer<PangoLayoutLine>, text: UnsafePointer<CChar>
  ) -> Int {
    let start = Int(line.pointee.start_index)
    let bytes = UnsafeBufferPointer(
      start: UnsafeRawPointer(text + start).assumingMemoryBound(to: UInt8.self),
      count: Int(line.pointee.length))
    let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
    let trailing = scalars.reversed().prefix {
      $0 == "\t" || $0.properties.generalCategory == .spaceSeparator
    }
    let trailingBytes = trailing.reduce(0) { $0 + UTF8.width($1) }
    guard trailingBytes > 0 else { return 0 }
    var ranges: UnsafeMutablePointer<Int32>?
    var count: Int32 = 0
    let end = Int32(start + bytes.count)
    pango_layout_line_get_x_ranges(line, end - Int32(trailingBytes), end, &ranges, &count)
    defer { g_free(ranges) }
    guard let ranges else { return 0 }
    return (0..<Int(count)).reduce(0) { $0 + Int(ranges[2 * $1 + 1] - ranges[2 * $1]) }
  }
}
