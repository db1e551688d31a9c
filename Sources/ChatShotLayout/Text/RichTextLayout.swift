internal import CPangoCairo
import ChatShotCore

/// A `RichText` laid out with Pango: one layout per block, its attributes built from the
/// block's spans (`PangoAttrList`, never markup), placed by `RichTextGeometry`; measured once
/// and drawn as measured.
package final class RichTextLayout {
  /// One block's layout and where it goes, relative to the text's top-left corner.
  struct Block {
    var layout: TextLayout
    var frame: Rect
    /// The list marker and where its line starts.
    var marker: (layout: TextLayout, x: Double)?
    /// Clipped to this rectangle (a code block that does not wrap).
    var clip: Rect?
  }

  let blocks: [Block]
  let codeBlocks: [Rect]
  let quoteBars: [Rect]
  /// The boxes of spoiler spans, drawn over their text.
  let spoilers: [Rect]
  let metrics: RichTextMetrics
  /// The list indent markers are drawn in.
  package let markerIndent: Double
  /// Each block's text as drawn in strips (line by line when tall).
  private(set) lazy var paragraphs: [Paragraph] = blocks.map { Paragraph($0.layout) }

  init(
    blocks: [Block], placement: RichTextGeometry.Placement, spoilers: [Rect],
    links: [RichLinkBoxes], markerIndent: Double, lastLine: LastLine?
  ) {
    self.blocks = blocks
    self.markerIndent = markerIndent
    codeBlocks = placement.codeBlocks
    quoteBars = placement.quoteBars
    self.spoilers = spoilers
    metrics = RichTextMetrics(
      size: placement.size, links: links, lastLine: lastLine,
      lines: blocks.flatMap { block in
        block.layout.lineBoxes.compactMap { box in
          let moved = box.offsetBy(dx: block.frame.x, dy: block.frame.y)
          return block.clip.map { moved.intersection($0) } ?? moved
        }
      })
  }
}

extension TextLayout {
  /// The boxes of the text between UTF-8 offsets `start` and `end`, one per line it
  /// reaches (several on a line of mixed directions), in points relative to the layout's
  /// logical top-left corner as drawn.
  func boxes(from start: Int, to end: Int) -> [Rect] {
    var boxes: [Rect] = []
    let logicalRect = logicalRect
    forEachLine { iterator in
      let scale = Double(PANGO_SCALE)
      guard let line = pango_layout_iter_get_line_readonly(iterator) else { return }
      let lineStart = Int(line.pointee.start_index)
      let lineEnd = lineStart + Int(line.pointee.length)
      let from = max(start, lineStart)
      let to = min(end, lineEnd)
      guard from < to else { return }
      var top: Int32 = 0
      var bottom: Int32 = 0
      pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
      var ranges: UnsafeMutablePointer<Int32>?
      var count: Int32 = 0
      pango_layout_line_get_x_ranges(line, Int32(from), Int32(to), &ranges, &count)
      guard let ranges else { return }
      defer { g_free(ranges) }
      for i in 0..<Int(count) {
        let x0 = Double(ranges[2 * i]) / scale - logicalRect.x
        let x1 = Double(ranges[2 * i + 1]) / scale - logicalRect.x
        guard x1 > x0 else { continue }
        boxes.append(
          Rect(
            x: x0, y: Double(top) / scale - logicalRect.y, width: x1 - x0,
            height: Double(bottom - top) / scale))
      }
    }
    return boxes
  }

  /// Calls `body` with an iterator at each line in turn, under the font lock.
  func forEachLine(_ body: (OpaquePointer) -> Void) {
    FontLock.run {
      guard let iterator = pango_layout_get_iter(pointer) else { return }
      defer { pango_layout_iter_free(iterator) }
      repeat { body(iterator) } while pango_layout_iter_next_line(iterator) != 0
    }
  }
}
