internal import CPangoCairo
import ChatShotCore

extension PangoTextEngine {
  /// See ``TextMeasuring/lastLine(_:font:maxWidth:)``: the last line of the layout that
  /// `measure` made (kept for the render), or of a new one.
  package func lastLine(_ text: String, font: FontSpec, maxWidth: Double) -> LastLine {
    let key = KeptLayouts.Key(text: text, font: font, maxWidth: maxWidth)
    guard let made = keptLayouts.layout(for: key) ?? layout(text, font: font, maxWidth: maxWidth)
    else { return LastLine(width: 0, isRightToLeft: false) }
    return made.lastLine
  }

  /// See ``TextMeasuring/lineBoxes(_:font:maxWidth:)``: the lines of the layout that
  /// `measure` made (kept for the render), or of a new one.
  package func lineBoxes(_ text: String, font: FontSpec, maxWidth: Double) -> [Rect]? {
    let key = KeptLayouts.Key(text: text, font: font, maxWidth: maxWidth)
    guard let made = keptLayouts.layout(for: key) ?? layout(text, font: font, maxWidth: maxWidth)
    else { return [] }
    return made.lineBoxes
  }
}

extension TextLayout {
  /// The logical box of each line, in points relative to the layout's logical top-left
  /// corner as drawn (as `boxes(from:to:)`).
  var lineBoxes: [Rect] {
    var boxes: [Rect] = []
    let origin = logicalRect
    forEachLine { iterator in
      var logical = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &logical)
      let scale = Double(PANGO_SCALE)
      boxes.append(
        Rect(
          x: Double(logical.x) / scale - origin.x, y: Double(logical.y) / scale - origin.y,
          width: Double(logical.width) / scale, height: Double(logical.height) / scale))
    }
    return boxes
  }
}

extension TextLayout {
  /// The layout's last line: its logical width, rounded up, and its direction.
  var lastLine: LastLine {
    FontLock.run {
      let count = pango_layout_get_line_count(pointer)
      guard count > 0, let line = pango_layout_get_line_readonly(pointer, count - 1) else {
        return LastLine(width: 0, isRightToLeft: false)
      }
      var logical = PangoRectangle()
      pango_layout_line_get_extents(line, nil, &logical)
      let width = (Double(logical.width) / Double(PANGO_SCALE)).rounded(.up)
      return LastLine(width: width, isRightToLeft: chatshot_line_is_rtl(line) != 0)
    }
  }
}
