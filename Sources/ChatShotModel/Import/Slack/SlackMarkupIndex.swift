/// Where the closing markers of a Slack text are, found in one backward pass, so that
/// `SlackMarkup.parse` never scans ahead for one (`*_~\`` repeated 5,000 times stays linear).
///
/// `<` and `>` are already U+0001 and U+0002 in `chars`.
struct SlackMarkupIndex {
  private let chars: [Character]
  /// For each position, the first at or after it of: a line end, a `>`, a backtick, a
  /// fence (three backticks), and a valid closing `*`, `_` and `~` (not after white space,
  /// before a boundary). `chars.count` when there is none.
  private var newline: [Int]
  private var angle: [Int]
  private var backtick: [Int]
  private var fence: [Int]
  private var closers: [[Int]]
  private static let markers: [Character] = ["*", "_", "~"]
  /// Whether U+0001 and U+0002 stand for `<` and `>` (Slack) and so separate words.
  private let angles: Bool

  init(_ chars: [Character], angles: Bool = true) {
    self.chars = chars
    self.angles = angles
    let n = chars.count
    newline = Array(repeating: n, count: n + 1)
    angle = newline
    backtick = newline
    fence = newline
    closers = Array(repeating: newline, count: 3)
    for j in stride(from: n - 1, through: 0, by: -1) {
      let c = chars[j]
      newline[j] = c == "\n" ? j : newline[j + 1]
      angle[j] = c == "\u{2}" ? j : angle[j + 1]
      backtick[j] = c == "`" ? j : backtick[j + 1]
      let isFence = j + 2 < n && c == "`" && chars[j + 1] == "`" && chars[j + 2] == "`"
      fence[j] = isFence ? j : fence[j + 1]
      for (k, marker) in Self.markers.enumerated() {
        let valid = c == marker && j > 0 && !chars[j - 1].isWhitespace && isBoundary(j + 1)
        closers[k][j] = valid ? j : closers[k][j + 1]
      }
    }
  }

  /// Whether the character at `index` separates words (out of the text counts as one).
  func isBoundary(_ index: Int) -> Bool {
    guard index >= 0, index < chars.count else { return true }
    let c = chars[index]
    return c.isWhitespace || c.isPunctuation || (angles && (c == "\u{1}" || c == "\u{2}"))
  }

  /// The `>` closing a `<` at `i`.
  func angleClose(after i: Int) -> Int? {
    found(angle[i + 1])
  }

  /// Whether three backticks start at `i`.
  func isFence(at i: Int) -> Bool { fence[i] == i }

  /// The closing backtick (or fence), after at least one character from `start`.
  func backticks(fence isFence: Bool, after start: Int) -> Int? {
    guard start + 1 <= chars.count else { return nil }
    return found(isFence ? fence[start + 1] : backtick[start + 1])
  }

  /// The closing `marker` of a span whose content starts at `start`: on the same line, after
  /// content that does not start with white space.
  func closing(from start: Int, marker: Character) -> Int? {
    guard start < chars.count, !chars[start].isWhitespace,
      let k = Self.markers.firstIndex(of: marker)
    else { return nil }
    let close = closers[k][start + 1]
    return close < newline[start] ? close : nil
  }

  private func found(_ index: Int) -> Int? { index < chars.count ? index : nil }
}
