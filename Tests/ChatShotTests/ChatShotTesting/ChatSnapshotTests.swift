import ChatShotTesting
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// ChatShotTesting's record modes, artifacts and messages, and `assertChatSnapshot` under
/// Swift Testing.
@Suite struct ChatSnapshotTests {
  static let conversation = Conversation(
    participants: [Participant(id: "me"), Participant(id: "ann", name: "Ann")],
    messages: [
      Message(from: "ann", text: "Lunch?", time: "12:01"),
      Message(from: "me", text: "Sure, in 10 minutes", time: "12:02"),
    ])

  static func render(_ conversation: Conversation = conversation) -> () throws -> RenderedSnapshot {
    { try ChatRenderer().snapshot(conversation, theme: .standard, options: RenderOptions()) }
  }

  /// A temporary folder, its golden path and a snapshot in `mode`.
  struct Scratch {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatshot-snap-\(UUID().uuidString)")
    var golden: String { dir.appendingPathComponent("goldens/chat.png").path }
    var artifacts: String { dir.appendingPathComponent("artifacts").path }
    func snapshot(_ mode: SnapshotRecordMode, tolerance: GoldenTolerance = .exact) -> ChatSnapshot {
      ChatSnapshot(
        goldenPath: golden, artifactsDirectory: artifacts, recordMode: mode, tolerance: tolerance)
    }
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
    func remove() { try? FileManager.default.removeItem(at: dir) }
  }

  @Test func missingGoldenIsRecordedAndFailsThenMatches() {
    let s = Scratch()
    defer { s.remove() }
    let message = s.snapshot(.missing).verify(Self.render())
    #expect(
      message
        == "No golden yet: recorded \(s.golden) (640×316 pixels). Look at it, commit it and run the test again."
    )
    #expect(s.exists(s.golden))
    #expect(s.snapshot(.missing).verify(Self.render()) == nil)
    #expect(s.snapshot(.never).verify(Self.render()) == nil)
  }

  @Test func neverRecordsNothing() {
    let s = Scratch()
    defer { s.remove() }
    let message = s.snapshot(.never).verify(Self.render())
    #expect(message?.hasPrefix("No golden at \(s.golden) (CHATSHOT_RECORD=never).") == true)
    #expect(!s.exists(s.golden))
  }

  @Test func mismatchWritesArtifactsAndSaysWhatChanged() throws {
    let s = Scratch()
    defer { s.remove() }
    _ = s.snapshot(.missing).verify(Self.render())
    let before = try Data(contentsOf: URL(fileURLWithPath: s.golden))
    var changed = Self.conversation
    changed.messages[1].text = "Sure!"
    let message = try #require(s.snapshot(.missing).verify(Self.render(changed)))
    let lines = message.split(separator: "\n").map(String.init)
    #expect(lines.first == "Snapshot does not match its golden.")
    #expect(
      lines[1].hasPrefix("\(s.golden): ") && lines[1].contains(" different pixels of 202,240 ("))
    #expect(lines.contains("  actual: \(s.artifacts)/chat.actual.png"))
    #expect(lines.contains("  diff:   \(s.artifacts)/chat.diff.png"))
    #expect(lines.contains { $0.hasPrefix("  row 1 bubble ") && $0.contains(" text ") })
    #expect(lines.contains("  conversation: message 1 changed"))
    #expect(lines.last == "To accept the new picture, run the test with CHATSHOT_RECORD=failed.")
    #expect(s.exists(s.artifacts + "/chat.actual.png") && s.exists(s.artifacts + "/chat.diff.png"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: s.golden)) == before)
    // A tolerance forgives pixels, not a changed text: the golden's metadata knows.
    let tolerant = try #require(
      s.snapshot(.never, tolerance: GoldenTolerance(maxDiffRatio: 0.5)).verify(
        Self.render(changed)))
    #expect(
      tolerant.contains("within the tolerance (at most 50 %), but drawn from another conversation"))
    #expect(tolerant.contains("  conversation: message 1 changed"))
  }

  @Test func aToleranceForgivesPixelsOfTheSameConversation() throws {
    let s = Scratch()
    defer { s.remove() }
    _ = s.snapshot(.missing).verify(Self.render())
    // The same conversation drawn one point wider: pixels differ, the content does not.
    let wider = { () throws -> RenderedSnapshot in
      var options = RenderOptions()
      options.width = 321
      return try ChatRenderer().snapshot(Self.conversation, theme: .standard, options: options)
    }
    #expect(s.snapshot(.never).verify(wider) != nil)
    var options = RenderOptions()
    options.compression = 9  // other bytes, same pixels and conversation
    #expect(
      s.snapshot(.never).verify {
        try ChatRenderer().snapshot(Self.conversation, theme: .standard, options: options)
      } == nil)
  }

  @Test func sameBytesAreRequiredWhereAsked() throws {
    let s = Scratch()
    defer { s.remove() }
    _ = s.snapshot(.missing).verify(Self.render())
    var options = RenderOptions()
    options.compression = 9  // the same pixels in other bytes, the metadata saying so
    let render = {
      try ChatRenderer().snapshot(Self.conversation, theme: .standard, options: options)
    }
    #expect(s.snapshot(.never).verify(render) == nil)
    let message = try #require(
      ChatSnapshot.$requiresSameBytes.withValue(true) { s.snapshot(.never).verify(render) })
    #expect(
      message == "\(s.golden): the same pixels, other bytes; what differs (golden → now):\n"
        + "  options: compression 2 → 9\n"
        + "To record today's bytes, run the test with CHATSHOT_RECORD=failed.")
    let rerecorded = ChatSnapshot.$requiresSameBytes.withValue(true) {
      s.snapshot(.failed).verify(render)
    }
    #expect(
      rerecorded?.hasPrefix("Re-recorded \(s.golden) (CHATSHOT_RECORD=failed); its bytes differed:")
        == true)
    #expect(
      ChatSnapshot.$requiresSameBytes.withValue(true) { s.snapshot(.never).verify(render) } == nil)
  }

  @Test func artifactsOfAFailureAreRemovedOnceItPasses() throws {
    let s = Scratch()
    defer { s.remove() }
    _ = s.snapshot(.missing).verify(Self.render())
    var changed = Self.conversation
    changed.messages[1].text = "Sure!"
    #expect(s.snapshot(.never).verify(Self.render(changed)) != nil)
    let actual = s.artifacts + "/chat.actual.png"
    let diff = s.artifacts + "/chat.diff.png"
    #expect(s.exists(actual) && s.exists(diff))
    #expect(s.snapshot(.never).artifactPaths.prefix(2) == [actual, diff])
    #expect(s.snapshot(.never).verify(Self.render()) == nil)
    #expect(!s.exists(actual) && !s.exists(diff))
  }

  @Test func recordModeIsNamedAsItWasGiven() {
    let s = Scratch()
    defer { s.remove() }
    var given = s.snapshot(.never)
    given.recordModeGiven = true
    #expect(
      given.verify(Self.render())?.hasPrefix("No golden at \(s.golden) (record: .never).") == true)
    given.recordMode = .all
    #expect(given.verify(Self.render())?.hasPrefix("Recorded \(s.golden) (record: .all).") == true)
  }

  @Test func layoutAndTranscriptAreTextGoldensBesideTheImage() throws {
    let s = Scratch()
    defer { s.remove() }
    let snapshot = ChatSnapshot(
      goldenPath: s.golden, artifactsDirectory: s.artifacts, recordMode: .missing,
      tolerance: .exact, texts: [.layout, .transcript])
    let layout = s.dir.appendingPathComponent("goldens/chat.layout.json").path
    let transcript = s.dir.appendingPathComponent("goldens/chat.transcript.txt").path
    let first = try #require(snapshot.verify(Self.render()))
    #expect(first.contains("No layout dump golden yet: recorded \(layout)."))
    #expect(first.contains("No transcript golden yet: recorded \(transcript)."))
    #expect(
      try String(contentsOfFile: transcript, encoding: .utf8)
        == "Ann, 12:01: Lunch?\nme, 12:02: Sure, in 10 minutes\n")
    #expect(try String(contentsOfFile: layout, encoding: .utf8).contains("\"rows\""))
    #expect(snapshot.verify(Self.render()) == nil)
    // A changed text fails in the transcript even where the image's tolerance would pass.
    var changed = Self.conversation
    changed.messages[1].text = "Sure, in 11 minutes"
    var tolerant = snapshot
    tolerant.tolerance = GoldenTolerance(maxDiffRatio: 0.5)
    let message = try #require(tolerant.verify(Self.render(changed)))
    #expect(
      message.contains(
        "\(transcript): the transcript differs at line 2\n  golden: me, 12:02: Sure, in 10 minutes\n"
          + "  now:    me, 12:02: Sure, in 11 minutes\n  actual: \(s.artifacts)/chat.actual.transcript.txt"
      ))
    #expect(s.exists(s.artifacts + "/chat.actual.transcript.txt"))
    #expect(snapshot.verify(Self.render()) == nil)
    #expect(!s.exists(s.artifacts + "/chat.actual.transcript.txt"))
  }

  @Test func failedModeRerecordsWhatDiffers() throws {
    let s = Scratch()
    defer { s.remove() }
    _ = s.snapshot(.missing).verify(Self.render())
    var changed = Self.conversation
    changed.messages[0].time = "12:00"
    let message = s.snapshot(.failed).verify(Self.render(changed))
    #expect(
      message?.hasPrefix("Re-recorded \(s.golden) (CHATSHOT_RECORD=failed); it differed:\n") == true
    )
    #expect(message?.contains("label '12:01' → '12:00'") == true)
    #expect(s.snapshot(.never).verify(Self.render(changed)) == nil)
  }

  @Test func allModeRecordsAndFailsEveryTime() {
    let s = Scratch()
    defer { s.remove() }
    #expect(
      s.snapshot(.all).verify(Self.render())?.hasPrefix(
        "Recorded \(s.golden) (CHATSHOT_RECORD=all)") == true)
    #expect(s.snapshot(.all).verify(Self.render())?.contains("; it was unchanged") == true)
  }

  @Test func renderErrorsAreReported() {
    let s = Scratch()
    defer { s.remove() }
    let message = s.snapshot(.missing).verify { throw InputError(file: "x.json", reason: "broken") }
    #expect(message == "Cannot check the snapshot \(s.golden): broken")
  }

  @Test(
    arguments: [
      (nil, SnapshotRecordMode.missing), ("", .missing), ("all", .all), ("missing", .missing),
      ("failed", .failed), ("never", .never), ("1", .all), ("TRUE", .all), ("Never", .never),
    ] as [(String?, SnapshotRecordMode)])
  func recordModeFromEnvironment(value: String?, mode: SnapshotRecordMode) throws {
    let environment = value.map { ["CHATSHOT_RECORD": $0] } ?? [:]
    #expect(try SnapshotRecordMode.fromEnvironment(environment) == mode)
  }

  @Test func unknownRecordModeIsRefused() {
    #expect(
      throws: SnapshotSetupError(
        message: "CHATSHOT_RECORD=sometimes: expected all, missing, failed or never")
    ) {
      try SnapshotRecordMode.fromEnvironment(["CHATSHOT_RECORD": "sometimes"])
    }
  }

  @Test func whereGoldensAndArtifactsGo() {
    let test = "/p/Tests/AppTests/ChatTests.swift"
    #expect(
      ChatSnapshot.goldenPath(named: "a", testFile: test)
        == "/p/Tests/AppTests/__Snapshots__/ChatTests/a.png")
    #expect(
      ChatSnapshot.goldenPath(named: "a", testFile: test, snapshotDirectory: "../../Goldens")
        == "/p/Goldens/a.png")
    #expect(
      ChatSnapshot.goldenPath(named: "a", testFile: test, snapshotDirectory: "/g") == "/g/a.png")
    #expect(
      ChatSnapshot.artifactsDirectory(
        testFile: test, environment: ["CHATSHOT_ARTIFACTS": "/tmp/art"]) == "/tmp/art/ChatTests")
    #expect(
      ChatSnapshot.artifactsDirectory(testFile: test, environment: [:]).hasSuffix(
        "/chatshot-artifacts/ChatTests"))
  }

  /// Under Swift Testing a failed assertion is an `Issue` at the call site.
  @Test func assertRecordsAnIssueUnderSwiftTesting() {
    let s = Scratch()
    defer { s.remove() }
    withKnownIssue {
      assertChatSnapshot(
        of: Self.conversation, named: "chat", snapshotDirectory: s.dir.path, record: .never)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("No golden at ") }
        && issue.sourceLocation?.fileName == "ChatSnapshotTests.swift"
    }
    _ = s.snapshot(.missing).verify(Self.render())
    assertChatSnapshot(
      of: Self.conversation, named: "chat",
      snapshotDirectory: s.dir.appendingPathComponent("goldens").path)
  }
}
