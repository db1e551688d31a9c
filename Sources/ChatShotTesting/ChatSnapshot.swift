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
  /// The text goldens kept beside the image (`<name>.layout.json`, `<name>.transcript.txt`),
  /// each compared exactly and recorded by the same mode.
  public var texts: [SnapshotText]
  /// Where `recordMode` came from, to say so in messages: an assertion's `record:`
  /// parameter, or `CHATSHOT_RECORD`.
  package var recordModeGiven = false
  /// Whether a golden must hold the render's very bytes, its metadata included, not only its
  /// pixels (chatshot's own goldens: a theme, font or option change re-records them on
  /// purpose). Set for a scope: `ChatSnapshot.$requiresSameBytes.withValue(true) { … }`.
  @TaskLocal package static var requiresSameBytes = false

  /// A check of the golden at `goldenPath` (and of the `texts` beside it), putting a
  /// mismatch's images in `artifactsDirectory`; nothing is read or written before `verify`.
  ///
  /// The paths are used as given: `goldenPath(named:testFile:snapshotDirectory:)` and
  /// `artifactsDirectory(testFile:environment:)` make the ones `assertChatSnapshot` uses.
  public init(
    goldenPath: String, artifactsDirectory: String, recordMode: SnapshotRecordMode,
    tolerance: GoldenTolerance, texts: [SnapshotText] = []
  ) {
    self.goldenPath = goldenPath
    self.artifactsDirectory = artifactsDirectory
    self.recordMode = recordMode
    self.tolerance = tolerance
    self.texts = texts
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

  /// Renders, compares, records as the mode says, and explains a failure. The artifacts of
  /// an earlier failure are removed once the snapshot matches again.
  ///
  /// - Returns: nil when the render matches its golden (and its text goldens); otherwise the
  ///   failure message (also when a golden was recorded, so that a test never passes without
  ///   a golden to compare).
  public func verify(_ render: () throws -> RenderedSnapshot) -> String? {
    do {
      let snapshot = try render()
      let failures = try [verifyImage(snapshot)] + texts.map { try verifyText($0, of: snapshot) }
      let messages = failures.compactMap { $0 }
      return messages.isEmpty ? nil : messages.joined(separator: "\n")
    } catch {
      return "Cannot check the snapshot \(goldenPath): \(error)"
    }
  }

  /// The image's part of `verify`.
  private func verifyImage(_ snapshot: RenderedSnapshot) throws -> String? {
    let name = Paths.stem(goldenPath)
    let actual = artifactsDirectory + "/" + name + ".actual.png"
    let diff = artifactsDirectory + "/" + name + ".diff.png"
    if recordMode == .all {
      let unchanged = GoldenFile.holds(snapshot.png, at: goldenPath)
      try GoldenFile.write(snapshot.png, to: goldenPath)
      Self.remove([actual, diff])
      return
        "Recorded \(goldenPath) (\(modeSetting)\(unchanged ? "; it was unchanged" : "")). "
        + "Turn record mode off and run the test again."
    }
    let comparison = try GoldenComparison.compare(
      snapshot, withGoldenAt: goldenPath, tolerance: tolerance)
    switch comparison.outcome {
    case .match:
      Self.remove([actual, diff])
      guard Self.requiresSameBytes, !GoldenFile.holds(snapshot.png, at: goldenPath) else {
        return nil
      }
      return try otherBytes(snapshot)
    case .missing where recordMode == .never:
      return "No golden at \(goldenPath) (\(modeSetting)). "
        + "Run the test with CHATSHOT_RECORD=missing to record it."
    case .missing:
      try GoldenFile.write(snapshot.png, to: goldenPath)
      return
        "No golden yet: recorded \(goldenPath) (\(snapshot.image.width)×\(snapshot.image.height) pixels). "
        + "Look at it, commit it and run the test again."
    case .mismatch:
      Self.remove([diff])  // a mismatch without differing pixels makes no diff image
      let written = try comparison.writeArtifacts(of: snapshot, actualPath: actual, diffPath: diff)
      var lines = comparison.reportLines(actualPath: actual, diffPath: written)
      if recordMode == .failed {
        try GoldenFile.write(snapshot.png, to: goldenPath)
        lines.insert("Re-recorded \(goldenPath) (\(modeSetting)); it differed:", at: 0)
      } else {
        lines.insert("Snapshot does not match its golden.", at: 0)
        lines.append("To accept the new picture, run the test with CHATSHOT_RECORD=failed.")
      }
      return lines.joined(separator: "\n")
    }
  }

  /// The failure of a golden with the render's pixels but other bytes: what its metadata
  /// says differs, by name; re-recorded in `.failed` mode.
  private func otherBytes(_ snapshot: RenderedSnapshot) throws -> String {
    let changes = try GoldenComparison.metadataChanges(goldenAt: goldenPath, to: snapshot)
    var lines = ["\(goldenPath): the same pixels, other bytes; what differs (golden → now):"]
    lines += (changes.isEmpty ? ["the metadata's encoding"] : changes).map { "  " + $0 }
    if recordMode == .failed {
      try GoldenFile.write(snapshot.png, to: goldenPath)
      lines.insert("Re-recorded \(goldenPath) (\(modeSetting)); its bytes differed:", at: 0)
    } else {
      lines.append("To record today's bytes, run the test with CHATSHOT_RECORD=failed.")
    }
    return lines.joined(separator: "\n")
  }

  /// The path of a text golden: the image's, `.png` replaced by the text's ending.
  func textPath(_ text: SnapshotText) -> String {
    String(goldenPath.dropLast(goldenPath.hasSuffix(".png") ? 4 : 0)) + text.fileSuffix
  }

  /// One text golden's part of `verify`: compared byte for byte, recorded as the mode says;
  /// on a mismatch the render's text goes to the artifacts and the message quotes the first
  /// line that differs.
  private func verifyText(_ kind: SnapshotText, of snapshot: RenderedSnapshot) throws -> String? {
    let path = textPath(kind)
    let actual = artifactsDirectory + "/" + Paths.stem(goldenPath) + ".actual" + kind.fileSuffix
    let text = kind.text(of: snapshot)
    let bytes = Array(text.utf8)
    let exists = GoldenFile.exists(path)
    if recordMode == .all {
      let unchanged = exists && GoldenFile.holds(bytes, at: path)
      try GoldenFile.write(bytes, to: path)
      Self.remove([actual])
      return "Recorded \(path) (\(modeSetting)\(unchanged ? "; it was unchanged" : ""))."
    }
    guard exists else {
      if recordMode == .never { return "No \(kind.noun) golden at \(path) (\(modeSetting))." }
      try GoldenFile.write(bytes, to: path)
      return
        "No \(kind.noun) golden yet: recorded \(path). Look at it, commit it and run the test again."
    }
    let golden = String(decoding: try GoldenFile.read(path), as: UTF8.self)
    if golden == text {
      Self.remove([actual])
      return nil
    }
    try GoldenFile.write(bytes, to: actual)
    let (line, was, now) = Self.firstDifference(golden, text)
    var lines = [
      "\(path): the \(kind.noun) differs at line \(line)", "  golden: \(was)", "  now:    \(now)",
      "  actual: \(actual)",
    ]
    if recordMode == .failed {
      try GoldenFile.write(bytes, to: path)
      lines.insert("Re-recorded \(path) (\(modeSetting)); it differed:", at: 0)
    }
    return lines.joined(separator: "\n")
  }

  /// The first line (from 1) where `a` and `b` differ, and that line of each ("(end)" past
  /// the last).
  static func firstDifference(_ a: String, _ b: String) -> (Int, String, String) {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false)
    let y = b.split(separator: "\n", omittingEmptySubsequences: false)
    let index =
      zip(x, y).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(x.count, y.count)
    func line(_ lines: [Substring]) -> String {
      index < lines.count ? String(lines[index].prefix(200)) : "(end)"
    }
    return (index + 1, line(x), line(y))
  }

  /// The artifacts a failed `verify` may leave, whether or not it did: the actual and diff
  /// images and the actual texts.
  package var artifactPaths: [String] {
    let base = artifactsDirectory + "/" + Paths.stem(goldenPath)
    return [base + ".actual.png", base + ".diff.png"]
      + texts.map { base + ".actual" + $0.fileSuffix }
  }

  /// "CHATSHOT_RECORD=all", or "record: .all" when the assertion's parameter set it.
  var modeSetting: String {
    recordModeGiven ? "record: .\(recordMode.rawValue)" : "CHATSHOT_RECORD=\(recordMode.rawValue)"
  }

  /// Removes stale artifacts; a file that is not there is no error.
  private static func remove(_ paths: [String]) {
    for path in paths { try? FileManager.default.removeItem(atPath: path) }
  }

  /// "BarTests" for ".../BarTests.swift".
  static func testFileStem(_ path: String) -> String { Paths.stem(path) }
}
