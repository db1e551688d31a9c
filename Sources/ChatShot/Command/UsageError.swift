/// A command line that cannot be run as written (exit 64).
public enum UsageError: ChatShotFailure, Equatable {
  case unknownOption(String)
  case missingValue(option: String)
  case invalidValue(String, option: String, expected: String)
  case missingInput
  case unexpectedArgument(String)

  public var exitCode: ExitCode { .usage }

  public var description: String {
    switch self {
    case .unknownOption(let o): "unknown option '\(o)' (see chatshot --help)"
    case .missingValue(let o): "\(o) needs a value"
    case .invalidValue(let v, let o, let expected): "\(o) \(v): expected \(expected)"
    case .missingInput: "no input file given (see chatshot --help)"
    case .unexpectedArgument(let a): "unexpected argument '\(a)'"
    }
  }
}
