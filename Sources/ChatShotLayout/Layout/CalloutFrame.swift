import ChatShotCore

/// A numbered marker beside a bubble (`--callouts`), so docs text can refer to "message ②".
public struct CalloutFrame: Hashable, Sendable {
  /// 1, 2, 3 … in the order the rows were given.
  public var number: Int
  /// The row's `index`, as in the layout dump.
  public var row: Int
  /// The marker's circle, in points.
  public var frame: Rect

  /// The marker's diameter in points.
  static let diameter = 20.0
  /// The space between the bubble and the marker, in points.
  static let gap = 6.0

  /// Markers for `rows` (positions in `layout.rows`), numbered in that order: beside each
  /// bubble in the margin on the side away from the bubble's own edge (left of a bubble on
  /// the right, right of one on the left; left of a centred one), centred on the bubble
  /// when it is short, on its first line when it is tall; kept inside the timeline.
  package static func place(_ rows: [Int], in layout: TimelineLayout) -> [CalloutFrame] {
    rows.enumerated().map { n, position in
      let row = layout.rows[position]
      let bubble = row.bubble
      let d = diameter
      let onRight = row.side == .right && row.kind != .system
      var x = onRight || row.kind == .system ? bubble.minX - gap - d : bubble.maxX + gap
      x = max(2, min(x, layout.width - d - 2))
      let y = bubble.height <= 2 * d ? bubble.y + bubble.height / 2 - d / 2 : bubble.y + 6
      return CalloutFrame(
        number: n + 1, row: row.index, frame: Rect(x: x, y: y, width: d, height: d))
    }
  }
}
