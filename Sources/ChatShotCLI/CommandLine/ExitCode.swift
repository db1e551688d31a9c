import ChatShot

/// The process exit codes chatshot documents (sysexits.h values where one fits).
enum ExitCode: Int32, Sendable {
  case success = 0
  /// `diff` and `check`: the images differ beyond the tolerance.
  case different = 1
  /// `diff` only, as diff(1): trouble (unreadable file, not a PNG, bad option).
  case trouble = 2
  case usage = 64
  case dataError = 65
  case noInput = 66
  case software = 70
  case cantCreate = 73
  case ioError = 74

  /// The code for a library error of `kind`: the one place where kinds become exit codes.
  init(_ kind: ChatShotErrorKind) {
    switch kind {
    case .invalidData: self = .dataError
    case .unreadableInput: self = .noInput
    case .invalidRequest: self = .usage
    case .cannotCreateOutput: self = .cantCreate
    case .writeFailed: self = .ioError
    case .internalFailure: self = .software
    }
  }
}

extension ChatShotError {
  /// The exit code this error ends the process with.
  var exitCode: ExitCode { ExitCode(kind) }
}
