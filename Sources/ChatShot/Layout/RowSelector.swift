/// Names rows of a picture (`--highlight`, `--callouts`): by index as in the layout dump, a
/// range of them, or a message's id.
public enum RowSelector: Hashable, Sendable {
  /// The row whose `index` (the message's place in the conversation, from 0) is this.
  case index(Int)
  /// Every row from the first index to the second, both included.
  case range(ClosedRange<Int>)
  /// The row of the message with this `id`.
  case id(String)

  /// The positions in `layout.rows` that `selectors` name, in the order given, each once.
  ///
  /// - Throws: `FormatError.noSuchRow` for an index or id that names no row.
  static func rows(_ selectors: [RowSelector], in layout: TimelineLayout, option: String)
    throws(FormatError) -> [Int]
  {
    var byIndex: [Int: Int] = [:]
    var byID: [String: Int] = [:]
    for (position, row) in layout.rows.enumerated() {
      byIndex[row.index] = position
      if let id = row.id { byID[id] = position }
    }
    var result: [Int] = []
    func add(_ position: Int?, _ name: String) throws(FormatError) {
      guard let position else { throw .noSuchRow(option: option, selector: name) }
      if !result.contains(position) { result.append(position) }
    }
    for selector in selectors {
      switch selector {
      case .index(let i): try add(byIndex[i], String(i))
      case .range(let r): for i in r { try add(byIndex[i], String(i)) }
      case .id(let id): try add(byID[id], "'\(id)'")
      }
    }
    return result
  }
}
