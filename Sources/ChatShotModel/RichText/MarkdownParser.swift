internal import CMD4C

/// Parses a message's Markdown with md4c (CommonMark with strikethrough) into a `RichText`.
///
/// What chatshot draws: paragraphs, bold, italic, strikethrough, inline code, fenced code
/// blocks, links, bulleted and numbered lists, block quotes. Everything else is shown as its
/// source text, never dropped: tables and raw HTML are not recognised (md4c's extensions off,
/// so they stay text), headings keep their `#`s, images and rules are written back as
/// Markdown. A line break inside a paragraph stays a line break, as in every chat app.
/// Nesting deeper than `RichText.maxDrawnDepth` is drawn at that depth; md4c keeps its own
/// stacks on the heap and chatshot's reader never recurses, so any depth is safe.
enum MarkdownParser {
  /// The blocks of `markdown`; `emoticons` replaces emoticons in its text (not in code).
  static func parse(_ markdown: String, emoticons: Bool) -> RichText {
    let reader = MarkdownReader(emoticons: emoticons)
    var parser = MD_PARSER()
    parser.abi_version = 0
    parser.flags = UInt32(MD_FLAG_STRIKETHROUGH | MD_FLAG_NOHTML | MD_FLAG_NOINDENTEDCODEBLOCKS)
    parser.enter_block = { type, detail, user in
      MarkdownReader.from(user).enterBlock(type, detail)
      return 0
    }
    parser.leave_block = { type, _, user in
      MarkdownReader.from(user).leaveBlock(type)
      return 0
    }
    parser.enter_span = { type, detail, user in
      MarkdownReader.from(user).enterSpan(type, detail)
      return 0
    }
    parser.leave_span = { type, detail, user in
      MarkdownReader.from(user).leaveSpan(type, detail)
      return 0
    }
    parser.text = { type, text, size, user in
      let bytes = UnsafeBufferPointer(start: text, count: Int(size))
      MarkdownReader.from(user).text(
        type, String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self))
      return 0
    }
    var source = markdown
    let status = source.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        withExtendedLifetime(reader) {
          md_parse(
            chars.baseAddress, MD_SIZE(chars.count), &parser,
            Unmanaged.passUnretained(reader).toOpaque())
        }
      }
    }
    // md4c fails only when memory runs out: then the text is shown as written.
    guard status == 0 else { return RichText(blocks: [RichBlock(text: markdown)]) }
    return reader.finish()
  }
}

/// md4c's callbacks turned into blocks (one instance per parse).
private final class MarkdownReader {
  struct List {
    var ordered: Bool
    var tight: Bool
    var next: Int
    /// How many blocks there were when it started: its first item is spaced, the others of
    /// a tight list are not.
    var firstBlock: Int
  }

  let emoticons: Bool
  var blocks: [RichBlock] = []
  var current: RichBlockBuilder?
  var quoteDepth = 0
  var lists: [List] = []
  /// The marker of a list item whose first block is still to come.
  var pendingMarker: String?
  /// Inside an image: its text is written back as Markdown source.
  var imageDepth = 0
  var codeDepth = 0

  init(emoticons: Bool) { self.emoticons = emoticons }

  static func from(_ user: UnsafeMutableRawPointer?) -> MarkdownReader {
    Unmanaged<MarkdownReader>.fromOpaque(user!).takeUnretainedValue()
  }

  func finish() -> RichText {
    flush()
    if blocks.isEmpty { blocks = [RichBlock(text: "")] }
    return RichText(blocks: blocks)
  }

  private func flush() {
    guard var builder = current else { return }
    current = nil
    var block = builder.finish()
    if block.kind == .code, block.text.hasSuffix("\n") { block.text.removeLast() }
    if block.kind == .paragraph, block.text.isEmpty, block.marker == nil { return }
    blocks.append(block)
  }

  /// Starts a block of `kind` at the current quote and list depth.
  private func begin(_ kind: RichBlock.Kind) {
    flush()
    var builder = RichBlockBuilder(kind: kind)
    builder.block.quoteDepth = min(quoteDepth, RichText.maxDrawnDepth)
    builder.block.listDepth = min(lists.count, RichText.maxDrawnDepth)
    builder.block.marker = pendingMarker
    if let list = lists.last { builder.block.tight = list.tight && blocks.count > list.firstBlock }
    pendingMarker = nil
    current = builder
  }

  private func append(_ text: String) {
    if current == nil { begin(.paragraph) }
    current?.append(text)
  }

  func enterBlock(_ type: MD_BLOCKTYPE, _ detail: UnsafeMutableRawPointer?) {
    switch type {
    case MD_BLOCK_QUOTE:
      flush()
      quoteDepth += 1
    case MD_BLOCK_UL:
      flush()
      let tight = detail?.assumingMemoryBound(to: MD_BLOCK_UL_DETAIL.self).pointee.is_tight ?? 0
      lists.append(List(ordered: false, tight: tight != 0, next: 0, firstBlock: blocks.count))
    case MD_BLOCK_OL:
      flush()
      let info = detail?.assumingMemoryBound(to: MD_BLOCK_OL_DETAIL.self).pointee
      lists.append(
        List(
          ordered: true, tight: (info?.is_tight ?? 0) != 0, next: Int(info?.start ?? 1),
          firstBlock: blocks.count))
    case MD_BLOCK_LI:
      flush()
      guard var list = lists.popLast() else { return }
      if list.ordered {
        pendingMarker = "\(list.next)."
        list.next += 1
      } else {
        pendingMarker = ["•", "◦", "▪"][(lists.count) % 3]
      }
      lists.append(list)
    case MD_BLOCK_P: begin(.paragraph)
    case MD_BLOCK_CODE:
      begin(.code)
      codeDepth += 1
    case MD_BLOCK_H:
      begin(.paragraph)
      let level = detail?.assumingMemoryBound(to: MD_BLOCK_H_DETAIL.self).pointee.level ?? 1
      append(String(repeating: "#", count: Int(level)) + " ")
    case MD_BLOCK_HR:
      begin(.paragraph)
      append("---")
    default: break
    }
  }

  func leaveBlock(_ type: MD_BLOCKTYPE) {
    switch type {
    case MD_BLOCK_QUOTE:
      flush()
      quoteDepth -= 1
    case MD_BLOCK_UL, MD_BLOCK_OL:
      flush()
      _ = lists.popLast()
    case MD_BLOCK_CODE:
      codeDepth -= 1
      flush()
    case MD_BLOCK_LI:
      // An item with no text at all still shows its marker.
      if let marker = pendingMarker {
        begin(.paragraph)
        current?.block.marker = marker
      }
      flush()
    case MD_BLOCK_P, MD_BLOCK_H, MD_BLOCK_HR: flush()
    default: break
    }
  }

  func enterSpan(_ type: MD_SPANTYPE, _ detail: UnsafeMutableRawPointer?) {
    if current == nil { begin(.paragraph) }
    switch type {
    case MD_SPAN_EM: current?.open(.italic)
    case MD_SPAN_STRONG: current?.open(.bold)
    case MD_SPAN_DEL: current?.open(.strikethrough)
    case MD_SPAN_U: current?.open(.underline)
    case MD_SPAN_CODE:
      current?.open(.code)
      codeDepth += 1
    case MD_SPAN_A:
      let href = detail?.assumingMemoryBound(to: MD_SPAN_A_DETAIL.self).pointee.href
      current?.open(.link(href.map(Self.string) ?? ""))
    case MD_SPAN_IMG:
      imageDepth += 1
      append("![")
    default: break
    }
  }

  func leaveSpan(_ type: MD_SPANTYPE, _ detail: UnsafeMutableRawPointer?) {
    switch type {
    case MD_SPAN_EM: current?.close(.italic)
    case MD_SPAN_STRONG: current?.close(.bold)
    case MD_SPAN_DEL: current?.close(.strikethrough)
    case MD_SPAN_U: current?.close(.underline)
    case MD_SPAN_CODE:
      codeDepth -= 1
      current?.close(.code)
    case MD_SPAN_A:
      let href = detail?.assumingMemoryBound(to: MD_SPAN_A_DETAIL.self).pointee.href
      current?.close(.link(href.map(Self.string) ?? ""))
    case MD_SPAN_IMG:
      imageDepth -= 1
      let info = detail?.assumingMemoryBound(to: MD_SPAN_IMG_DETAIL.self).pointee
      var tail = "](" + (info.map { Self.string($0.src) } ?? "")
      if let title = info.map({ Self.string($0.title) }), !title.isEmpty {
        tail += " \"" + title + "\""
      }
      append(tail + ")")
    default: break
    }
  }

  func text(_ type: MD_TEXTTYPE, _ text: String) {
    switch type {
    case MD_TEXT_NULLCHAR: append("\u{FFFD}")
    case MD_TEXT_BR, MD_TEXT_SOFTBR: append(codeDepth > 0 ? text : "\n")
    case MD_TEXT_ENTITY: append(Self.entity(text))
    case MD_TEXT_NORMAL:
      append(emoticons && codeDepth == 0 ? Emoticons.substitute(text) : text)
    default: append(text)
    }
  }

  /// The character an HTML entity reference stands for: numeric ones and the five of XML;
  /// any other is shown as written.
  static func entity(_ text: String) -> String {
    let named = ["&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&apos;": "'"]
    if let known = named[text] { return known }
    let body = text.dropFirst(2).dropLast()
    guard text.hasPrefix("&#"), text.hasSuffix(";"), !body.isEmpty else { return text }
    let hex = body.first == "x" || body.first == "X"
    let value = hex ? UInt32(body.dropFirst(), radix: 16) : UInt32(body, radix: 10)
    guard let value, value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
    return String(Character(scalar))
  }

  static func string(_ attribute: MD_ATTRIBUTE) -> String {
    guard let text = attribute.text, attribute.size > 0 else { return "" }
    let bytes = UnsafeBufferPointer(start: text, count: Int(attribute.size))
    return String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
