extension ConversationDecoder {
  /// Refuses a label text (`what`: "time label", "name", "participant id", "title") longer
  /// than `limits.maxLabelCharacters` or with too many combining marks in a row. Labels are
  /// drawn on one line; without a limit a 16 MiB time would take a minute to shape.
  static func checkLabel(_ text: String, what: String, at node: JSONNode, limits: InputLimits)
    throws(InputError)
  {
    if text.utf8.count > limits.maxLabelCharacters {
      let count = text.unicodeScalars.count
      if count > limits.maxLabelCharacters {
        throw node.error(
          "\(what) is \(count) characters long; the limit is \(limits.maxLabelCharacters)")
      }
    }
    try checkCombiningMarks(text, at: node, limits: limits)
  }

  /// Refuses `text` (the string at `node`) if it has more than `limits.maxCombiningMarks`
  /// combining marks in a row, naming where the run starts (in Unicode scalars, from 1).
  ///
  /// Real text puts a handful of marks on a letter (Vietnamese two, Tibetan stacks four);
  /// hundreds stacked on one letter are drawn far above and below the line, over other
  /// messages.
  static func checkCombiningMarks(_ text: String, at node: JSONNode, limits: InputLimits)
    throws(InputError)
  {
    // ASCII has no marks: skip the scalar properties for plain text.
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return }
    var run = 0
    var position = 0
    for scalar in text.unicodeScalars {
      position += 1
      guard scalar.value >= 0x300, isCombiningMark(scalar) else {
        run = 0
        continue
      }
      run += 1
      if run > limits.maxCombiningMarks {
        let start = position - run + 1
        var count = run
        var rest = text.unicodeScalars.dropFirst(position).makeIterator()
        while let next = rest.next(), isCombiningMark(next) { count += 1 }
        throw node.error(
          "\(count) combining marks in a row from character \(start); the limit is \(limits.maxCombiningMarks)")
      }
    }
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}
