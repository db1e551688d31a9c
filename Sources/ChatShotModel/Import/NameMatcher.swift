import ChatShotCore

/// Finds any of many names in a text in one pass: an Aho–Corasick automaton over folded
/// scalars (``FoldedText``: case-folded, NFKC), so the work grows with the text and the
/// names, never with their product (4,000 authors' names searched one by one in every
/// message took 69 s). A match is a run of whole characters that starts and ends at word
/// boundaries ("Ann" in "Ann's" and "ann!", not in "Annie"; scripts written without spaces,
/// such as Chinese or Japanese, have a boundary between any two characters); of matches that
/// overlap, the leftmost wins, and of those the longest.
struct NameMatcher {
  /// A match: characters `start ..< end` of the text are name `name` (its index).
  struct Match: Equatable {
    var start: Int
    var end: Int
    var name: Int
  }

  /// The trie's edges, `node << 32 | scalar` → child node.
  private var edges: [UInt64: Int32] = [:]
  /// By node: the longest proper suffix that is a node (Aho–Corasick's failure link).
  private var failure: [Int32] = [0]
  /// By node: the name that ends there (-1: none), its length in scalars.
  private var name: [Int32] = [-1]
  private var depth: [Int32] = [0]
  /// By node: the nearest node on its failure chain (itself excluded) where a name ends.
  private var nextOutput: [Int32] = [-1]

  /// A matcher for `names`, each folded (``FoldedText/fold(_:)-swift.type.method``); a name
  /// given twice is found as its first index.
  init(_ names: [[UInt32]]) {
    var children: [[Int32]] = [[]]
    for (index, scalars) in names.enumerated() where !scalars.isEmpty {
      var node: Int32 = 0
      for scalar in scalars {
        let key = Self.key(node, scalar)
        if let child = edges[key] {
          node = child
        } else {
          let child = Int32(failure.count)
          edges[key] = child
          failure.append(0)
          name.append(-1)
          depth.append(depth[Int(node)] + 1)
          nextOutput.append(-1)
          children.append([])
          children[Int(node)].append(child)
          node = child
        }
      }
      if name[Int(node)] < 0 { name[Int(node)] = Int32(index) }
    }
    linkFailures(children)
  }

  /// Breadth first, each node's failure link from its parent's, and its next output.
  private mutating func linkFailures(_ children: [[Int32]]) {
    var scalarOf = [UInt32](repeating: 0, count: failure.count)
    for (key, child) in edges { scalarOf[Int(child)] = UInt32(truncatingIfNeeded: key) }
    var queue = children[0]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for child in children[Int(node)] {
        let scalar = scalarOf[Int(child)]
        var fallback = failure[Int(node)]
        var link: Int32 = 0
        while true {
          if let found = edges[Self.key(fallback, scalar)] {
            link = found
            break
          }
          if fallback == 0 { break }
          fallback = failure[Int(fallback)]
        }
        failure[Int(child)] = link
        nextOutput[Int(child)] = name[Int(link)] >= 0 ? link : nextOutput[Int(link)]
        queue.append(child)
      }
    }
  }

  private static func key(_ node: Int32, _ scalar: UInt32) -> UInt64 {
    UInt64(UInt32(bitPattern: node)) << 32 | UInt64(scalar)
  }

  /// The names in `text`, leftmost-longest, not overlapping, in order; `work` counts the
  /// automaton's steps (transitions, failure links and outputs followed).
  func matches(in text: FoldedText, work: inout Int) -> [Match] {
    let scalars = text.scalars
    let origins = text.origins
    var longest: [Int: (end: Int, name: Int)] = [:]  // by start character
    var node: Int32 = 0
    for i in scalars.indices {
      let scalar = scalars[i]
      while true {
        work += 1
        if let next = edges[Self.key(node, scalar)] {
          node = next
          break
        }
        if node == 0 { break }
        node = failure[Int(node)]
      }
      // Names end only where a character ends, and at a word boundary.
      let endCharacter = Int(origins[i]) + 1
      guard i + 1 == scalars.count || origins[i + 1] != origins[i],
        text.isBoundary(before: endCharacter)
      else { continue }
      var found = name[Int(node)] >= 0 ? node : nextOutput[Int(node)]
      while found > 0 {
        work += 1
        let first = i + 1 - Int(depth[Int(found)])
        let startCharacter = Int(origins[first])
        if first == 0 || origins[first - 1] != origins[first],
          text.isBoundary(before: startCharacter),
          (longest[startCharacter]?.end ?? -1) < endCharacter
        {
          longest[startCharacter] = (endCharacter, Int(name[Int(found)]))
        }
        found = nextOutput[Int(found)]
      }
    }
    var result: [Match] = []
    var position = 0
    for start in longest.keys.sorted() where start >= position {
      guard let (end, name) = longest[start] else { continue }
      result.append(Match(start: start, end: end, name: name))
      position = end
    }
    return result
  }
}

extension NameMatcher {
  /// Whether `a` and `b` are the same name as a person types it: compared folded (NFKC,
  /// caseless, so U+00A0 and U+202F are spaces), with direction marks (U+200E, U+200F,
  /// U+202A–U+202E) ignored and a leading `~ ` (WhatsApp's mark of a name not in the
  /// contacts) and spaces at the ends dropped: `~ Lucas` is `~\u{202F}Lucas` is `Lucas`.
  static func sameName(_ a: String, _ b: String) -> Bool {
    key(a) == key(b)
  }

  private static func key(_ name: String) -> [UInt32] {
    var scalars = FoldedText.fold(DirectionMarks.dropped(from: name))
    while scalars.first == 0x20 { scalars.removeFirst() }
    if scalars.first == 0x7E, scalars.count > 1, scalars[1] == 0x20 {
      scalars.removeFirst(2)
      while scalars.first == 0x20 { scalars.removeFirst() }
    }
    while scalars.last == 0x20 { scalars.removeLast() }
    return scalars
  }
}

extension FoldedText {
  /// Whether a word may begin or end between character `index - 1` and character `index`:
  /// at either end of the text, next to a character that is not a letter, digit or mark, or
  /// next to a character of a script written without spaces.
  func isBoundary(before index: Int) -> Bool {
    guard index > 0, index < characters.count else { return true }
    let before = characters[index - 1]
    let after = characters[index]
    return !Self.isWordy(before) || !Self.isWordy(after) || Self.isUnspaced(before)
      || Self.isUnspaced(after)
  }

  private static func isWordy(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
      || character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
  }

  /// Han, kana, Thai, Lao, Khmer, Myanmar: words are not separated by spaces.
  private static func isUnspaced(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF:
      return true
    default: return scalar.properties.isIdeographic
    }
  }
}
