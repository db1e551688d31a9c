import ChatShotCore
import ChatShotModel

/// Where a bubble's reactions go (`reactions.placement`, docs/themes.md#photos-replies-and-reactions):
/// pills on its bottom edge, one combined pill, tapbacks on its top corner, or a line under the
/// text. On every side the pills read in the order given, left to right.
extension MessageLayout {
  /// One pill before it is placed.
  private struct Pill {
    var reactions: [Reaction]
    var text: String
    var width: Double
  }

  /// The pills of `reactions` as the theme draws them: one per reaction, or one for all.
  private func pills(_ reactions: [Reaction], available: Double, measurer: some TextMeasuring)
    -> [Pill]
  {
    let style = theme.reactionStyle
    func pill(_ reactions: [Reaction], _ text: String) -> Pill {
      let measured = measurer.measure(text, font: style.font, maxWidth: width)
      let w = min(available, max(style.height, measured.width + 2 * style.padding))
      return Pill(reactions: reactions, text: text, width: w)
    }
    guard style.placement == .combined else { return reactions.map { pill([$0], $0.label) } }
    let total = reactions.reduce(0) { $0 + $1.count }
    let emoji = reactions.map(\.emoji).joined()
    return [pill(reactions, total > 1 ? "\(emoji) \(total)" : emoji)]
  }

  /// The pills broken into lines no wider than `available` (a pill wider than it has a line
  /// to itself).
  private func lines(_ pills: [Pill], available: Double) -> [[Pill]] {
    let spacing = theme.reactionStyle.spacing
    var lines: [[Pill]] = []
    var used = 0.0
    for pill in pills {
      if let last = lines.last, !last.isEmpty, used + pill.width <= available {
        lines[lines.count - 1].append(pill)
      } else {
        lines.append([pill])
        used = 0
      }
      used += pill.width + spacing
    }
    return lines
  }

  /// How far a tapback row's bubble moves down so its badges stay inside the row: the lines
  /// of badges above the bubble's top, less what overlaps it. 0 in other placements.
  func tapbackReserve(_ reactions: [Reaction], measurer: some TextMeasuring) -> Double {
    let style = theme.reactionStyle
    guard style.placement == .tapback, !reactions.isEmpty else { return 0 }
    let pills = pills(reactions, available: tapbackWidth, measurer: measurer)
    let count = Double(lines(pills, available: tapbackWidth).count)
    return max(0, count * style.height + (count - 1) * style.spacing - style.overlap)
  }

  /// The width a line of tapbacks may take: the timeline less the bubbles' edge insets.
  private var tapbackWidth: Double {
    max(theme.reactionStyle.height, width - 2 * theme.bubble.edgeInset)
  }

  /// The reaction pills of a bubble on `side` whose content ends at `clear` (the text, or the
  /// stamp below it): no pill reaches above `clear`, nor into the avatar column (`edge` from
  /// either side of the timeline).
  func reactionFrames(
    _ reactions: [Reaction], bubble: Rect, text: Rect, clear: Double, side: Side, edge: Double,
    measurer: some TextMeasuring
  ) -> [ReactionFrame] {
    guard !reactions.isEmpty else { return [] }
    let style = theme.reactionStyle
    // Each placement: where the first line starts, and from which x it runs.
    let top: Double
    let anchor: Double
    let flowsRight: Bool
    var available: Double
    switch style.placement {
    case .below, .combined:
      flowsRight = (side == .left) == (style.align == .outer)
      anchor = flowsRight ? bubble.x + style.inset : bubble.maxX - style.inset
      available = flowsRight ? width - edge - anchor : anchor - edge
      top = max(bubble.maxY - style.overlap, clear)
    case .line:
      flowsRight = side == .left
      anchor = flowsRight ? text.x : text.maxX
      available = flowsRight ? width - edge - anchor : anchor - edge
      top = clear + style.spacing
    case .tapback:
      flowsRight = side == .right
      anchor = flowsRight ? bubble.x - style.inset : bubble.maxX + style.inset
      available = tapbackWidth
      let count = Double(
        lines(pills(reactions, available: available, measurer: measurer), available: available)
          .count)
      // The last line overlaps the bubble's top edge, never down to its content.
      let overlap = min(style.overlap, max(0, text.y - bubble.y))
      top = bubble.y + overlap - count * style.height - (count - 1) * style.spacing
    }
    available = max(style.height, available)
    let pills = pills(reactions, available: available, measurer: measurer)
    return place(
      lines(pills, available: available), top: top, anchor: anchor, flowsRight: flowsRight)
  }

  /// The lines placed from `top` down, each in reading order: starting at `anchor` when the
  /// pills run right, ending there when they run left; moved in from the timeline's far edge
  /// (its edge inset) when they would pass it.
  private func place(_ lines: [[Pill]], top: Double, anchor: Double, flowsRight: Bool)
    -> [ReactionFrame]
  {
    let style = theme.reactionStyle
    var frames: [ReactionFrame] = []
    for (i, line) in lines.enumerated() {
      let lineWidth =
        line.reduce(0) { $0 + $1.width } + Double(line.count - 1) * style.spacing
      var x = flowsRight ? anchor : anchor - lineWidth
      // Inside the timeline's edge insets (the line may not be wider than what is left).
      let margin = theme.bubble.edgeInset
      x = max(margin, min(x, width - margin - lineWidth))
      let y = top + Double(i) * (style.height + style.spacing)
      for pill in line {
        let frame = Rect(x: x, y: y, width: pill.width, height: style.height)
        for reaction in pill.reactions {
          frames.append(
            ReactionFrame(
              emoji: reaction.emoji, count: reaction.count, text: pill.text, frame: frame))
        }
        x += pill.width + style.spacing
      }
    }
    return frames
  }
}
