import ChatShotCore

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
  /// - Throws: `RowSelectionError.noSuchRow` for an index or id that names no row.
  package static func rows(
    _ selectors: [RowSelector], in layout: TimelineLayout, for purpose: Purpose
  )
    throws(RowSelectionError) -> [Int]
  {
    var byIndex: [Int: Int] = [:]
    var byID: [String: Int] = [:]
    for (position, row) in layout.rows.enumerated() {
      byIndex[row.index] = position
      if let id = row.id { byID[id] = position }
    }
    var result: [Int] = []
    func add(_ position: Int?, _ name: String) throws(RowSelectionError) {
      guard let position else { throw .noSuchRow(purpose, selector: name) }
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

extension RowSelector {
  /// What rows are selected for.
  public enum Purpose: String, Hashable, Sendable {
    /// Rows kept bright while the others are veiled (`RenderOptions.highlight`).
    case highlight
    /// Rows given numbered markers (`RenderOptions.callouts`).
    case callouts
  }
}

/// A row selection that names a row the picture does not have.
public enum RowSelectionError: ChatShotError, Equatable {
  /// No row has this index or id (`selector` is the index, or the id in quotes).
  case noSuchRow(RowSelector.Purpose, selector: String)

  /// `.invalidRequest`: the selection asked for something the picture does not have.
  public var kind: ChatShotErrorKind { .invalidRequest }

  /// "no row 42 to highlight (rows are named by …)".
  public var description: String {
    switch self {
    case .noSuchRow(let purpose, let selector):
      "no row \(selector) to \(purpose == .highlight ? "highlight" : "mark with a callout") "
        + "(\(Self.naming))"
    }
  }

  /// How rows are named, as the description reminds.
  package static let naming =
    "rows are named by their index in the layout dump, a range 3..5, or a message id"
}
