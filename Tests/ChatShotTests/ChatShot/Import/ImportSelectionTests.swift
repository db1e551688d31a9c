import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--messages`, `--last`, `--since`/`--until` on exports and on native JSON.
struct ImportSelectionTests {
  /// Ten messages over three days, 0…9: "m0"…"m9".
  static let chat: String = (0..<10).map { i in
    "0\(1 + i / 4)/03/2024, 10:0\(i) - \(i % 2 == 0 ? "Ann" : "Bob"): m\(i)"
  }.joined(separator: "\n")

  static func texts(_ configure: (inout ImportSelection) -> Void) throws -> [String] {
    var options = ImportOptions()
    options.me = "Ann"
    options.dayFirst = true
    configure(&options.selection)
    let c = try ChatImporter.conversation(
      Array(chat.utf8), file: "c.txt", directory: nil, options: options)
    return c.messages.filter { $0.kind == .text }.map(\.text)
  }

  @Test func ranges() throws {
    #expect(
      try Self.texts {
        $0.from = .index(2)
        $0.through = .index(4)
      } == ["m2", "m3", "m4"])
    #expect(try Self.texts { $0.from = .index(8) } == ["m8", "m9"])
    #expect(try Self.texts { $0.through = .index(1) } == ["m0", "m1"])
    #expect(try Self.texts { $0.last = 3 } == ["m7", "m8", "m9"])
    #expect(
      try Self.texts {
        $0.from = .index(2)
        $0.through = .index(6)
        $0.last = 2
      } == ["m5", "m6"])
  }

  @Test func days() throws {
    #expect(try Self.texts { $0.since = "2024-03-03" } == ["m8", "m9"])
    #expect(try Self.texts { $0.until = "2024-03-01" } == ["m0", "m1", "m2", "m3"])
    #expect(throws: InputError.self) { try Self.texts { $0.since = "2024-3-3" } }
  }

  @Test func dateSeparatorsComeAfterSelection() throws {
    var options = ImportOptions()
    options.me = "Ann"
    options.dayFirst = true
    options.selection.last = 5
    let c = try ChatImporter.conversation(
      Array(Self.chat.utf8), file: "c.txt", directory: nil, options: options)
    #expect(
      c.messages.map(\.text) == ["Sat 2 Mar 2024", "m5", "m6", "m7", "Sun 3 Mar 2024", "m8", "m9"])
  }

  @Test func rangeSyntax() {
    #expect(ImportSelection.range("2..5")! == (.index(2), .index(5)))
    #expect(ImportSelection.range("..5")! == (nil, .index(5)))
    #expect(ImportSelection.range("3")! == (.index(3), .index(3)))
    #expect(ImportSelection.range("abc..def")! == (.id("abc"), .id("def")))
    #expect(ImportSelection.range("..") == nil)
  }

  @Test func byIDs() throws {
    let url = ImportFixtures.url("telegram/result.json")
    var options = ImportOptions()
    options.me = "Ann Lee"
    options.selection.from = .id("3")
    options.selection.through = .id("5")
    let c = try ChatImporter.conversation(contentsOf: FilePath(url.path), options: options)
    #expect(c.messages.compactMap(\.id) == ["3", "4", "5"])
  }

  @Test func nativeJSONSelects() throws {
    let json =
      #"{"localUser": "a", "messages": [{"from": "a", "text": "x"}, {"from": "b", "text": "y"}, {"from": "a", "text": "z"}]}"#
    var options = ImportOptions()
    options.selection.last = 2
    let c = try ChatImporter.conversation(
      Array(json.utf8), file: "n.json", directory: nil, options: options)
    #expect(c.messages.map(\.text) == ["y", "z"])
    options.selection.since = "2024-01-01"
    #expect(throws: InputError.self) {
      try ChatImporter.conversation(
        Array(json.utf8), file: "n.json", directory: nil, options: options)
    }
  }

  @Test func emptySelectionIsRefused() {
    #expect(throws: InputError.self) { try Self.texts { $0.since = "2030-01-01" } }
  }
}
