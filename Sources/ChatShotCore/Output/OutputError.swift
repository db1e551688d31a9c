internal import Glibc

/// Why output could not be written.
public enum OutputError: ChatShotError, Equatable {
  /// The file cannot be created: missing or unwritable directory, a directory in the way.
  case cannotCreate(path: String, code: Int32)
  /// Writing, syncing or closing the file failed (disk full, I/O error).
  case writeFailed(path: String, code: Int32)
  /// Writing to standard output failed for a reason other than a closed pipe.
  case standardOutputFailed(code: Int32)
  /// The reader of standard output went away (EPIPE). A command-line tool usually stops
  /// quietly; requires SIGPIPE to be ignored (`signal(SIGPIPE, SIG_IGN)`), or the process
  /// just dies.
  case brokenPipe
  /// The sink was used after `commit()` or `abort()` (a defect in chatshot).
  case alreadyClosed(path: String)

  /// `.cannotCreateOutput` when the file cannot be created, `.writeFailed` when writing fails,
  /// `.internalFailure` for a defect.
  public var kind: ChatShotErrorKind {
    switch self {
    case .cannotCreate: .cannotCreateOutput
    case .writeFailed, .standardOutputFailed, .brokenPipe: .writeFailed
    case .alreadyClosed: .internalFailure
    }
  }

  /// One line naming the file and the C library's reason, e.g. `cannot write 'out/shot.png':
  /// No such file or directory`.
  public var description: String {
    switch self {
    case .cannotCreate(let path, let code): "cannot write '\(path)': \(Self.reason(code))"
    case .writeFailed(let path, let code): "error writing '\(path)': \(Self.reason(code))"
    case .standardOutputFailed(let code): "error writing standard output: \(Self.reason(code))"
    case .brokenPipe: "standard output was closed (broken pipe)"
    case .alreadyClosed(let path): "'\(path)' was written to after it was closed"
    }
  }

  /// The C library's text for an errno value ("No such file or directory"). chatshot never
  /// calls setlocale, so this is the untranslated C-locale text.
  package static func reason(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
