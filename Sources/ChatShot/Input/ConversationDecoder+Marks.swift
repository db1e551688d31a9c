extension ConversationDecoder {
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
