import ChatShotCore

/// Telegram-style entities (UTF-16 offsets) turned into the spans of a one-block `RichText`.
enum EntityText {
  /// `text` with `entities` (already checked by `EntityRules`) as spans; emoticons, when
  /// asked for, are replaced between span boundaries (never in code), so spans keep to
  /// their characters.
  static func richText(
    _ text: String, entities: [TextEntity], emoticons: Bool, links: AutoLinks
  ) -> RichText {
    let text = PangoText.sanitized(text)
    let bytes = utf8Offsets(text)
    // Every boundary, as UTF-8 offsets of the original text.
    var cuts = Set([0, text.utf8.count])
    for entity in entities {
      cuts.insert(bytes[entity.offset] ?? 0)
      cuts.insert(bytes[entity.offset + entity.length] ?? text.utf8.count)
    }
    let boundaries = cuts.sorted()
    // Code ranges by start; a boundary is in code when one that starts at or before it
    // ends after it (one sweep, as boundaries come in order).
    let code = entities.filter { $0.type == .code || $0.type == .pre }.map {
      (bytes[$0.offset] ?? 0)..<(bytes[$0.offset + $0.length] ?? 0)
    }.sorted { $0.lowerBound < $1.lowerBound }
    var nextCode = 0
    var codeEnd = 0
    var builder = RichBlockBuilder(kind: .paragraph)
    var moved: [Int: Int] = [0: 0]
    let utf8 = Array(text.utf8)
    for (start, end) in zip(boundaries, boundaries.dropFirst()) {
      let piece = String(decoding: utf8[start..<end], as: UTF8.self)
      while nextCode < code.count, code[nextCode].lowerBound <= start {
        codeEnd = max(codeEnd, code[nextCode].upperBound)
        nextCode += 1
      }
      let inCode = codeEnd > start
      builder.append(emoticons && !inCode ? Emoticons.substitute(piece) : piece)
      moved[end] = builder.byteCount
    }
    var block = builder.finish()
    for entity in entities {
      let start = moved[bytes[entity.offset] ?? 0] ?? 0
      let end = moved[bytes[entity.offset + entity.length] ?? 0] ?? 0
      let original = String(
        decoding: utf8[(bytes[entity.offset] ?? 0)..<(bytes[entity.offset + entity.length] ?? 0)],
        as: UTF8.self)
      let style: RichStyle
      switch entity.type {
      case .bold: style = .bold
      case .italic: style = .italic
      case .underline: style = .underline
      case .strikethrough: style = .strikethrough
      case .code, .pre: style = .code
      case .spoiler: style = .spoiler
      case .link: style = .link(entity.url ?? original)
      case .mention:
        let found = links.spans(in: original).first
        if case .link(let url)? = found?.style, found?.start == 0,
          found?.end == original.utf8.count
        {
          style = .link(url)
        } else {
          style = .link("mention:" + String(original.drop { $0 == "@" }))
        }
      }
      block.spans.append(RichSpan(start: start, end: end, style: style))
    }
    block.spans.sort { ($0.start, -$0.end) < ($1.start, -$1.end) }
    return RichText(blocks: [block])
  }

  /// The UTF-8 offset of each UTF-16 offset of `text` that falls between characters.
  static func utf8Offsets(_ text: String) -> [Int: Int] {
    var map: [Int: Int] = [:]
    var utf16 = 0
    var utf8 = 0
    for scalar in text.unicodeScalars {
      map[utf16] = utf8
      utf16 += UTF16.width(scalar)
      utf8 += UTF8.width(scalar)
    }
    map[utf16] = utf8
    return map
  }
}

/// The rules entities obey, for the decoder and `Conversation.validated()` alike.
enum EntityRules {
  /// Why a Markdown message cannot have entities.
  static let markdownReason =
    "entities style plain text; a Markdown message cannot have them (leave 'format' out or write \"plain\")"
  /// What is wrong with one entity: its index, the member at fault, and why.
  struct Problem: Hashable {
    var index: Int
    var key: String?
    var reason: String
  }

  /// Why `entities` cannot be applied to `text`, or nil: each inside the text, starting and
  /// ending between characters (not inside a surrogate pair), a `url` only on links, and
  /// every two either nested or apart.
  static func problem(_ entities: [TextEntity], text: String) -> Problem? {
    let units = Array(text.utf16)
    func splitsPair(_ offset: Int) -> Bool {
      offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
        && UTF16.isLeadSurrogate(units[offset - 1])
    }
    for (index, entity) in entities.enumerated() {
      if entity.offset < 0 {
        return Problem(index: index, key: "offset", reason: "expected an offset of 0 or more")
      }
      if entity.length < 1 {
        return Problem(index: index, key: "length", reason: "expected a length of 1 or more")
      }
      let end = entity.offset + entity.length
      if entity.offset >= units.count || end > units.count {
        return Problem(
          index: index, key: entity.offset >= units.count ? "offset" : "length",
          reason:
            "the entity covers UTF-16 units \(entity.offset)..<\(end), past the end of the text (\(units.count) units)"
        )
      }
      if splitsPair(entity.offset) {
        return Problem(
          index: index, key: "offset",
          reason:
            "offset \(entity.offset) falls inside a surrogate pair (one character that counts 2 UTF-16 units)"
        )
      }
      if splitsPair(end) {
        return Problem(
          index: index, key: "length",
          reason:
            "the entity ends at UTF-16 unit \(end), inside a surrogate pair (one character that counts 2 units)"
        )
      }
      if entity.url != nil, entity.type != .link {
        return Problem(index: index, key: "url", reason: "only a 'link' entity has a 'url'")
      }
      if let url = entity.url, url.isEmpty {
        return Problem(index: index, key: "url", reason: "expected a non-empty URL")
      }
    }
    // Sorted by start, longest first: each must end inside every span still open.
    let order = entities.indices.sorted {
      (entities[$0].offset, -entities[$0].length) < (entities[$1].offset, -entities[$1].length)
    }
    var open: [Int] = []
    for index in order {
      let entity = entities[index]
      while let last = open.last,
        entities[last].offset + entities[last].length <= entity.offset
      {
        open.removeLast()
      }
      if let last = open.last,
        entities[last].offset + entities[last].length
          < entity.offset + entity.length
      {
        let other = entities[last]
        return Problem(
          index: index, key: nil,
          reason:
            "entities[\(index)] (units \(entity.offset)..<\(entity.offset + entity.length)) overlaps entities[\(last)] (units \(other.offset)..<\(other.offset + other.length)) without one containing the other"
        )
      }
      open.append(index)
    }
    return nil
  }
}

extension EntityRules {
  /// Why `message`'s entities are refused, with the path of the member at fault under
  /// `path` (the message's), for `Conversation.validated()`.
  static func problem(_ message: Message, path: [JSONPath.Component])
    -> (path: [JSONPath.Component], reason: String)?
  {
    guard !message.entities.isEmpty else { return nil }
    if message.format == .markdown {
      return (path + [.key("format")], markdownReason)
    }
    guard let problem = problem(message.entities, text: message.text) else { return nil }
    var at = path + [.key("entities"), .index(problem.index)]
    if let key = problem.key { at.append(.key(key)) }
    return (at, problem.reason)
  }
}
