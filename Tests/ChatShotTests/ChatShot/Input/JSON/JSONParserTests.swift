import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct JSONParserTests {
  @Test func parsesEveryKindWithLocations() throws {
    let text = "{\n  \"a\": [1, -2.5e3, \"x\\n\", true, false, null],\n  \"b\": {}\n}"
    let value = try JSONParser.parse(Array(text.utf8), file: "t.json")
    #expect(value.location == SourceLocation(line: 1, column: 1, offset: 0))
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members.map(\.key) == ["a", "b"])
    #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3, offset: 4))
    #expect(members[1].keyLocation == SourceLocation(line: 3, column: 3, offset: 50))
    #expect(
      members[1].value == JSONValue(.object([]), at: SourceLocation(line: 3, column: 8, offset: 55))
    )
    guard case .array(let elements) = members[0].value.kind else {
      Issue.record("expected an array")
      return
    }
    #expect(
      elements.map(\.kind) == [
        .number(1, text: "1"), .number(-2500, text: "-2.5e3"), .string("x\n"), .bool(true),
        .bool(false), .null,
      ])
    #expect(elements.map(\.location.column) == [9, 12, 20, 27, 33, 40])
  }

  @Test(arguments: [
    ("\"\\u0041\\u00e9\\u4E2D\"", "Aé中"),
    ("\"\\uD83D\\uDE04\"", "😄"),
    ("\"a\\u0000b\"", "a\u{0}b"),
    ("\"\\\" \\\\ \\/ \\b \\f \\n \\r \\t\"", "\" \\ / \u{8} \u{C} \n \r \t"),
    ("\"é😄中\"", "é😄中"),
    ("\"\"", ""),
    ("\"abcdefghijklmnop\\nqrstuvwxyz0123456789\"", "abcdefghijklmnop\nqrstuvwxyz0123456789"),
    (
      "\"abcdefghijklmnopé and more plain ASCII text\"",
      "abcdefghijklmnopé and more plain ASCII text"
    ),
    ("\"0123456789abcdef\"", "0123456789abcdef"),
  ])
  func decodesStrings(_ json: String, _ expected: String) throws {
    let value = try JSONParser.parse(Array(json.utf8), file: "t.json")
    #expect(value.kind == .string(expected))
  }

  @Test(arguments: [
    ("0", 0.0), ("-0", -0.0), ("123456789012345", 123_456_789_012_345),
    ("1234567890123456789", 1_234_567_890_123_456_768), ("0.5", 0.5), ("-1.25E+2", -125),
    ("1e-2", 0.01),
  ])
  func decodesNumbers(_ json: String, _ expected: Double) throws {
    let value = try JSONParser.parse(Array(json.utf8), file: "t.json")
    #expect(value.kind == .number(expected, text: json))
  }

  @Test func columnsCountUnicodeScalarsAndLinesCountCRLF() throws {
    let text = "{\"é😄\": 1,\r\n \"b\": \"中\", \"c\": 2}"
    let value = try JSONParser.parse(Array(text.utf8), file: "t.json")
    guard case .object(let members) = value.kind else {
      Issue.record("expected an object")
      return
    }
    #expect(members[0].value.location == SourceLocation(line: 1, column: 8, offset: 11))
    #expect(members[1].keyLocation == SourceLocation(line: 2, column: 2, offset: 16))
    #expect(members[2].keyLocation == SourceLocation(line: 2, column: 12, offset: 28))
  }

  @Test func acceptsNestingUpToTheLimit() throws {
    let deep = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    _ = try JSONParser.parse(Array(deep.utf8), file: "t.json")
  }

  @Test func hostileNestingFailsCleanly() {
    let hostile = String(repeating: "[", count: 200_000)
    let message = jsonParseError(hostile)
    #expect(message?.hasPrefix("t.json:1:65: [0][0]") == true)
    #expect(message?.hasSuffix(": nesting deeper than 64 levels") == true)
  }

  @Test func largeObjectsStillRefuseDuplicateKeys() {
    let members = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    #expect(
      jsonParseError("{\(members), \"k3\": 0}")
        == "t.json:1:422: duplicate key 'k3' (first at 1:29)")
  }
}

/// Parses `text` as file `t.json` and returns the error's one-line description, or nil.
func jsonParseError(_ text: String, maxDepth: Int = 64) -> String? {
  jsonParseError(Array(text.utf8), maxDepth: maxDepth)
}

func jsonParseError(_ bytes: [UInt8], maxDepth: Int = 64) -> String? {
  do {
    _ = try JSONParser.parse(bytes, file: "t.json", maxDepth: maxDepth)
    return nil
  } catch {
    return error.description
  }
}

/// A named input and the exact diagnostic it must produce.
struct RejectCase: CustomTestStringConvertible, Sendable {
  let name: String
  let bytes: [UInt8]
  let expected: String

  init(_ name: String, _ text: String, _ expected: String) {
    self.init(name, Array(text.utf8), expected)
  }

  init(_ name: String, _ bytes: [UInt8], _ expected: String) {
    self.name = name
    self.bytes = bytes
    self.expected = expected
  }

  var testDescription: String { name }
}
