import ChatShotCore

/// Says in words how a layout changed: the canvas, rows that grew, shrank or moved, and rows
/// added or removed.
///
/// Rows are numbered from 0, as `messages[N]` in the conversation file and `index` in the
/// layout dump. Coordinates are points on the whole canvas. A run of rows that only moved
/// by the same distance (because an earlier row grew) is one line:
///
///     canvas 320×701 pt → 320×719 pt
///     row 3 bubble 180×44 → 180×62, text 156×28 → 156×46, height 52 → 70
///     rows 4–7 moved down 18 pt
enum LayoutChanges {
  /// At most this many lines; the rest are counted in a last line.
  static let maxLines = 12

  static func describe(from old: LayoutSummary, to new: LayoutSummary) -> [String] {
    var lines: [String] = []
    if !same(old.width, new.width) || !same(old.height, new.height) {
      lines.append("canvas \(size(old.width, old.height)) pt → \(size(new.width, new.height)) pt")
    }
    var run: (first: Int, last: Int, dy: Double)?
    func flush() {
      guard let r = run else { return }
      let rows = r.first == r.last ? "row \(r.first)" : "rows \(r.first)–\(r.last)"
      lines.append("\(rows) moved \(r.dy > 0 ? "down" : "up") \(f(abs(r.dy))) pt")
      run = nil
    }
    for (a, b) in zip(old.rows, new.rows) {
      let dy = b.y - a.y
      let parts = rowChanges(a, b, dy: dy)
      if parts.isEmpty {
        guard !same(dy, 0) else {
          flush()
          continue
        }
        if let r = run, same(r.dy, dy), r.last == b.index - 1 {
          run?.last = b.index
        } else {
          flush()
          run = (b.index, b.index, dy)
        }
        continue
      }
      flush()
      let moved = same(dy, 0) ? "" : " moved \(dy > 0 ? "down" : "up") \(f(abs(dy))) pt,"
      lines.append("row \(b.index)\(moved) " + parts.joined(separator: ", "))
    }
    flush()
    if new.rows.count > old.rows.count {
      lines.append(range(old.rows.count, new.rows.count - 1) + " added")
    } else if old.rows.count > new.rows.count {
      lines.append(range(new.rows.count, old.rows.count - 1) + " removed")
    }
    if lines.count > maxLines {
      let rest = lines.count - (maxLines - 1)
      lines = Array(lines.prefix(maxLines - 1)) + ["… and \(rest) more changes"]
    }
    return lines
  }

  /// What changed inside one row beyond moving with it by `dy`.
  private static func rowChanges(_ a: LayoutSummary.Row, _ b: LayoutSummary.Row, dy: Double)
    -> [String]
  {
    var parts: [String] = []
    if a.from != b.from { parts.append("sender \(a.from) → \(b.from)") }
    switch (a.labelText, b.labelText) {
    case (let x?, let y?) where x != y: parts.append("label '\(x)' → '\(y)'")
    case (nil, let y?): parts.append("label '\(y)' added")
    case (let x?, nil): parts.append("label '\(x)' removed")
    default: break
    }
    if let x = a.label, let y = b.label { parts += frameChanges("label", x, y, dy: dy) }
    switch (a.icon, b.icon) {
    case (let x?, let y?): parts += frameChanges("avatar", x, y, dy: dy)
    case (nil, .some): parts.append("avatar added")
    case (.some, nil): parts.append("avatar removed")
    case (nil, nil): break
    }
    parts += frameChanges("bubble", a.bubble, b.bubble, dy: dy)
    parts += frameChanges("text", a.text, b.text, dy: dy)
    if !same(a.height, b.height) { parts.append("height \(f(a.height)) → \(f(b.height))") }
    return parts
  }

  /// "bubble 180×44 → 180×62" and/or "bubble moved (62, 310) → (62, 318)".
  private static func frameChanges(_ name: String, _ a: Rect, _ b: Rect, dy: Double) -> [String] {
    var parts: [String] = []
    if !same(a.width, b.width) || !same(a.height, b.height) {
      parts.append("\(name) \(size(a.width, a.height)) → \(size(b.width, b.height))")
    }
    if !same(a.x, b.x) || !same(a.y + dy, b.y) {
      parts.append("\(name) moved (\(f(a.x)), \(f(a.y))) → (\(f(b.x)), \(f(b.y)))")
    }
    return parts
  }

  /// Equal to within rounding noise (frames are computed in floating point).
  private static func same(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

  private static func range(_ first: Int, _ last: Int) -> String {
    first == last ? "row \(first)" : "rows \(first)–\(last)"
  }

  private static func size(_ w: Double, _ h: Double) -> String { "\(f(w))×\(f(h))" }

  private static func f(_ n: Double) -> String { JSONOutput.format((n * 100).rounded() / 100) }
}
