import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every row of the fidelity tables in docs/themes.md (`#### Fidelity: NAME` under
/// `### Fidelity tables`): the value in the `chatshot` column is what the look has, read from
/// the theme's model (`theme PATH`) or from the layout dump of a gallery conversation drawn
/// with `--screen` at 1x (`dump FILE EXPR`).
@Suite struct FidelityTableTests {
  /// One row of a table.
  struct Row: CustomTestStringConvertible, Sendable {
    var look: String
    var what: String
    var app: String
    var source: String
    var chatshot: String
    var check: String
    var testDescription: String { "\(look): \(what)" }
  }

  static let docs = Golden.repository.appendingPathComponent("docs/themes.md")

  /// The tables of docs/themes.md, by look, in order.
  static func tables() throws -> [(look: String, rows: [Row])] {
    let text = try String(contentsOf: docs, encoding: .utf8)
    guard let start = text.range(of: "\n### Fidelity tables\n") else { return [] }
    var tables: [(look: String, rows: [Row])] = []
    for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") || (line.hasPrefix("### ") && !line.hasPrefix("#### ")) { break }
      if line.hasPrefix("#### Fidelity: ") {
        tables.append((String(line.dropFirst("#### Fidelity: ".count)), []))
        continue
      }
      guard line.hasPrefix("|"), !tables.isEmpty else { continue }
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
        .dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 5, cells[0] != "what", !cells[0].hasPrefix("---") else { continue }
      tables[tables.count - 1].rows.append(
        Row(
          look: tables[tables.count - 1].look, what: cells[0], app: cells[1], source: cells[2],
          chatshot: cells[3].replacingOccurrences(of: "`", with: ""),
          check: cells[4].replacingOccurrences(of: "`", with: "")))
    }
    return tables
  }

  static let rows: [Row] = (try? tables().flatMap(\.rows)) ?? []

  /// The modern looks each have a table of at least ten rows, every row with a source.
  @Test func everyAppLookHasATable() throws {
    let tables = try Self.tables()
    for look in ["bubbles", "green", "team"] {
      let rows = tables.first { $0.look == look }?.rows ?? []
      #expect(rows.count >= 10, "\(look): \(rows.count) rows")
      for row in rows {
        #expect(!row.source.isEmpty && !row.app.isEmpty, "\(row.testDescription)")
      }
    }
    for table in tables {
      #expect(ThemeCatalog.builtinNames.contains(table.look), "no built-in look \(table.look)")
    }
  }

  @Test(arguments: rows)
  func rowHolds(_ row: Row) throws {
    let actual = try Self.evaluate(row.check, look: row.look)
    #expect(Self.matches(row.chatshot, actual), "\(row.testDescription): the look has \(actual)")
  }

  /// Whether the table's `expected` text says `actual`: numbers within 0.01, colours as
  /// `#RRGGBB` (or `#RRGGBBAA`) in any case, other words exactly.
  static func matches(_ expected: String, _ actual: String) -> Bool {
    if let e = Double(expected), let a = Double(actual) { return abs(e - a) < 0.01 }
    if expected.hasPrefix("#") { return expected.uppercased() == actual.uppercased() }
    return expected == actual
  }

  /// The value a check reads, as text: a number, a colour `#RRGGBB`, or a word.
  static func evaluate(_ check: String, look: String) throws -> String {
    var words = check.split(separator: " ").map(String.init)
    guard words.count >= 2 else { throw FidelityError("bad check '\(check)'") }
    let kind = words.removeFirst()
    var dark = false
    if words.first == "dark" {
      dark = true
      words.removeFirst()
    }
    let theme = try ThemeCatalog.builtin(named: look)
    let drawn = dark ? try #require(theme.dark?.theme, "\(look) has no dark appearance") : theme
    switch kind {
    case "theme":
      guard words.count == 1 else { throw FidelityError("bad theme check '\(check)'") }
      return try modelValue(drawn, path: words[0])
    case "dump":
      guard words.count >= 2 else { throw FidelityError("bad dump check '\(check)'") }
      let file = words.removeFirst()
      let dump = try layoutDump(file, theme: drawn)
      return try arithmetic(words, in: dump)
    default:
      throw FidelityError("unknown check '\(kind)'")
    }
  }

  /// `a`, `a - b`, `a + b` or `a / b`, each a path into the dump.
  static func arithmetic(_ words: [String], in dump: JSONValue) throws -> String {
    func number(_ path: String) throws -> Double {
      guard let value = dumpValue(dump, path: path)?.numberValue else {
        throw FidelityError("no number at \(path)")
      }
      return value
    }
    if words.count == 1 {
      guard let value = dumpValue(dump, path: words[0]) else {
        throw FidelityError("nothing at \(words[0])")
      }
      return value.numberValue.map { format($0) } ?? value.stringValue ?? "?"
    }
    guard words.count == 3 else { throw FidelityError("bad expression \(words)") }
    let (a, b) = (try number(words[0]), try number(words[2]))
    switch words[1] {
    case "-": return format(a - b)
    case "+": return format(a + b)
    case "/": return format(a / b)
    default: throw FidelityError("bad operator \(words[1])")
    }
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.4f", value)
  }

  /// The dump value at `rows[3].bubble.height`.
  static func dumpValue(_ root: JSONValue, path: String) -> JSONValue? {
    var value: JSONValue? = root
    for part in path.split(separator: ".") {
      var name = Substring(part)
      var index: Int?
      if let open = part.firstIndex(of: "["), part.hasSuffix("]") {
        name = part[..<open]
        index = Int(part[part.index(after: open)..<part.index(before: part.endIndex)])
      }
      if !name.isEmpty { value = value?[String(name)] }
      if let index {
        guard let items = value?.arrayValue, items.indices.contains(index) else { return nil }
        value = items[index]
      }
    }
    return value
  }

  /// A property path of the Swift model (`bubble.font.size`, `conversation.receipts.color`,
  /// `bubble.local.background.image.name`) read by reflection; colours read as `#RRGGBB`.
  static func modelValue(_ theme: Theme, path: String) throws -> String {
    var value: Any = theme
    for part in path.split(separator: ".") {
      value = unwrapped(value)
      guard
        let child = Mirror(reflecting: value).children.first(where: { $0.label == String(part) })
      else { throw FidelityError("no '\(part)' in \(type(of: value)) (\(path))") }
      value = child.value
    }
    value = unwrapped(value)
    if let color = value as? RGBAColor { return color.hex }
    if let number = value as? Double { return format(number) }
    if let fraction = value as? PlainNumber { return format(fraction.value) }
    if let raw = value as? any RawRepresentable { return "\(raw.rawValue)" }
    return "\(value)"
  }

  /// The value inside an optional (nil stays as it is).
  static func unwrapped(_ value: Any) -> Any {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrapped($0.value) } ?? "null"
  }

  /// The layout dump of docs/gallery/FILE in `theme` with every screen part, at 1x.
  static func layoutDump(_ file: String, theme: Theme) throws -> JSONValue {
    let path = Golden.repository.appendingPathComponent("docs/gallery/\(file)").path
    let key = "\(file)|\(theme.name)|\(theme.background.hex)"
    if let kept = DumpCache.shared.get(key) { return kept }
    let conversation = try ConversationDecoder.decode(contentsOf: path)
    var options = RenderOptions()
    options.screen = true
    let layout = try ChatRenderer().lay(conversation, theme: theme, options: options)
    let text = layout.dump(scale: 1).serialized()
    let value = try JSONParser.parse(Array(text.utf8), file: file, maxDepth: 64)
    DumpCache.shared.put(key, value)
    return value
  }

  /// Dumps already made, shared by the rows of every table.
  final class DumpCache: @unchecked Sendable {
    static let shared = DumpCache()
    private let lock = NSLock()
    private var dumps: [String: JSONValue] = [:]
    func get(_ key: String) -> JSONValue? { lock.withLock { dumps[key] } }
    func put(_ key: String, _ value: JSONValue) { lock.withLock { dumps[key] = value } }
  }

  struct FidelityError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
