/// An error that a person can act on: one line of text (`description`) and what kind of
/// failure it is.
///
/// Every error the library throws conforms. The `kind` lets a caller react without parsing
/// text; the `chatshot` executable maps it to its documented exit code.
public protocol ChatShotError: Error, CustomStringConvertible {
  /// What kind of failure this is.
  var kind: ChatShotErrorKind { get }
}

/// The kinds of failure, from the caller's point of view.
public enum ChatShotErrorKind: Hashable, Sendable {
  /// The input's contents are invalid: a JSON syntax error, a wrong type, an image that is
  /// not a PNG, a text that cannot be drawn within the limits.
  case invalidData
  /// An input file (conversation, theme, image, golden) is missing or cannot be read.
  case unreadableInput
  /// The request cannot be carried out as asked: an option out of range, a theme that lacks
  /// the part asked for.
  case invalidRequest
  /// An output file cannot be created (missing folder, permission, a directory in the way).
  case cannotCreateOutput
  /// Writing an output failed (disk full, I/O error, the reader of standard output left).
  case writeFailed
  /// Something failed that should not (a defect, or a C library out of memory).
  case internalFailure
}
