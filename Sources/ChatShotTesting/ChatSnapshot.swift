import ChatShot
import Foundation

/// One snapshot assertion without the test framework: where its golden and artifacts are,
/// and `verify`, which returns the failure message (nil when it passed). The machinery is
/// `chatshot check`'s: `GoldenComparison` and its report.
public struct ChatSnapshot: Sendable {
  /// The golden PNG.
  public var goldenPath: String
  /// Where `<name>.actual.png` and `<name>.diff.png` go on a mismatch.
  public var artifactsDirectory: String
  /// When `verify` writes the golden instead of, or besides, comparing with it.
  public var recordMode: SnapshotRecordMode
  /// How far the render may differ from the golden and still pass.
  public var tolerance: GoldenTolerance

  /// A check of the golden at `goldenPath`, putting a mismatch's images in
  /// `artifactsDirectory`; nothing is read or written before `verify`.
  ///
  /// The paths are used as given: `goldenPath(named:testFile:snapshotDirectory:)` and
  /// `artifactsDirectory(testFile:environment:)` make the ones `assertChatSnapshot` uses.
  public init(
    goldenPath: String, artifactsDirectory: String, recordMode: SnapshotRecordMode,
    tolerance: GoldenTolerance
  ) {
    self.goldenPath = goldenPath
    self.artifactsDirectory = artifactsDirectory
    self.recordMode = recordMode
    self.tolerance = tolerance
  }

  /// `<folder of testFile>/__Snapshots__/<TestFile>/<name>.png`, or `<snapshotDirectory>/<name>.png`
  /// (a relative `snapshotDirectory` is relative to the test file's folder).
  public static func goldenPath(
    named name: String, testFile: String, snapshotDirectory: String? = nil
  ) -> String {
    let folder = Paths.directory(of: testFile)
    let base: String
    if let snapshotDirectory {
      base = snapshotDirectory.hasPrefix("/") ? snapshotDirectory : folder + "/" + snapshotDirectory
    } else {
      base = folder + "/__Snapshots__/" + testFileStem(testFile)
    }
    return URL(fileURLWithPath: base + "/" + name + ".png").standardized.path
  }

  /// `CHATSHOT_ARTIFACTS`, or `chatshot-artifacts` in the temporary directory, then
  /// `/<TestFile>`.
  public static func artifactsDirectory(
    testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    var root = environment["CHATSHOT_ARTIFACTS"] ?? ""
    if root.isEmpty {
      root =
        FileManager.default.temporaryDirectory.appendingPathComponent("chatshot-artifacts").path
    }
    return root + "/" + testFileStem(testFile)
  }

  /// Renders, compares, records as the mode says, and explains a failure.
  ///
  /// - Returns: nil when the render matches its golden; otherwise the failure message (also
  ///   when a golden was recorded, so that a test never passes without a golden to compare).
  public func verify(_ render: () throws -> RenderedSnapshot) -> String? {
    do {
      let snapshot = try render()
      if recordMode == .all {
        let unchanged = (try? GoldenFile.read(goldenPath)) == snapshot.png
        try GoldenFile.write(snapshot.png, to: goldenPath)
        return
          "Recorded \(goldenPath) (CHATSHOT_RECORD=all\(unchanged ? "; it was unchanged" : "")). "
          + "Turn record mode off and run the test again."
      }
      let comparison = try GoldenComparison.compare(
        snapshot, withGoldenAt: goldenPath, tolerance: tolerance)
      switch comparison.outcome {
      case .match:
        return nil
      case .missing where recordMode == .never:
        return "No golden at \(goldenPath) (CHATSHOT_RECORD=never). "
          + "Run the test with CHATSHOT_RECORD=missing to record it."
      case .missing:
        try GoldenFile.write(snapshot.png, to: goldenPath)
        return
          "No golden yet: recorded \(goldenPath) (\(snapshot.image.width)×\(snapshot.image.height) pixels). "
          + "Look at it, commit it and run the test again."
      case .mismatch:
        let name = Paths.stem(goldenPath)
        let actual = artifactsDirectory + "/" + name + ".actual.png"
        let diff = try comparison.writeArtifacts(
          of: snapshot, actualPath: actual, diffPath: artifactsDirectory + "/" + name + ".diff.png")
        var lines = comparison.reportLines(actualPath: actual, diffPath: diff)
        if recordMode == .failed {
          try GoldenFile.write(snapshot.png, to: goldenPath)
          lines.insert("Re-recorded \(goldenPath) (CHATSHOT_RECORD=failed); it differed:", at: 0)
        } else {
          lines.insert("Snapshot does not match its golden.", at: 0)
          lines.append("To accept the new picture, run the test with CHATSHOT_RECORD=failed.")
        }
        return lines.joined(separator: "\n")
      }
    } catch {
      return "Cannot check the snapshot \(goldenPath): \(error)"
    }
  }

  /// "BarTests" for ".../BarTests.swift".
  static func testFileStem(_ path: String) -> String { Paths.stem(path) }
}
