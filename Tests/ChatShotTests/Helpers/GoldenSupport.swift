import ChatShotTesting
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Text goldens for chatshot's own tests (layout dumps, compared exactly); image goldens go
/// through ChatShotTesting's `assertChatSnapshot`.
///
/// `CHATSHOT_RECORD=1 swift test` (or `all`) rewrites goldens; a missing golden is written
/// and the test fails ("recorded new golden; re-run").
enum Golden {
  /// `<repo>`: four components above this file (`<repo>/Tests/ChatShotTests/Helpers/…`).
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let directory = repository.appendingPathComponent("Goldens")
  static var recording: Bool {
    ["1", "all"].contains(ProcessInfo.processInfo.environment["CHATSHOT_RECORD"] ?? "")
  }

  /// Compares `text` with the golden file `name`.
  static func assertText(
    _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
      record(Data(text.utf8), at: url, sourceLocation: sourceLocation)
      return
    }
    #expect(text == golden, "\(name) differs from its golden", sourceLocation: sourceLocation)
  }

  private static func record(_ data: Data, at url: URL, sourceLocation: Testing.SourceLocation) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      if !recording {
        Issue.record(
          "recorded new golden \(url.lastPathComponent); re-run", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("cannot record golden \(url.path): \(error)", sourceLocation: sourceLocation)
    }
  }
}

/// chatshot's own image goldens are today's bytes, not only today's pixels: a suite with this
/// trait fails a golden whose metadata (theme digest, fonts, options) is not what a render
/// writes now, naming what differs, so a theme or font change re-records them on purpose.
struct GoldenBytesTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ChatSnapshot.$requiresSameBytes.withValue(true) { try await function() }
  }
}

extension Trait where Self == GoldenBytesTrait {
  /// Image goldens must hold the render's very bytes (`ChatSnapshot.requiresSameBytes`).
  static var goldenBytes: Self { GoldenBytesTrait() }
}
