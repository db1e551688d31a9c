internal import CPangoCairo
import ChatShotCore
import ChatShotModel

extension PangoTextEngine {
  /// See ``TextMeasuring/measureRich(_:font:style:maxWidth:)``: the blocks laid out with
  /// Pango (kept for drawing), with the boxes of their links.
  package func measureRich(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double
  ) -> RichTextMetrics {
    let made = richLayout(text, font: font, style: style, maxWidth: maxWidth)
    keptLayouts.keepRich(
      made, for: .init(text: text, font: font, style: style, maxWidth: maxWidth))
    return made.metrics
  }

  /// `text` laid out as ``measureRich(_:font:style:maxWidth:)`` measures it.
  package func richLayout(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double
  ) -> RichTextLayout {
    let geometry = RichTextGeometry(style: style, font: font, maxWidth: maxWidth)
    var layouts: [(layout: TextLayout, spans: [RichSpan])?] = []
    var sizes: [Size] = []
    for block in text.blocks {
      let made = blockLayout(block, geometry: geometry)
      layouts.append(made)
      sizes.append(made?.layout.size ?? .zero)
    }
    let placement = geometry.place(text.blocks, sizes: sizes)
    var blocks: [RichTextLayout.Block] = []
    var spoilers: [Rect] = []
    var links: [RichLinkBoxes] = []
    for (index, block) in text.blocks.enumerated() {
      guard let (layout, spans) = layouts[index] else { continue }
      let frame = placement.frames[index]
      var placed = RichTextLayout.Block(layout: layout, frame: frame)
      if block.kind == .code, geometry.wrapWidth(of: block) == nil {
        placed.clip = frame
      }
      if let marker = block.marker,
        let x = placement.markers.first(where: { $0.block == index })?.x,
        let markerLayout = lineLayout(marker, font: geometry.font, width: -1)
      {
        placed.marker = (markerLayout, x)
      }
      func boxes(_ span: RichSpan) -> [Rect] {
        layout.boxes(from: span.start, to: span.end).compactMap { box in
          let moved = box.offsetBy(dx: frame.x, dy: frame.y)
          return placed.clip.map { moved.intersection($0) } ?? moved
        }
      }
      for span in spans {
        switch span.style {
        case .link(let url): links.append(RichLinkBoxes(url: url, frames: boxes(span)))
        case .spoiler: spoilers.append(contentsOf: boxes(span))
        default: break
        }
      }
      blocks.append(placed)
    }
    var lastLine: LastLine?
    if let block = text.blocks.last, let layout = layouts.last??.layout,
      let frame = placement.frames.last
    {
      lastLine = geometry.lastLine(of: block, frame: frame) { _ in layout.lastLine }
    }
    return RichTextLayout(
      blocks: blocks, placement: placement, spoilers: spoilers, links: links,
      markerIndent: style.listIndent, lastLine: lastLine)
  }

  /// One block's layout: its font, wrapped as the geometry says, its spans as attributes;
  /// with the spans' offsets in the text as laid out (after `PangoText.breakingLongRuns`).
  /// A paragraph without spans is exactly the plain layout of its text.
  private func blockLayout(_ block: RichBlock, geometry: RichTextGeometry)
    -> (layout: TextLayout, spans: [RichSpan])?
  {
    let font = geometry.font(of: block)
    let wrap = geometry.wrapWidth(of: block)
    guard !block.spans.isEmpty || block.kind == .code else {
      return layout(block.text, font: font, maxWidth: wrap ?? .infinity).map { ($0, []) }
    }
    guard !block.text.isEmpty, let layout = newLayout(font: font) else { return nil }
    pango_layout_set_width(layout, Self.pangoLength(wrap ?? .infinity))
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    let safe = PangoText.sanitized(block.text)
    let text = PangoText.breakingLongRuns(safe)
    let spans = RichSpanOffsets.remap(block.spans, from: safe, to: text)
    Self.setText(text, on: layout)
    let attributes = pango_attr_list_copy(pango_layout_get_attributes(layout))
    for span in spans {
      for attribute in Self.attributes(for: span.style, geometry: geometry) {
        attribute.pointee.start_index = UInt32(clamping: span.start)
        attribute.pointee.end_index = UInt32(clamping: span.end)
        pango_attr_list_insert(attributes, attribute)
      }
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    // After the spans', so a script's family wins over a code span's monospace family.
    addScriptAttributes(text, font: font, on: layout)
    return (TextLayout(taking: layout), spans)
  }

  /// The Pango attributes (new, for the caller to insert) that draw `style`.
  private static func attributes(for style: RichStyle, geometry: RichTextGeometry)
    -> [UnsafeMutablePointer<PangoAttribute>]
  {
    let formatting = geometry.style
    var made: [UnsafeMutablePointer<PangoAttribute>?] = []
    switch style {
    case .bold: made.append(pango_attr_weight_new(PANGO_WEIGHT_BOLD))
    case .italic: made.append(pango_attr_style_new(PANGO_STYLE_ITALIC))
    case .underline: made.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
    case .strikethrough: made.append(pango_attr_strikethrough_new(1))
    case .code:
      let code = geometry.codeFont
      made.append(pango_attr_family_new(FontDescription.familyList(for: code.family)))
      made.append(pango_attr_size_new_absolute(Int32((code.size * Double(PANGO_SCALE)).rounded())))
      let shade = formatting.codeBackground
      made.append(pango_attr_background_new(shade.red16, shade.green16, shade.blue16))
      made.append(pango_attr_background_alpha_new(max(1, shade.alpha16)))
    case .link:
      if let color = formatting.linkColor {
        made.append(pango_attr_foreground_new(color.red16, color.green16, color.blue16))
      }
      if formatting.linkUnderline {
        made.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
      }
    case .spoiler:
      // Hidden under its block; alpha 0 would mean "unset" to Pango.
      if formatting.spoiler == .blurred { made.append(pango_attr_foreground_alpha_new(1)) }
    }
    return made.compactMap { $0 }
  }
}

extension RGBAColor {
  /// The components as Pango's 16-bit values.
  var red16: UInt16 { UInt16((red * 65535).rounded()) }
  var green16: UInt16 { UInt16((green * 65535).rounded()) }
  var blue16: UInt16 { UInt16((blue * 65535).rounded()) }
  var alpha16: UInt16 { UInt16((alpha * 65535).rounded()) }
}

/// Span offsets carried over to text that has had zero-width spaces put in
/// (`PangoText.breakingLongRuns`).
enum RichSpanOffsets {
  static func remap(_ spans: [RichSpan], from original: String, to changed: String) -> [RichSpan] {
    guard original.utf8.count != changed.utf8.count else { return spans }
    // The changed offset of each original scalar boundary.
    var map: [Int: Int] = [:]
    var old = original.unicodeScalars.makeIterator()
    var next = old.next()
    var oldOffset = 0
    var newOffset = 0
    for scalar in changed.unicodeScalars {
      if let wanted = next, wanted == scalar {
        map[oldOffset] = newOffset
        oldOffset += UTF8.width(wanted)
        next = old.next()
      }
      newOffset += UTF8.width(scalar)
    }
    map[oldOffset] = newOffset
    return spans.map { span in
      RichSpan(
        start: map[span.start] ?? span.start, end: map[span.end] ?? span.end, style: span.style)
    }
  }
}
