import ChatShotCore

/// The checks every drawn text passes, decoded or built in code: each returns the reason it
/// is refused, or nil. `ConversationDecoder` and `Conversation.validated()` both use them, so
/// a file and a program get the same refusals.
enum TextChecks {
  /// Why a message text cannot be drawn: longer than `maxMessageCharacters` Unicode scalars,
  /// or too many combining marks in a row.
  static func messageProblem(_ text: String, limits: InputLimits) -> String? {
    lengthProblem(text, what: "message", limit: limits.maxMessageCharacters)
      ?? combiningMarksProblem(text, limits: limits)
  }

  /// Why a label text (`what`: "time label", "name", "participant id", "title") cannot be
  /// drawn: longer than `limits.maxLabelCharacters`, or too many combining marks in a row.
  /// Labels are drawn on one line; without a limit a 16 MiB time would take a minute to
  /// shape.
  static func labelProblem(_ text: String, what: String, limits: InputLimits) -> String? {
    lengthProblem(text, what: what, limit: limits.maxLabelCharacters)
      ?? combiningMarksProblem(text, limits: limits)
  }

  private static func lengthProblem(_ text: String, what: String, limit: Int) -> String? {
    // UTF-8 never has fewer bytes than scalars, so most texts need no count.
    guard text.utf8.count > limit else { return nil }
    let count = text.unicodeScalars.count
    guard count > limit else { return nil }
    return "\(what) is \(count) characters long; the limit is \(limit)"
  }

  /// Why `text` is refused for having more than `limits.maxCombiningMarks` combining marks in
  /// a row, naming where the run starts (in Unicode scalars, from 1).
  ///
  /// Real text puts a handful of marks on a letter (Vietnamese two, Tibetan stacks four);
  /// hundreds stacked on one letter are drawn far above and below the line, over other
  /// messages.
  static func combiningMarksProblem(_ text: String, limits: InputLimits) -> String? {
    // ASCII has no marks: skip the scalar properties for plain text.
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
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
        return "\(count) combining marks in a row from character \(start); "
          + "the limit is \(limits.maxCombiningMarks)"
      }
    }
    return nil
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: true
    default: false
    }
  }
}

extension ConversationDecoder {
  /// Throws `TextChecks.labelProblem` at `node`.
  static func checkLabel(_ text: String, what: String, at node: JSONNode, limits: InputLimits)
    throws(InputError)
  {
    if let problem = TextChecks.labelProblem(text, what: what, limits: limits) {
      throw node.error(problem)
    }
  }
}
