import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct JSONOutputTests {
  @Test func sortsKeysAndFormatsNumbers() {
    let value = JSONOutput.object([
      "b": .number(2), "a": .array([.number(1.5), .null, .bool(true)]), "B": .string("x"),
      "empty": .object([:]), "none": .array([]),
    ])
    #expect(
      value.serialized() == """
        {
          "B": "x",
          "a": [
            1.5,
            null,
            true
          ],
          "b": 2,
          "empty": {},
          "none": []
        }

        """)
  }

  @Test(arguments: [
    ("plain", "\"plain\""), ("q\"b\\", "\"q\\\"b\\\\\""), ("\n\t\u{01}", "\"\\n\\t\\u0001\""),
    ("日本😀", "\"日本😀\""),
  ])
  func escapesStrings(_ input: String, _ expected: String) {
    var out = ""
    JSONOutput.quote(input, into: &out)
    #expect(out == expected)
  }

  @Test(arguments: [(0.0, "0"), (-3.0, "-3"), (12.25, "12.25"), (0.1, "0.1"), (1e20, "1e+20")])
  func numbers(_ n: Double, _ expected: String) {
    #expect(JSONOutput.format(n) == expected)
  }
}
