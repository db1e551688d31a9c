import ChatShot
import ChatShotTesting
import Foundation
import XCTest

/// `assertChatSnapshot` under XCTest: failures go through `XCTFail` (captured here by
/// overriding `recordFailure`), and a recorded golden matches on the next run.
final class AssertChatSnapshotXCTests: XCTestCase {
  private var captured: [String] = []
  private var capturing = false

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if capturing {
      captured.append(description)
    } else {
      super.recordFailure(
        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
    }
  }

  func testMissingGoldenIsRecordedFailsAndThenMatches() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatshot-xct-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let conversation = Conversation(
      participants: [Participant(id: "me"), Participant(id: "bo")],
      messages: [Message(from: "bo", text: "XCTest?"), Message(from: "me", text: "XCTest.")])
    capturing = true
    assertChatSnapshot(
      of: conversation, named: "xct", scale: 1, snapshotDirectory: dir.path, record: .missing)
    capturing = false
    XCTAssertEqual(captured.count, 1)
    XCTAssertTrue(
      captured.first?.contains("No golden yet: recorded \(dir.path)/xct.png") == true, "\(captured)"
    )
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: dir.appendingPathComponent("xct.png").path))
    captured = []
    capturing = true
    assertChatSnapshot(
      of: conversation, named: "xct", scale: 1, snapshotDirectory: dir.path, record: .never)
    capturing = false
    XCTAssertEqual(captured, [])
  }
}
