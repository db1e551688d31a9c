import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `JSONOutput.compact`: the exact text (metadata chunks and the theme digest depend on it),
/// in UTF-8 and ASCII-only form.
@Suite struct JSONOutputCompactTests {
  static let tricky = JSONOutput.object([
    "z": .number(-0.5), "Z": .number(1e15), "a": .number(999_999_999_999_999),
    "é": .string("café \u{7F}\u{85}"), "e": .string("q\"b\\/\n\r\t\u{01}\u{1F}"),
    "emoji": .string("😀日本\u{2028}"), "": .array([.null, .bool(false), .bool(true), .array([])]),
    "nums": .array([
      .number(0), .number(-3), .number(0.1), .number(1e20), .number(-1e-7),
      .number(.nan), .number(.infinity), .number(-9_007_199_254_740_992),
    ]),
    "obj": .object([:]), "ab": .object(["b": .string(""), "a": .object(["": .null])]),
  ])

  @Test func utf8() {
    #expect(
      Self.tricky.compact()
        == #"{"":[null,false,true,[]],"Z":1000000000000000.0,"a":999999999999999,"ab":{"a":{"":null},"b":""},"e":"q\"b\\/\n\r\t\u0001\u001F","emoji":"😀日本\#u{2028}","nums":[0,-3,0.1,1e+20,-1e-07,null,null,-9007199254740992.0],"obj":{},"z":-0.5,"é":"café \u007F\#u{85}"}"#
    )
  }

  @Test func asciiOnly() {
    #expect(
      Self.tricky.compact(asciiOnly: true)
        == #"{"":[null,false,true,[]],"Z":1000000000000000.0,"a":999999999999999,"ab":{"a":{"":null},"b":""},"e":"q\"b\\/\n\r\t\u0001\u001F","emoji":"\ud83d\ude00\u65e5\u672c\u2028","nums":[0,-3,0.1,1e+20,-1e-07,null,null,-9007199254740992.0],"obj":{},"z":-0.5,"\u00e9":"caf\u00e9 \u007F\u0085"}"#
    )
  }

  /// Long text, as conversations and layouts in metadata are.
  @Test func longArrays() {
    let rows = JSONOutput.array(
      (0..<500).map { i in
        .object(["i": .number(Double(i)), "t": .string("m\(i) é"), "x": .number(Double(i) / 4)])
      })
    let text = rows.compact()
    #expect(text.hasPrefix(#"[{"i":0,"t":"m0 é","x":0},{"i":1,"t":"m1 é","x":0.25},"#))
    #expect(text.hasSuffix(#"{"i":499,"t":"m499 é","x":124.75}]"#))
    #expect(rows.compact(asciiOnly: true).contains(#"{"i":7,"t":"m7 \u00e9","x":1.75}"#))
  }
}
