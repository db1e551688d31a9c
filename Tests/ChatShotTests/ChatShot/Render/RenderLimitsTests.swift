import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Each documented limit has its own error, raised before the work it guards (see
/// docs/limits.md). Time is never asserted here; scripts/limits.sh times the refusals.
@Suite struct RenderLimitsTests {
  /// A measurer whose every text is `size`, to make layouts of any size without fonts.
  final class FixedMeasurer: TextMeasuring {
    let size: Size
    init(_ size: Size) { self.size = size }
    func measure(_ text: String, font: FontSpec, maxWidth: Double) -> Size { size }
    func measureExcerpt(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> Size {
      size
    }
  }

  static func conversation(_ count: Int) -> Conversation {
    Conversation(
      localUser: "me",
      messages: (0..<count).map { Message(from: $0 % 2 == 0 ? "me" : "you", text: "hi") })
  }

  static func options(scale: Double = 2, width: Double? = nil) -> RenderOptions {
    var options = RenderOptions()
    options.scale = scale
    options.width = width
    return options
  }

  // MARK: Output pixels

  /// The default theme's least row: 6 (gap) + 34 (avatar) + 4 (padding) = 44 points.
  @Test func minimumRowHeightFollowsTheTheme() {
    #expect(RenderLimits.minimumRowHeight(.standard) == 44)
  }

  /// 100,000 messages at scale 2 need at least 640 × 8,800,032 px: refused from the count
  /// alone, before any text is measured.
  @Test func estimateRefusesFromTheMessageCount() {
    #expect(
      throws: RenderError.tooLargeEstimate(width: 640, minimumHeight: 8_800_032, limit: 1 << 30)
    ) {
      try RenderLimits.checkEstimate(
        Self.conversation(100_000), theme: .standard, options: Self.options())
    }
    let error = RenderError.tooLargeEstimate(width: 640, minimumHeight: 8_800_032, limit: 1 << 30)
    #expect(
      error.description
        == "the image would be at least 640×8800032 px, more than the limit of 1073741824 pixels; use a smaller scale or width, or fewer messages"
    )
    #expect(error.kind == .invalidData)
  }

  /// The estimate never refuses what fits: it is a lower bound of the real height.
  @Test(arguments: [1, 7, 300])
  func estimateIsALowerBound(_ count: Int) throws {
    let conversation = Self.conversation(count)
    try RenderLimits.checkEstimate(conversation, theme: .standard, options: Self.options())
    let layout = TimelineLayout(
      conversation: conversation, theme: .standard, measurer: FakeMeasurer())
    let estimate =
      Theme.standard.timelinePadding.vertical + Double(count)
      * RenderLimits.minimumRowHeight(.standard)
    #expect(layout.height >= estimate)
    let empty = Conversation(localUser: "me", messages: [Message(from: "you", text: "")])
    let least = TimelineLayout(
      conversation: empty, theme: .standard, measurer: FixedMeasurer(.zero))
    #expect(
      least.height.rounded(.up) == (Theme.standard.timelinePadding.vertical + 44).rounded(.up))
  }

  /// A layout past the limit is refused before anything is drawn: the sink gets no byte.
  @Test func layoutPastTheLimitIsRefusedBeforeDrawing() throws {
    let conversation = Self.conversation(1)
    let tall = TimelineLayout(
      conversation: conversation, theme: .standard,
      measurer: FixedMeasurer(Size(width: 50, height: 1_000_000)))
    let height = Int((tall.height * 2).rounded(.up))
    #expect(throws: RenderError.tooLarge(width: 640, height: height, limit: 1 << 30)) {
      try RenderLimits.check(tall, theme: .standard, options: Self.options())
    }
    // The same layout fits at a smaller scale.
    try RenderLimits.check(tall, theme: .standard, options: Self.options(scale: 0.5))
  }

  /// Text wider than the wrapping width (nothing to break at) is refused, naming the message.
  @Test func unwrappableTextIsRefused() throws {
    let layout = TimelineLayout(
      conversation: Self.conversation(3), theme: .standard,
      measurer: FixedMeasurer(Size(width: 1140, height: 18)))
    let error = RenderError.unwrappableText(message: 0, width: 1140, maxWidth: 196)
    #expect(throws: error) {
      try RenderLimits.check(layout, theme: .standard, options: Self.options())
    }
    #expect(
      error.description
        == "message 0 (counting from 0): its text cannot be wrapped to 196 pt: part of it is 1140 pt wide with no place to break (a long chain of joined emoji?)"
    )
    let fits = TimelineLayout(
      conversation: Self.conversation(3), theme: .standard,
      measurer: FixedMeasurer(Size(width: 196, height: 18)))
    try RenderLimits.check(fits, theme: .standard, options: Self.options())
  }

  // MARK: Scale and width

  @Test(
    arguments: [
      (0.25, nil, RenderError.optionOutOfRange(name: "scale", value: 0.25, range: 0.5...4)),
      (5, nil, .optionOutOfRange(name: "scale", value: 5, range: 0.5...4)),
      (2, 100, .optionOutOfRange(name: "width", value: 100, range: 160...2048)),
      (2, 4096, .optionOutOfRange(name: "width", value: 4096, range: 160...2048)),
    ] as [(Double, Double?, RenderError)])
  func libraryCallersGetTheRangesToo(scale: Double, width: Double?, expected: RenderError) {
    #expect(throws: expected) {
      try RenderLimits.checkEstimate(
        Self.conversation(1), theme: .standard, options: Self.options(scale: scale, width: width))
    }
  }

  @Test func notANumberIsOutOfRange() {
    #expect(throws: RenderError.self) {
      try RenderLimits.checkEstimate(
        Self.conversation(1), theme: .standard, options: Self.options(scale: .nan))
    }
    #expect(
      RenderError.optionOutOfRange(name: "scale", value: .nan, range: 0.5...4).description
        == "scale nan is not from 0.5 to 4")
  }

  // MARK: Input limits

  static func limits(_ change: (inout InputLimits) -> Void) -> InputLimits {
    var limits = InputLimits()
    change(&limits)
    return limits
  }

  @Test(
    arguments: [
      (
        "file size", limits { $0.maxFileBytes = 20 }, #"[{"from": "me", "text": "hello"}]"#,
        "'c.json' is 33 bytes; the limit is 20 bytes"
      ),
      (
        "messages", limits { $0.maxMessages = 2 },
        #"[{"from": "me", "text": "a"}, {"from": "me", "text": "b"}, {"from": "me", "text": "c"}]"#,
        "c.json:1:1: too many messages (3); the limit is 2"
      ),
      (
        "participants", limits { $0.maxMessages = 1 },
        #"{"participants": [{"id": "me"}, {"id": "you"}], "messages": [{"from": "me", "text": "a"}]}"#,
        "c.json:1:18: participants: too many participants (2); the limit is 1"
      ),
      (
        "characters", limits { $0.maxMessageCharacters = 4 }, #"[{"from": "me", "text": "hello"}]"#,
        "c.json:1:25: [0].text: message is 5 characters long; the limit is 4"
      ),
      (
        "time label", limits { $0.maxLabelCharacters = 3 },
        #"[{"from": "me", "text": "a", "time": "09:41"}]"#,
        "c.json:1:38: [0].time: time label is 5 characters long; the limit is 3"
      ),
      (
        "sender id", limits { $0.maxLabelCharacters = 3 }, #"[{"from": "mario", "text": "a"}]"#,
        "c.json:1:11: [0].from: participant id is 5 characters long; the limit is 3"
      ),
      (
        "participant", limits { $0.maxLabelCharacters = 3 },
        #"{"participants": [{"id": "me", "name": "Mario"}], "messages": [{"from": "me", "text": "a"}]}"#,
        "c.json:1:40: participants[0].name: name is 5 characters long; the limit is 3"
      ),
      (
        "title", limits { $0.maxLabelCharacters = 3 },
        #"{"title": "Lunch", "messages": [{"from": "me", "text": "a"}]}"#,
        "c.json:1:11: title: title is 5 characters long; the limit is 3"
      ),
      (
        "values", limits { $0.maxValues = 5 },
        #"[{"from": "me", "text": "a"}, {"from": "me", "text": "b"}]"#,
        "c.json:1:40: [1].from: more than 5 values in the file; the limit is 5"
      ),
      (
        "nesting", limits { $0.maxNestingDepth = 2 }, #"[{"from": "me", "text": []}]"#,
        "c.json:1:25: [0].text: nesting deeper than 2 levels"
      ),
      (
        "combining marks", limits { $0.maxCombiningMarks = 2 },
        "[{\"from\": \"me\", \"text\": \"ae\u{301}\u{302}\u{303}x\"}]",
        "c.json:1:25: [0].text: 3 combining marks in a row from character 3; the limit is 2"
      ),
      (
        "marks in a time", limits { $0.maxCombiningMarks = 2 },
        "[{\"from\": \"me\", \"text\": \"a\", \"time\": \"1\u{301}\u{302}\u{303}\"}]",
        "c.json:1:38: [0].time: 3 combining marks in a row from character 2; the limit is 2"
      ),
      (
        "marks in a name", limits { $0.maxCombiningMarks = 2 },
        "{\"participants\": [{\"id\": \"me\", \"name\": \"A\u{301}\u{302}\u{303}\"}], \"messages\": [{\"from\": \"me\", \"text\": \"a\"}]}",
        "c.json:1:40: participants[0].name: 3 combining marks in a row from character 2; the limit is 2"
      ),
    ] as [(String, InputLimits, String, String)])
  func inputLimitsHaveTheirOwnErrors(
    name: String, limits: InputLimits, json: String, expected: String
  ) {
    #expect(throws: InputError.self, "\(name)") { try decodeConversation(json, limits: limits) }
    do {
      _ = try decodeConversation(json, limits: limits)
    } catch {
      #expect(error.description == expected, "\(name)")
      #expect(error.kind == .invalidData)
    }
  }

  /// Thirty marks on a letter are fine (Unicode's stream-safe format allows 30).
  @Test func thirtyCombiningMarksAreAccepted() throws {
    let text =
      "e" + String(repeating: "\u{301}", count: 30) + "x" + String(repeating: "\u{316}", count: 30)
    let json = "[{\"from\": \"me\", \"text\": \"\(text)\"}]"
    #expect(try decodeConversation(json).messages[0].text == text)
  }
}
