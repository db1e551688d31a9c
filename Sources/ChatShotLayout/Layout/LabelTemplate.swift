/// A label format such as `"{name} {time}"`: placeholders replaced in one pass, so a name
/// that itself contains `{time}` stays literal text.
struct LabelTemplate {
  private enum Piece {
    case literal(String)
    case name, time
  }
  private let pieces: [Piece]

  init(_ format: String) {
    var pieces: [Piece] = []
    var literal = ""
    var rest = Substring(format)
    while let first = rest.first {
      if rest.hasPrefix("{name}") {
        pieces.append(.literal(literal))
        literal = ""
        pieces.append(.name)
        rest = rest.dropFirst(6)
      } else if rest.hasPrefix("{time}") {
        pieces.append(.literal(literal))
        literal = ""
        pieces.append(.time)
        rest = rest.dropFirst(6)
      } else {
        literal.append(first)
        rest = rest.dropFirst()
      }
    }
    pieces.append(.literal(literal))
    self.pieces = pieces
  }

  /// The label with placeholders filled in, without leading or trailing spaces (so a missing
  /// time leaves no dangling space).
  func text(name: String, time: String) -> String {
    var out = ""
    for piece in pieces {
      switch piece {
      case .literal(let s): out += s
      case .name: out += name
      case .time: out += time
      }
    }
    return String(out.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
