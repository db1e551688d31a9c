import Testing

@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel

/// The script of an animation (issue 28): frames, times and durations at the documented pace,
/// `delay`, the limits, and what each frame shows laid out with the fake measurer.
@Suite struct AnimationScriptTests {
  /// Another person's "Hi", the local user's "Hello", another's "See you" with a reaction.
  static let chat = Conversation(
    participants: [Participant(id: "ana"), Participant(id: "me")],
    messages: [
      Message(from: "ana", text: "Hi"),
      Message(from: "me", text: "Hello"),
      Message(from: "ana", text: "See you", reactions: [Reaction(emoji: "👍", count: 1)]),
    ])

  static func summary(_ script: AnimationScript) -> [String] {
    script.frames.map {
      "\($0.time)+\($0.duration) \($0.messages)\($0.reactions ? "" : "-r")"
        + ($0.typing.map { " typing \($0)" } ?? "")
    }
  }

  @Test func defaultPace() {
    let script = AnimationScript(conversation: Self.chat)
    // 0.5 s empty; typing 0.8 + 2 × 0.03 s; 1.2 s before the local message; 0.4 s, then
    // typing 0.8 + 7 × 0.03 s; the reaction 0.8 s later; the hold 3 s.
    #expect(
      Self.summary(script) == [
        "0+500 0", "500+860 0 typing ana", "1360+1200 1", "2560+400 2", "2960+1010 2 typing ana",
        "3970+800 3-r", "4770+3000 3",
      ])
    #expect(script.duration == 7770)
    #expect(script.loops)
  }

  @Test func paceDividesEveryWaitButNotTheHold() {
    let script = AnimationScript(
      conversation: Self.chat, options: AnimationOptions(pace: 2, hold: 1.5, loops: false))
    #expect(script.frames.map(\.duration) == [250, 430, 600, 200, 505, 400, 1500])
    #expect(!script.loops)
  }

  @Test func typingGrowsWithTheTextUpToFourSeconds() {
    let long = String(repeating: "a", count: 500)
    let script = AnimationScript(
      conversation: Conversation(messages: [Message(from: "x", text: long)]))
    #expect(Self.summary(script) == ["0+500 0", "500+4000 0 typing x", "4500+3000 1"])
  }

  @Test func delayReplacesTheWait() {
    var chat = Self.chat
    chat.messages[0].delay = 2  // typing for 2 s
    chat.messages[1].delay = 0.25  // the local pause
    chat.messages[2].delay = 0  // no typing at all: it appears after the 0.4 s beat
    let script = AnimationScript(conversation: chat)
    #expect(
      Self.summary(script) == [
        "0+500 0", "500+2000 0 typing ana", "2500+250 1", "2750+400 2", "3150+800 3-r",
        "3950+3000 3",
      ])
  }

  @Test func aZeroWaitDropsTheFrameItWouldEnd() {
    let chat = Conversation(
      messages: [Message(from: "me", text: "a"), Message(from: "me", text: "b")])
    var delayed = chat
    delayed.messages[1].delay = 0
    #expect(Self.summary(AnimationScript(conversation: delayed)) == ["0+500 0", "500+3000 2"])
  }

  @Test func systemRowsAndTypingRowsOfTheFileWaitTheNoticePause() {
    let chat = Conversation(
      messages: [
        Message(from: "me", text: "a"), .system("Ana joined"),
        Message(from: "ana", text: "", kind: .typing),
      ])
    #expect(
      Self.summary(AnimationScript(conversation: chat)) == [
        "0+500 0", "500+800 1", "1300+800 2", "2100+3000 3",
      ])
  }

  @Test func eachFrameShowsThePrefixLaidOut() throws {
    let theme = try ThemeCatalog.builtin(named: "default")
    let script = AnimationScript(conversation: Self.chat)
    let measurer = FakeMeasurer()
    let layouts = script.frames.map {
      TimelineLayout(
        conversation: AnimationScript.conversation($0, of: Self.chat), theme: theme,
        measurer: measurer)
    }
    #expect(layouts.map(\.rows.count) == [0, 1, 1, 2, 3, 3, 3])
    #expect(layouts[1].rows.last?.kind == .typing)
    #expect(layouts[4].rows.last?.kind == .typing)
    #expect(layouts[5].rows[2].reactions.isEmpty)
    #expect(!layouts[6].rows[2].reactions.isEmpty)
    // Reactions make their row taller; the last frame is the whole conversation's layout.
    #expect(layouts[6].height > layouts[5].height)
    let whole = TimelineLayout(conversation: Self.chat, theme: theme, measurer: measurer)
    #expect(layouts.last == whole)
  }

  @Test func tooManyFramesAreRefusedFromTheScript() {
    let many = Conversation(
      messages: (0..<1000).map { Message(from: $0 % 2 == 0 ? "a" : "b", text: "x") })
    let script = AnimationScript(conversation: many)
    #expect(script.frames.count == 2001)  // the empty screen, a typing frame before each
    #expect(throws: AnimationError.tooManyFrames(2001, limit: 2000)) {
      try AnimationLimits.check(script)
    }
  }

  @Test func tooLongIsRefused() {
    let chat = Conversation(
      messages: (0..<60).map { Message(from: "me", text: "\($0)", id: nil) })
    let slow = AnimationScript(conversation: chat, options: AnimationOptions(pace: 0.1, hold: 60))
    // 5 s + 59 × 12 s + 60 s.
    #expect(slow.duration == 773_000)
    #expect(throws: AnimationError.tooLong(milliseconds: 773_000)) {
      try AnimationLimits.check(slow)
    }
    let error = AnimationError.tooLong(milliseconds: 773_000)
    #expect(error.description.hasPrefix("the animation would last 773.0 s; the limit is 600 s"))
    #expect(error.kind == .invalidData)
  }

  @Test func tooManyPixelsAreRefused() throws {
    let script = AnimationScript(conversation: Self.chat)  // 7 frames
    try AnimationLimits.check(script, width: 640, height: 4000)
    #expect(throws: AnimationError.tooManyPixels(frames: 7, width: 20000, height: 30000)) {
      try AnimationLimits.check(script, width: 20000, height: 30000)
    }
    #expect(throws: AnimationError.self) {
      try AnimationLimits.check(script, width: Int.max / 2, height: 3)
    }
  }

  @Test func delayIsDecodedAndChecked() throws {
    let json = #"{"messages": [{"from": "me", "text": "hi", "delay": 1.5}]}"#
    let conversation = try ConversationDecoder.decode(
      Array(json.utf8), file: "c.json", baseDirectory: nil)
    #expect(conversation.messages[0].delay == 1.5)
    let bad = #"{"messages": [{"from": "me", "text": "hi", "delay": 61}]}"#
    do {
      _ = try ConversationDecoder.decode(Array(bad.utf8), file: "c.json", baseDirectory: nil)
      Issue.record("a delay of 61 s was accepted")
    } catch {
      #expect(error.description.contains("messages[0].delay"))
      #expect(error.description.contains("from 0 to 60"))
    }
    var built = Conversation(messages: [Message(from: "me", text: "hi")])
    built.messages[0].delay = -1
    #expect(throws: InputError.self) { try built.validated() }
  }
}
