import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Text that can be wrapped is wrapped: trailing spaces hang past the line end, as UIKit
/// lets them, instead of counting against the wrapping width ("over with before and
/// hiking " was refused as "cannot be wrapped to 196 pt" for its last space).
@Suite struct TrailingWhitespaceTests {
  static let example = "over with before and hiking "

  /// 300 sentences of common words, each ending in a space (7 of 300 such were refused).
  static let sentences: [String] = {
    let words = [
      "over", "with", "before", "and", "hiking", "the", "weekend", "lunch", "we", "could",
      "meet", "at", "noon", "maybe", "later", "tomorrow", "coffee", "sounds", "good", "to",
      "me", "see", "you", "there", "bring", "a", "jacket", "it", "might", "rain", "today",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    return (0..<300).map { _ in
      (0..<(3 + next(12))).map { _ in words[next(words.count)] }.joined(separator: " ") + " "
    }
  }()

  /// The refusal of a conversation of one message `text`, if any.
  static func refusal(_ text: String, renderer: ChatRenderer? = nil) throws -> RenderError? {
    let conversation = Conversation(messages: [Message(from: "me", text: text)])
    var options = RenderOptions()
    options.scale = 1
    options.metadata = false
    do {
      try (renderer ?? ChatRenderer()).render(conversation, theme: .standard, options: options)
      return nil
    } catch let error as RenderError {
      return error
    }
  }

  @Test func randomSentencesEndingInASpaceAreWrapped() throws {
    let renderer = try ChatRenderer()
    let refused = try Self.sentences.filter { try Self.refusal($0, renderer: renderer) != nil }
    #expect(refused.isEmpty, "\(refused.count) refused, e.g. \(refused.first ?? "")")
  }

  /// Every space separator hangs (no-break, em, ideographic), also on the last line of a
  /// later paragraph; right-to-left text hangs its trailing space past the left end.
  @Test(arguments: [
    String(example.dropLast()) + "\u{A0}", String(example.dropLast()) + "\u{2003}",
    String(example.dropLast()) + "\u{3000}", "and then some\n" + example,
    "שלום עולם כן שלום עולם כן כן ",
  ])
  func trailingWhitespaceHangs(_ text: String) throws {
    #expect(try Self.refusal(text) == nil)
  }

  /// Text that really has no place to break is still refused.
  @Test func unwrappableTextIsStillRefused() throws {
    #expect(try Self.refusal(String(repeating: "👍\u{200D}", count: 60) + "👍 ") != nil)
  }

  /// Tabs that end a line hang as spaces do: a tab, a space and a tab, two tabs, a hundred
  /// (white space alone never makes text unwrappable), at the end of the text or of a
  /// paragraph, in either direction.
  @Test(arguments: ["\t", " \t", "\t\t", "\t \t ", String(repeating: "\t", count: 100)])
  func trailingTabsHang(_ end: String) throws {
    let renderer = try ChatRenderer()
    let refused = try Self.sentences.prefix(60).filter {
      try Self.refusal(String($0.dropLast()) + end, renderer: renderer) != nil
    }
    #expect(refused.isEmpty, "\(refused.count) refused, e.g. \(refused.first ?? "")")
    #expect(try Self.refusal("first line" + end + "\n" + Self.example + end) == nil)
    #expect(try Self.refusal("שלום עולם כן שלום עולם כן כן" + end) == nil)
  }

  /// Through the binary: the sentence renders, its text measured no wider than the line.
  @Test func theExampleRendersEndToEnd() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(#"[{"from":"me","text":"\#(Self.example)"}]"#.utf8)
      .write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["c.json", "-o", "out.png", "--layout-json", "-"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let dump = try JSONParser.parse(Array(r.stdout), file: "layout")
    let width = dump["rows"]?.arrayValue?.first?["textSize"]?["width"]?.numberValue
    #expect(width.map { $0 <= 196 } == true, "\(String(describing: width))")
  }
}
