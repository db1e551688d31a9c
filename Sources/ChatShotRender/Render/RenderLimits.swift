import ChatShotImage
import ChatShotLayout
import ChatShotModel

/// Ceilings on the image a render makes, checked before anything is drawn, encoded or
/// allocated (see docs/limits.md).
///
/// Two checks, both cheap: ``checkEstimate(_:theme:options:)`` before the layout, from the
/// message count and the theme's metrics alone (no text is measured, so a conversation far
/// beyond the limit is refused in milliseconds), and ``check(_:theme:options:)`` on the
/// finished layout, before the renderer opens a surface or the output file.
package enum RenderLimits {
  /// Most pixels in one image: 2^30 (1,073,741,824), e.g. 640 × 1,677,721 (about 6,000
  /// messages at the default width and scale). An image this large takes about a minute to
  /// draw and encode; every one chatshot writes stays far below PNG's own limits.
  package static let maxPixels = 1 << 30

  /// Refuses a conversation whose image would exceed ``maxPixels`` (or a lower ceiling a
  /// caller sets: `chatshot serve --max-pixels`) even if every message
  /// were as short as the theme allows (one empty bubble per row).
  package static func checkEstimate(
    _ conversation: Conversation, theme: Theme, options: RenderOptions,
    maxPixels: Int = RenderLimits.maxPixels
  ) throws(RenderError) {
    try checkOptions(options)
    let width = pixels(
      options.width ?? options.device?.width ?? theme.width, scale: options.scale,
      .toNearestOrAwayFromZero)
    let rows = Double(conversation.messages.count) * minimumRowHeight(theme)
    let points = theme.timelinePadding.top + rows + theme.timelinePadding.bottom
    let height = pixels(points, scale: options.scale)
    if Double(width) * Double(height) > Double(maxPixels) {
      throw .tooLargeEstimate(width: width, minimumHeight: height, limit: maxPixels)
    }
  }

  /// Refuses a laid-out conversation whose image would exceed ``maxPixels``, or with a
  /// message whose text could not be wrapped to its row's text width (the bubble's, or the
  /// notice's) (a chain of joined
  /// emoji or a run of tabs that is wider than a line but has no place to break).
  package static func check(
    _ layout: TimelineLayout, theme: Theme, options: RenderOptions,
    maxPixels: Int = RenderLimits.maxPixels
  ) throws(RenderError) {
    try checkOptions(options)
    for row in layout.rows where row.textSize.width > row.wrapWidth.rounded(.up) {
      throw .unwrappableText(
        message: row.index, width: row.textSize.width, maxWidth: row.wrapWidth.rounded(.up))
    }
    // Rounded as the strip renderer rounds them.
    let width = pixels(layout.width, scale: options.scale, .toNearestOrAwayFromZero)
    let height = max(1, pixels(layout.height, scale: options.scale))
    if Double(width) * Double(height) > Double(maxPixels) {
      throw .tooLarge(width: width, height: height, limit: maxPixels)
    }
  }

  /// The scale, width and compression must be in their documented ranges (the command line
  /// checks them too; this guards library callers from sizes that are not finite).
  static func checkOptions(_ options: RenderOptions) throws(RenderError) {
    if !RenderOptions.scaleRange.contains(options.scale) {
      throw .optionOutOfRange(name: "scale", value: options.scale, range: RenderOptions.scaleRange)
    }
    if let width = options.width, !RenderOptions.widthRange.contains(width) {
      throw .optionOutOfRange(name: "width", value: width, range: RenderOptions.widthRange)
    }
    if !RenderOptions.compressionRange.contains(options.compression) {
      let range = RenderOptions.compressionRange
      throw .optionOutOfRange(
        name: "compression", value: Double(options.compression),
        range: Double(range.lowerBound)...Double(range.upperBound))
    }
  }

  /// The least height of one row by the theme's frame formulas (see `Theme`): no label, an
  /// empty bubble, and the avatar.
  static func minimumRowHeight(_ theme: Theme) -> Double {
    let contentTop = min(0, theme.label.y + theme.label.height) + theme.contentGap
    let insets = min(
      theme.bubble.local.contentInsets.vertical, theme.bubble.other.contentInsets.vertical)
    let content = max(insets, theme.avatar?.size ?? 0)
    return max(theme.row.minHeight, contentTop + content + theme.row.bottomPadding)
  }

  /// `points` × `scale` as whole pixels, saturating instead of trapping.
  private static func pixels(
    _ points: Double, scale: Double, _ rule: FloatingPointRoundingRule = .up
  ) -> Int {
    let value = (points * scale).rounded(rule)
    guard value.isFinite else { return value > 0 ? Int.max : 0 }
    return value >= Double(Int.max) ? Int.max : max(0, Int(value))
  }
}
