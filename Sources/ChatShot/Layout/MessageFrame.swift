/// The computed frames of one message row, in points on the whole canvas.
public struct MessageFrame: Hashable, Sendable {
  public var index: Int
  /// The sender's participant id.
  public var from: String
  public var side: Side
  public var isLocal: Bool
  /// The top of the row on the canvas.
  public var y: Double
  public var height: Double
  /// The label text and frame, or nil when the row shows none.
  public var label: LabelFrame?
  public var icon: Rect?
  public var bubble: Rect
  public var text: Rect
  /// The measured text size (rounded up to whole points, before `textWidthExtra`).
  public var textSize: Size
  /// The text as drawn (after emoticon substitution).
  public var content: String

  /// The highest point anything of this row reaches.
  public var drawnMinY: Double {
    min(y, bubble.minY, icon?.minY ?? y, label?.frame.minY ?? y)
  }

  /// The lowest point anything of this row reaches (a bubble may hang below the row).
  public var drawnMaxY: Double {
    max(y + height, bubble.maxY, icon?.maxY ?? 0)
  }
}

/// A row's label: its text and frame.
public struct LabelFrame: Hashable, Sendable {
  public var text: String
  public var frame: Rect
}
