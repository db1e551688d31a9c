import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every refusal of the parser, with the exact line it prints.
@Suite struct JSONParserErrorTests {
  static let encodingCases: [RejectCase] = [
    RejectCase("empty file", "", "t.json:1:1: file is empty"),
    RejectCase(
      "only whitespace", " \n ", "t.json:2:2: file holds only whitespace; expected a JSON value"),
    RejectCase(
      "UTF-8 BOM", [0xEF, 0xBB, 0xBF] + Array("{}".utf8),
      "t.json:1:1: file starts with a UTF-8 byte-order mark; save it as UTF-8 without BOM"),
    RejectCase(
      "UTF-16LE with BOM", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00],
      "t.json:1:1: file is UTF-16 (little-endian, with byte-order mark); save it as UTF-8"),
    RejectCase(
      "UTF-16BE with BOM", [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D],
      "t.json:1:1: file is UTF-16 (big-endian, with byte-order mark); save it as UTF-8"),
    RejectCase(
      "UTF-16BE", [0x00, 0x7B, 0x00, 0x7D],
      "t.json:1:1: file is UTF-16 (big-endian); save it as UTF-8"),
    RejectCase(
      "UTF-16LE", [0x5B, 0x00, 0x5D, 0x00],
      "t.json:1:1: file is UTF-16 (little-endian); save it as UTF-8"),
    RejectCase(
      "UTF-32LE", [0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00],
      "t.json:1:1: file is UTF-32 (little-endian); save it as UTF-8"),
    RejectCase(
      "UTF-32BE with BOM", [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B],
      "t.json:1:1: file is UTF-32 (big-endian, with byte-order mark); save it as UTF-8"),
    RejectCase(
      "invalid UTF-8 byte", Array("{\"a\": \"b".utf8) + [0xFF] + Array("\"}".utf8),
      "t.json:1:9: a: invalid UTF-8 at byte offset 8 (0xFF); save the file as UTF-8"),
    RejectCase(
      "truncated UTF-8 sequence", Array("[\"".utf8) + [0xC3, 0x28] + Array("\"]".utf8),
      "t.json:1:3: [0]: invalid UTF-8 at byte offset 2 (0xC3 0x28); save the file as UTF-8"),
    RejectCase(
      "overlong UTF-8", Array("\n\"".utf8) + [0xC0, 0xAF] + Array("\"".utf8),
      "t.json:2:2: invalid UTF-8 at byte offset 2 (0xC0); save the file as UTF-8"),
    RejectCase(
      "UTF-8 encoded surrogate", Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8),
      "t.json:1:2: invalid UTF-8 at byte offset 1 (0xED 0xA0); save the file as UTF-8"),
    RejectCase(
      "invalid UTF-8 outside strings", Array("[1,".utf8) + [0xFF] + Array("]".utf8),
      "t.json:1:4: [1]: invalid UTF-8 at byte offset 3 (0xFF); save the file as UTF-8"),
    RejectCase(
      "UTF-8 cut off at the end", Array("\"a".utf8) + [0xE4, 0xB8],
      "t.json:1:3: invalid UTF-8 at byte offset 2 (0xE4 0xB8); save the file as UTF-8"),
  ]

  static let structureCases: [RejectCase] = [
    RejectCase(
      "unclosed object", "{\n\n\n",
      "t.json:4:1: unexpected end of input (unclosed object opened at 1:1)"),
    RejectCase(
      "truncated inside an array", "{\n  \"a\": [1,\n",
      "t.json:3:1: a: unexpected end of input (unclosed array opened at 2:8)"),
    RejectCase(
      "unclosed array", "[", "t.json:1:2: unexpected end of input (unclosed array opened at 1:1)"),
    RejectCase(
      "end after key", "{\"a\"",
      "t.json:1:5: unexpected end of input (unclosed object opened at 1:1)"),
    RejectCase(
      "end after colon", "{\"a\":",
      "t.json:1:6: unexpected end of input (unclosed object opened at 1:1)"),
    RejectCase(
      "truncated string", "{\"a\": \"hel",
      "t.json:1:11: a: unexpected end of input (unterminated string starting at 1:7)"),
    RejectCase(
      "truncated escape", "\"abc\\", "t.json:1:5: unexpected end of input in an escape sequence"),
    RejectCase(
      "lone minus", "-", "t.json:1:2: unexpected end of input after '-'; expected a digit"),
    RejectCase(
      "trailing garbage", "{} x",
      "t.json:1:4: unexpected 'x' after the JSON value (only one value is allowed per file)"),
    RejectCase(
      "two values", "{}\n{}",
      "t.json:2:1: unexpected '{' after the JSON value (only one value is allowed per file)"),
    RejectCase(
      "extra closing brace", "{\"a\": 1}}",
      "t.json:1:9: unexpected '}' after the JSON value (only one value is allowed per file)"),
    RejectCase("stray bracket", "]", "t.json:1:1: unexpected ']'; expected a JSON value"),
    RejectCase(
      "duplicate key", "{\n  \"a\": 1,\n  \"a\": 2\n}",
      "t.json:3:3: duplicate key 'a' (first at 2:3)"),
    RejectCase(
      "duplicate key after wide characters", "{\"é😄\": 1, \"é😄\": 2}",
      "t.json:1:11: duplicate key 'é😄' (first at 1:2)"),
    RejectCase(
      "duplicate key across CRLF lines", "{\r\n\"a\": 1,\r\n \"a\": 2}",
      "t.json:3:2: duplicate key 'a' (first at 2:1)"),
    RejectCase(
      "duplicate nested key", "{\"m\": [{\"x\": 1, \"x\": 2}]}",
      "t.json:1:17: m[0]: duplicate key 'x' (first at 1:9)"),
    RejectCase("comment", "{\"a\": 1 // c\n}", "t.json:1:9: comments are not allowed in JSON"),
    RejectCase(
      "comment at the start", "/* c */ {}", "t.json:1:1: comments are not allowed in JSON"),
    RejectCase("trailing comma in array", "[1,2,]", "t.json:1:5: trailing comma before ']'"),
    RejectCase("trailing comma in object", "{\"a\":1,}", "t.json:1:7: trailing comma before '}'"),
    RejectCase(
      "single quotes", "{'a': 1}", "t.json:1:2: strings must be in double quotes, not single quotes"
    ),
    RejectCase(
      "single-quoted value", "['a']",
      "t.json:1:2: [0]: strings must be in double quotes, not single quotes"),
    RejectCase(
      "unquoted key", "{a: 1}", "t.json:1:2: object keys must be strings in double quotes"),
    RejectCase(
      "missing colon", "{\"a\" 1}", "t.json:1:6: unexpected '1' after key 'a'; expected ':'"),
    RejectCase(
      "missing comma in object", "{\"a\": 1 \"b\": 2}",
      "t.json:1:9: unexpected '\"' after the value of 'a'; expected ',' or '}'"),
    RejectCase(
      "missing comma in array", "[1 2]",
      "t.json:1:4: unexpected '2' after an array element; expected ',' or ']'"),
    RejectCase(
      "missing value", "{\"a\": }", "t.json:1:7: a: unexpected '}'; expected a JSON value"),
    RejectCase(
      "non-ASCII outside strings", "[é]",
      "t.json:1:2: [0]: unexpected 'é' (U+00E9); expected a JSON value"),
    RejectCase(
      "raw NUL outside strings", "[1,\u{0}]",
      "t.json:1:4: [1]: unexpected control character U+0000; expected a JSON value"),
    RejectCase(
      "nesting too deep", "[[[[]]]]", "t.json:1:4: [0][0][0]: nesting deeper than 3 levels"),
  ]

  static let valueCases: [RejectCase] = [
    RejectCase("NaN", "[NaN]", "t.json:1:2: [0]: NaN is not valid JSON"),
    RejectCase("Infinity", "{\"x\": Infinity}", "t.json:1:7: x: Infinity is not valid JSON"),
    RejectCase("-Infinity", "[-Infinity]", "t.json:1:2: [0]: -Infinity is not valid JSON"),
    RejectCase("leading zero", "[01]", "t.json:1:2: [0]: numbers must not have leading zeros"),
    RejectCase(
      "negative leading zero", "[-007]", "t.json:1:2: [0]: numbers must not have leading zeros"),
    RejectCase("plus sign", "[+1]", "t.json:1:2: [0]: unexpected '+'; expected a JSON value"),
    RejectCase("leading dot", "[.5]", "t.json:1:2: [0]: unexpected '.'; expected a JSON value"),
    RejectCase(
      "trailing dot", "[1.]",
      "t.json:1:4: [0]: unexpected ']' after '.' in a number; expected a digit"),
    RejectCase(
      "empty exponent", "[1e]",
      "t.json:1:4: [0]: unexpected ']' in the exponent of a number; expected a digit"),
    RejectCase(
      "hexadecimal", "[0x1F]",
      "t.json:1:3: unexpected 'x' after an array element; expected ',' or ']'"),
    RejectCase("out of range", "[1e400]", "t.json:1:2: [0]: number 1e400 is out of range"),
    RejectCase(
      "capitalised literal", "[True]",
      "t.json:1:2: [0]: unexpected 'True'; JSON literals are lower-case: true"),
    RejectCase(
      "bare word", "{\"a\": hello}",
      "t.json:1:7: a: unexpected 'hello'; expected a JSON value (are double quotes missing?)"),
    RejectCase(
      "bad escape", "[\"a\\x\"]",
      "t.json:1:4: [0]: invalid escape sequence '\\x' (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)"
    ),
    RejectCase(
      "short unicode escape", "[\"\\u12G4\"]",
      "t.json:1:3: [0]: invalid \\u escape: expected four hexadecimal digits"),
    RejectCase("lone high surrogate", "[\"\\uD800\"]", "t.json:1:3: [0]: lone surrogate \\uD800"),
    RejectCase("lone low surrogate", "[\"ab\\uDC00\"]", "t.json:1:5: [0]: lone surrogate \\uDC00"),
    RejectCase(
      "high surrogate then non-surrogate", "{\"k\": \"\\uD83D\\u0041\"}",
      "t.json:1:8: k: lone surrogate \\uD83D"),
    RejectCase(
      "raw tab in string", "[\"a\tb\"]",
      "t.json:1:4: [0]: control character U+0009 must be escaped in a string"),
    RejectCase(
      "raw line break in string", "[\"a\nb\"]",
      "t.json:1:4: [0]: line break inside a string (write \\n, or is a closing quote missing?)"),
    RejectCase(
      "raw control late in a long string", "[\"abcdefghijklmnop\u{1}q\"]",
      "t.json:1:19: [0]: control character U+0001 must be escaped in a string"),
    RejectCase(
      "unterminated long string", "[\"abcdefghijklmnopqrstuvwxyz",
      "t.json:1:29: [0]: unexpected end of input (unterminated string starting at 1:2)"),
  ]

  @Test(arguments: encodingCases + structureCases + valueCases)
  func rejects(_ c: RejectCase) {
    let maxDepth = c.name == "nesting too deep" ? 3 : 64
    #expect(jsonParseError(c.bytes, maxDepth: maxDepth) == c.expected)
  }

  @Test func errorsExitWithDataError() {
    do {
      _ = try JSONParser.parse(Array("[".utf8), file: "t.json")
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .invalidData)
      #expect(error.location == SourceLocation(line: 1, column: 2, offset: 1))
    }
  }
}
