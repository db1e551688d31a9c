internal import CPangoCairo
import ChatShotCore

/// One line of a ``TextLayout``: where it is drawn and how far it reaches vertically, in
/// points relative to the layout's own origin (the same coordinates as `logicalRect`).
struct TextLine {
  /// Borrowed: owned by the layout, valid while the layout lives (it is never changed).
  let line: UnsafeMutablePointer<PangoLayoutLine>
  /// The left end of the line's baseline.
  let x: Double
  let baseline: Double
  /// The highest and lowest point of the line's ink or logical box (combining marks can
  /// reach far above the line).
  let top: Double
  let bottom: Double
}

/// The lines of a layout in order, with what it takes to find those near a height quickly.
package struct TextLines {
  let lines: [TextLine]
  /// How far any line's box reaches above or below its baseline (baselines increase from
  /// line to line, boxes need not).
  let reach: Double

  init(_ lines: [TextLine]) {
    self.lines = lines
    reach = lines.reduce(0) { max($0, $1.baseline - $1.top, $1.bottom - $1.baseline) }
  }

  /// The lines whose boxes reach into `range` (layout coordinates), found by binary search.
  func indices(reaching range: Range<Double>) -> [Int] {
    var low = 0
    var high = lines.count
    while low < high {
      let mid = (low + high) / 2
      if lines[mid].baseline + reach <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var result: [Int] = []
    var index = low
    while index < lines.count, lines[index].baseline - reach < range.upperBound {
      let line = lines[index]
      if line.bottom > range.lowerBound && line.top < range.upperBound { result.append(index) }
      index += 1
    }
    return result
  }
}

extension TextLayout {
  /// Every line in order, measured in one pass (a layout of n lines costs O(n), whereas
  /// `pango_layout_get_line` walks a list and would cost O(n²)).
  func lines() -> TextLines {
    FontLock.run {
      var result: [TextLine] = []
      guard let iterator = pango_layout_get_iter(pointer) else { return TextLines(result) }
      defer { pango_layout_iter_free(iterator) }
      let scale = Double(PANGO_SCALE)
      repeat {
        guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, &ink, &logical)
        let top = min(ink.y, logical.y)
        let bottom = max(ink.y + ink.height, logical.y + logical.height)
        result.append(
          TextLine(
            line: line, x: Double(logical.x) / scale,
            baseline: Double(pango_layout_iter_get_baseline(iterator)) / scale,
            top: Double(top) / scale, bottom: Double(bottom) / scale))
      } while pango_layout_iter_next_line(iterator) != 0
      return TextLines(result)
    }
  }
}

extension PangoTextEngine {
  /// Draws only the lines of `layout` that reach into `visible` (a vertical range in the
  /// same coordinates as `origin`), placed as ``draw(_:at:color:on:)`` places the whole
  /// layout: its logical top-left corner at `origin`, in points.
  ///
  /// For paragraphs taller than a strip: drawing every line in every strip would cost
  /// strips × lines. A line may land up to 1/256 device pixel away from where
  /// `pango_cairo_show_layout` puts it (Cairo stores each line's start point in 24.8 fixed
  /// point), so the renderer picks one method per paragraph, never per strip.
  ///
  /// - Parameter cairo: borrowed `cairo_t *` whose transform maps points to device pixels.
  package func draw(
    _ layout: TextLayout, lines: TextLines, visible: Range<Double>,
    at origin: (x: Double, y: Double), color: TextColor, on cairo: OpaquePointer
  ) {
    FontLock.run {
      let left = origin.x - layout.logicalRect.x
      let top = origin.y - layout.logicalRect.y
      cairo_save(cairo)
      cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
      for index in lines.indices(reaching: (visible.lowerBound - top)..<(visible.upperBound - top))
      {
        let line = lines.lines[index]
        show(layout.pointer, line: line.line, at: (left + line.x, top + line.baseline), on: cairo)
      }
      cairo_restore(cairo)
    }
  }
}
