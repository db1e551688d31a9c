import ChatShotCore
import ChatShotModel

/// Where the blocks of a `RichText` go, from each block's measured size: stacked top to
/// bottom with paragraph spacing, indented by their quotes (outermost) and lists, code blocks
/// padded on a shaded rectangle as wide as the widest block. The one rule both the real
/// measurer and the tests' fake one use, so they agree on everything but the sizes.
struct RichTextGeometry {
  let style: TextFormattingStyle
  let font: FontSpec
  let maxWidth: Double

  /// What the blocks' measured sizes give.
  struct Placement {
    /// Each block's text frame, relative to the text's top-left corner.
    var frames: [Rect] = []
    /// The shaded rectangles of code blocks.
    var codeBlocks: [Rect] = []
    /// The bars beside quoted blocks.
    var quoteBars: [Rect] = []
    /// Where each list marker's line starts (x: the start of its list indent).
    var markers: [(block: Int, x: Double)] = []
    /// The whole text's size, rounded up to whole points.
    var size = Size.zero
  }

  /// The font of `block`: the text's, or the code family scaled for code blocks.
  func font(of block: RichBlock) -> FontSpec {
    block.kind == .code ? codeFont : font
  }

  /// The font of code.
  var codeFont: FontSpec {
    FontSpec(family: style.codeFamily, size: font.size * style.codeScale, weight: font.weight)
  }

  /// Where a block's quote bars and list indents end.
  func indent(of block: RichBlock) -> Double {
    Double(block.quoteDepth) * (style.quoteBarWidth + style.quoteGap)
      + Double(block.listDepth) * style.listIndent
  }

  /// The width `block`'s text wraps at; nil for a code block that clips (one line each).
  func wrapWidth(of block: RichBlock) -> Double? {
    if block.kind == .code && style.codeOverflow == .clip { return nil }
    return max(1, available(for: block))
  }

  /// The widest a block's text may be drawn.
  func available(for block: RichBlock) -> Double {
    let padding = block.kind == .code ? style.codePadding * 2 : 0
    return max(1, maxWidth - indent(of: block) - padding)
  }

  /// The last line of `block`, placed at `frame`, from the last line `line` finds at a wrap
  /// width: moved right by the block's indent; a code block's is infinitely wide.
  func lastLine(of block: RichBlock, frame: Rect, line: (Double) -> LastLine) -> LastLine {
    guard block.kind != .code else { return LastLine(width: .infinity, isRightToLeft: false) }
    var last = line(wrapWidth(of: block) ?? .infinity)
    last.width += frame.x
    return last
  }

  /// Places `blocks`, measured as `sizes` (a clipped code block's width is cut to what fits).
  func place(_ blocks: [RichBlock], sizes: [Size]) -> Placement {
    var placement = Placement()
    var y = 0.0
    var width = 0.0
    for (index, (block, measured)) in zip(blocks, sizes).enumerated() {
      if index > 0 { y += block.tight ? 0 : style.paragraphSpacing }
      let padding = block.kind == .code ? style.codePadding : 0
      let x = indent(of: block) + padding
      let size = Size(
        width: min(measured.width, available(for: block)), height: measured.height)
      placement.frames.append(Rect(x: x, y: y + padding, width: size.width, height: size.height))
      width = max(width, x + size.width + padding)
      if block.marker != nil {
        placement.markers.append((index, x - style.listIndent))
      }
      y += size.height + padding * 2
    }
    for (index, block) in blocks.enumerated() {
      let frame = placement.frames[index]
      if block.kind == .code {
        let x = indent(of: block)
        let padding = style.codePadding
        placement.codeBlocks.append(
          Rect(
            x: x, y: frame.y - padding, width: max(0, width - x),
            height: frame.height + padding * 2))
      }
      let padding = block.kind == .code ? style.codePadding : 0
      for level in 0..<block.quoteDepth {
        var bottom = frame.maxY + padding
        if index + 1 < blocks.count, blocks[index + 1].quoteDepth > level {
          let next = placement.frames[index + 1]
          bottom = next.y - (blocks[index + 1].kind == .code ? style.codePadding : 0)
        }
        placement.quoteBars.append(
          Rect(
            x: Double(level) * (style.quoteBarWidth + style.quoteGap), y: frame.y - padding,
            width: style.quoteBarWidth, height: bottom - frame.y + padding))
      }
    }
    placement.size = Size(width: width.rounded(.up), height: y.rounded(.up))
    return placement
  }
}

/// A link's boxes, one per line it spans.
package struct RichLinkBoxes: Hashable, Sendable {
  package var url: String
  /// Relative to the text's top-left corner (the row's `text` frame puts them on the canvas).
  package var frames: [Rect]
}

/// What measuring a `RichText` gives the layout.
package struct RichTextMetrics: Hashable, Sendable {
  /// The text's size, rounded up to whole points.
  package var size: Size
  /// The boxes of each link's text, in order.
  package var links: [RichLinkBoxes] = []
  /// The last block's last line, its width from the text's left edge (its indent included);
  /// nil without blocks. A code block's is as wide as no line can be: nothing goes beside it.
  package var lastLine: LastLine?
  /// The box of each laid-out line, block after block, relative to the text's top-left.
  package var lines: [Rect] = []
}

extension TextMeasuring {
  /// Measures each block with ``measure(_:font:maxWidth:)`` and places them with
  /// `RichTextGeometry`; no link boxes (a measurer without glyphs cannot say where a word is).
  package func measureRich(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double
  ) -> RichTextMetrics {
    let geometry = RichTextGeometry(style: style, font: font, maxWidth: maxWidth)
    let sizes = text.blocks.map { block in
      measure(
        block.text, font: geometry.font(of: block),
        maxWidth: geometry.wrapWidth(of: block) ?? .infinity)
    }
    let placement = geometry.place(text.blocks, sizes: sizes)
    var metrics = RichTextMetrics(size: placement.size, lines: placement.frames)
    if let block = text.blocks.last, let frame = placement.frames.last {
      metrics.lastLine = geometry.lastLine(of: block, frame: frame) {
        lastLine(block.text, font: geometry.font(of: block), maxWidth: $0)
      }
    }
    return metrics
  }
}
