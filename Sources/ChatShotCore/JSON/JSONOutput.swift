/// A JSON value for output, serialised deterministically: object keys sorted, numbers in
/// their shortest round-tripping form (integral values without a fraction), no locale.
package enum JSONOutput: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONOutput])
  case object([String: JSONOutput])

  /// Pretty-printed with two-space indentation and a trailing newline.
  package func serialized() -> String {
    var out = ""
    write(to: &out, indent: "")
    out += "\n"
    return out
  }

  private func write(to out: inout String, indent: String) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      let inner = indent + "  "
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += inner
        item.write(to: &out, indent: inner)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      let inner = indent + "  "
      out += "{\n"
      let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
      for (i, key) in keys.enumerated() {
        out += inner
        Self.quote(key, into: &out)
        out += ": "
        members[key]?.write(to: &out, indent: inner)
        out += i == keys.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }

  package static func format(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
    return "\(n)"
  }

  package static func quote(_ s: String, into out: inout String) {
    appendQuoted(s, quote: "\"", to: &out)
  }
}
