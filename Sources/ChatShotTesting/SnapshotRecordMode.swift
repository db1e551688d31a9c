import Foundation

/// When `assertChatSnapshot` writes goldens, as snapshot-testing libraries do. The
/// `CHATSHOT_RECORD` environment variable sets it for a whole run.
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
  /// Rewrite every golden, and fail so that record mode is not left on by accident.
  case all
  /// Write goldens that do not exist yet (and fail saying so); compare the others. Default.
  case missing
  /// Rewrite goldens that differ, and missing ones (and fail saying so).
  case failed
  /// Write nothing: a missing golden is a failure (for CI).
  case never

  /// The mode `CHATSHOT_RECORD` asks for: `all`, `missing`, `failed` or `never`; `1`, `true`
  /// and `yes` mean `all`; unset or empty means `missing`.
  ///
  /// - Throws: a message naming the valid values when the variable holds anything else.
  package static func fromEnvironment(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotSetupError) -> SnapshotRecordMode {
    guard let raw = environment["CHATSHOT_RECORD"], !raw.isEmpty else { return .missing }
    let value = raw.lowercased()
    if let mode = SnapshotRecordMode(rawValue: value) { return mode }
    if ["1", "true", "yes"].contains(value) { return .all }
    throw SnapshotSetupError(
      message: "CHATSHOT_RECORD=\(raw): expected all, missing, failed or never")
  }
}

/// A problem with how snapshots are set up (not with the picture).
package struct SnapshotSetupError: Error, CustomStringConvertible, Equatable {
  package var message: String
  package var description: String { message }

  package init(message: String) {
    self.message = message
  }
}
