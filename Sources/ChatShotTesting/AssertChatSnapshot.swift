import ChatShot
import Foundation

/// Renders `conversation` and compares it with its golden PNG; records a test failure (an
/// `Issue` under Swift Testing, `XCTFail` under XCTest) when it differs or had to be
/// recorded.
///
/// The golden is `__Snapshots__/<TestFile>/<name>.png` beside the test file, or
/// `<snapshotDirectory>/<name>.png`. Record modes come from `record` or the
/// `CHATSHOT_RECORD` environment variable (`SnapshotRecordMode`): by default a missing golden
/// is written and the test fails saying so. On a mismatch the actual and diff images go to
/// `CHATSHOT_ARTIFACTS/<TestFile>/` (default: a folder in the temporary directory), and are
/// attached to the test under Swift Testing; the message gives the pixel counts, the paths,
/// and which rows moved or resized. Once the snapshot matches again they are removed.
///
/// The tolerance forgives pixels, not content: a golden whose metadata records another
/// conversation (a changed text, a message added) fails whatever the tolerance, and the
/// message says which messages changed. `texts` keeps the layout dump and the transcript as
/// text goldens beside the image, compared exactly.
///
/// - Parameters:
///   - conversation: the conversation to render, decoded or built in code.
///   - name: the golden's file name without `.png`; unique per test file.
///   - theme: the look (nil: the conversation's `theme`, else `default`, as the CLI picks).
///   - scale: device pixels per point, 0.5 to 4 (2 by default).
///   - width: timeline width in points (the theme's by default).
///   - emoticons: turn `:)` into emoji (nil: as the theme says).
///   - chrome: draw the theme's input bar below the messages.
///   - tolerance: how many pixels may differ (none by default).
///   - record: when to write the golden; nil takes `CHATSHOT_RECORD` (unset: `.missing`).
///   - texts: text goldens to keep beside the image and compare exactly: the layout dump
///     (`<name>.layout.json`) and the transcript (`<name>.transcript.txt`).
///   - snapshotDirectory: where the goldens are, relative to the test file's folder or
///     absolute.
///   - baseDirectory: the folder the conversation's avatar paths are relative to, recorded
///     in the golden's metadata.
///   - fileID: the test file's `#fileID`, for the failure's location; leave the default.
///   - file: the test file's `#filePath`: the goldens, artifacts and relative paths are found
///     from it; leave the default.
///   - line: the line the failure is reported at; leave the default.
///   - column: the column the failure is reported at; leave the default.
public func assertChatSnapshot(
  of conversation: Conversation,
  named name: String,
  theme: Theme? = nil,
  scale: Double = 2,
  width: Double? = nil,
  emoticons: Bool? = nil,
  chrome: Bool = false,
  tolerance: GoldenTolerance = .exact,
  snapshotDirectory: String? = nil,
  record: SnapshotRecordMode? = nil,
  texts: [SnapshotText] = [],
  baseDirectory: String? = nil,
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = SnapshotCallSite(fileID: fileID, filePath: file, line: line, column: column)
  let options = snapshotOptions(scale: scale, width: width, emoticons: emoticons, chrome: chrome)
  check(
    name: name, tolerance: tolerance, snapshotDirectory: snapshotDirectory, record: record,
    texts: texts, site: site
  ) {
    try ChatRenderer().snapshot(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory)
  }
}

/// Reads the conversation file at `path` (relative to the test file's folder, or absolute)
/// and asserts its snapshot as `assertChatSnapshot(of: Conversation, …)` does.
///
/// The file's avatar paths are relative to its folder, which the golden's metadata records
/// as the base directory. The other parameters are those of the conversation overload.
public func assertChatSnapshot(
  of path: String,
  named name: String,
  theme: Theme? = nil,
  scale: Double = 2,
  width: Double? = nil,
  emoticons: Bool? = nil,
  chrome: Bool = false,
  tolerance: GoldenTolerance = .exact,
  snapshotDirectory: String? = nil,
  record: SnapshotRecordMode? = nil,
  texts: [SnapshotText] = [],
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = SnapshotCallSite(fileID: fileID, filePath: file, line: line, column: column)
  let resolved = path.hasPrefix("/") ? path : Paths.directory(of: "\(file)") + "/" + path
  let options = snapshotOptions(scale: scale, width: width, emoticons: emoticons, chrome: chrome)
  check(
    name: name, tolerance: tolerance, snapshotDirectory: snapshotDirectory, record: record,
    texts: texts, site: site
  ) {
    let conversation = try ConversationDecoder.decode(contentsOf: resolved)
    return try ChatRenderer().snapshot(
      conversation, theme: theme, options: options,
      baseDirectory: Paths.directory(of: resolved))
  }
}

/// Reads the conversation file at `path` and asserts its snapshot rendered with `options`
/// (screen parts, device, appearance and the rest), otherwise as
/// `assertChatSnapshot(of: String, …)` does.
public func assertChatSnapshot(
  of path: String,
  named name: String,
  theme: Theme? = nil,
  options: RenderOptions,
  tolerance: GoldenTolerance = .exact,
  snapshotDirectory: String? = nil,
  record: SnapshotRecordMode? = nil,
  texts: [SnapshotText] = [],
  fileID: StaticString = #fileID,
  file: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let site = SnapshotCallSite(fileID: fileID, filePath: file, line: line, column: column)
  let resolved = path.hasPrefix("/") ? path : Paths.directory(of: "\(file)") + "/" + path
  check(
    name: name, tolerance: tolerance, snapshotDirectory: snapshotDirectory, record: record,
    texts: texts, site: site
  ) {
    let conversation = try ConversationDecoder.decode(contentsOf: resolved)
    return try ChatRenderer().snapshot(
      conversation, theme: theme, options: options,
      baseDirectory: Paths.directory(of: resolved))
  }
}

/// The render options both overloads take as parameters.
private func snapshotOptions(
  scale: Double, width: Double?, emoticons: Bool?, chrome: Bool
) -> RenderOptions {
  var options = RenderOptions()
  options.scale = scale
  options.width = width
  options.emoticons = emoticons
  options.chrome = chrome
  return options
}

/// Settles paths and the record mode, verifies, and reports a failure.
private func check(
  name: String, tolerance: GoldenTolerance, snapshotDirectory: String?,
  record: SnapshotRecordMode?, texts: [SnapshotText], site: SnapshotCallSite,
  render: () throws -> RenderedSnapshot
) {
  guard !name.isEmpty, !name.contains("/") else {
    SnapshotIssue.record("Snapshot name '\(name)' must be non-empty and without '/'", at: site)
    return
  }
  let mode: SnapshotRecordMode
  do throws(SnapshotSetupError) {
    if let record { mode = record } else { mode = try SnapshotRecordMode.fromEnvironment() }
  } catch {
    SnapshotIssue.record(error.description, at: site)
    return
  }
  let testFile = "\(site.filePath)"
  var snapshot = ChatSnapshot(
    goldenPath: ChatSnapshot.goldenPath(
      named: name, testFile: testFile, snapshotDirectory: snapshotDirectory),
    artifactsDirectory: ChatSnapshot.artifactsDirectory(testFile: testFile),
    recordMode: mode, tolerance: tolerance, texts: texts)
  snapshot.recordModeGiven = record != nil
  if let failure = snapshot.verify(render) {
    SnapshotIssue.record(failure, at: site, attaching: snapshot.artifactPaths)
  }
}
