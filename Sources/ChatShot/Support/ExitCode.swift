/// The process exit codes chatshot documents (sysexits.h values where one fits).
public enum ExitCode: Int32, Sendable {
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
}

/// An error that a person can act on: one line of text and the exit code it maps to.
public protocol ChatShotFailure: Error, CustomStringConvertible {
  var exitCode: ExitCode { get }
}
