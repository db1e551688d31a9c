/// Builds one `RichBlock` text piece by piece, opening and closing styles as a parser meets
/// them, with byte offsets kept exact.
struct RichBlockBuilder {
  var block: RichBlock
  private var bytes = 0
  /// Styles opened and not yet closed, with the byte offset they started at.
  private var open: [(style: RichStyle, start: Int)] = []

  init(kind: RichBlock.Kind) { block = RichBlock(kind: kind, text: "") }

  /// The UTF-8 length of the text so far.
  var byteCount: Int { bytes }

  mutating func append(_ text: String) {
    block.text += text
    bytes += text.utf8.count
  }

  mutating func open(_ style: RichStyle) { open.append((style, bytes)) }

  /// Closes the innermost open `style` (a span of no text is dropped).
  mutating func close(_ style: RichStyle) {
    guard let index = open.lastIndex(where: { $0.style == style }) else { return }
    let start = open.remove(at: index).start
    if bytes > start { block.spans.append(RichSpan(start: start, end: bytes, style: style)) }
  }

  /// The block, every style still open closed at its end.
  mutating func finish() -> RichBlock {
    while let last = open.last { close(last.style) }
    block.spans.sort { ($0.start, -$0.end) < ($1.start, -$1.end) }
    return block
  }
}
