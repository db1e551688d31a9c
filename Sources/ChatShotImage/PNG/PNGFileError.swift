import ChatShotCore

/// A file that should be a PNG and is not a valid one (`.invalidData`, or PNGError's own kind).
public struct PNGFileError: ChatShotError, Equatable {
  /// The file as the user named it.
  public var path: String
  /// What is wrong with it.
  public var error: PNGError

  /// The error `error` found in the file at `path`.
  public init(path: String, error: PNGError) {
    self.path = path
    self.error = error
  }

  /// The kind of the PNG error: `.invalidData` for a damaged or foreign file.
  public var kind: ChatShotErrorKind { error.kind }
  /// `PATH: reason`.
  public var description: String { "\(path): \(error)" }
}
