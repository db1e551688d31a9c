import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct JSONObjectReaderTests {
  static let styleKeys = ["color", "size", "bold", "tags", "inner"]

  /// The reader over `"style"` in `{"style": <object>}` (so errors carry the path `style`).
  func style(_ object: String) throws -> JSONObjectReader {
    let root = JSONNode(
      try JSONParser.parse(Array("{\"style\": \(object)}".utf8), file: "t.json"), file: "t.json")
    return try root.object(keys: ["style"]).object("style", keys: Self.styleKeys)
  }

  func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as InputError {
      return error.description
    } catch {
      return "unexpected \(error)"
    }
  }

  @Test func readsTypedMembers() throws {
    let reader = try style(
      #"{"color": "red", "size": 12.5, "bold": true, "tags": ["a", "b"], "inner": {"color": "x"}}"#)
    #expect(try reader.string("color") == "red")
    #expect(try reader.number("size", in: 6...72) == 12.5)
    #expect(try reader.bool("bold"))
    #expect(try reader.array("tags").map { try $0.string() } == ["a", "b"])
    #expect(try reader.array("tags")[1].path.description == "style.tags[1]")
    #expect(try reader.object("inner", keys: ["color"]).string("color") == "x")
    #expect(reader.presentKeys == ["color", "size", "bold", "tags", "inner"])
  }

  @Test func absentOrNullOptionalsReadAsNil() throws {
    let reader = try style(#"{"color": null}"#)
    #expect(try reader.optionalString("color") == nil)
    #expect(try reader.optionalNumber("size") == nil)
    #expect(try reader.optionalBool("bold") == nil)
    #expect(try reader.optionalArray("tags") == nil)
    #expect(try reader.optionalObject("inner", keys: []) == nil)
    #expect(reader.contains("color") && !reader.contains("size"))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let object: String
    let read: @Sendable (JSONObjectReader) throws -> Void
    let expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "unknown key", object: #"{"color": "red", "colour": "red"}"#, read: { _ in },
      expected:
        "t.json:1:28: style: unknown key 'colour'; expected one of: color, size, bold, tags, inner"),
    Case(
      name: "missing required key", object: #"{"size": 1}"#, read: { _ = try $0.string("color") },
      expected: "t.json:1:11: style: missing required key 'color'"),
    Case(
      name: "string expected", object: #"{"color": 7}"#, read: { _ = try $0.string("color") },
      expected: "t.json:1:21: style.color: expected a string, found a number"),
    Case(
      name: "number expected", object: #"{"size": "12"}"#, read: { _ = try $0.number("size") },
      expected: "t.json:1:20: style.size: expected a number, found a string"),
    Case(
      name: "number out of range", object: #"{"size": 100}"#,
      read: { _ = try $0.number("size", in: 6...72) },
      expected: "t.json:1:20: style.size: 100 is out of range; expected a number from 6 to 72"),
    Case(
      name: "fractional range bounds", object: #"{"size": 0.1}"#,
      read: { _ = try $0.number("size", in: 0.5...4) },
      expected: "t.json:1:20: style.size: 0.1 is out of range; expected a number from 0.5 to 4"),
    Case(
      name: "whole number expected", object: #"{"size": 1.5}"#,
      read: { _ = try $0.required("size").integer(in: 0...10) },
      expected: "t.json:1:20: style.size: expected a whole number, found 1.5"),
    Case(
      name: "whole number out of range", object: #"{"size": 11}"#,
      read: { _ = try $0.required("size").integer(in: 0...10) },
      expected: "t.json:1:20: style.size: 11 is out of range; expected a whole number from 0 to 10"),
    Case(
      name: "required bool is null", object: #"{"bold": null}"#, read: { _ = try $0.bool("bold") },
      expected: "t.json:1:20: style.bold: expected true or false, found null"),
    Case(
      name: "array expected", object: #"{"tags": "a"}"#, read: { _ = try $0.array("tags") },
      expected: "t.json:1:20: style.tags: expected an array, found a string"),
    Case(
      name: "bad array element", object: #"{"tags": ["a", false]}"#,
      read: { for tag in try $0.array("tags") { _ = try tag.string() } },
      expected: "t.json:1:26: style.tags[1]: expected a string, found false"),
    Case(
      name: "object expected", object: #"{"inner": []}"#,
      read: { _ = try $0.object("inner", keys: []) },
      expected: "t.json:1:21: style.inner: expected an object, found an array"),
    Case(
      name: "nested unknown key", object: #"{"inner": {"x y": 1}}"#,
      read: { _ = try $0.object("inner", keys: ["color"]) },
      expected: "t.json:1:22: style.inner: unknown key 'x y'; expected one of: color"),
    Case(
      name: "empty string refused", object: #"{"color": ""}"#,
      read: { _ = try $0.required("color").nonEmptyString("a colour name") },
      expected: "t.json:1:21: style.color: expected a colour name, found an empty string"),
  ]

  @Test(arguments: cases)
  func rejects(_ c: Case) {
    #expect(failure { try c.read(try style(c.object)) } == c.expected)
  }

  @Test func pathsQuoteKeysThatAreNotIdentifiers() {
    let path = JSONPath([.key("messages"), .index(3), .key("a b"), .key("q\"")])
    #expect(path.description == #"messages[3]["a b"]["q\""]"#)
    #expect(JSONPath.root.description == "")
  }
}
