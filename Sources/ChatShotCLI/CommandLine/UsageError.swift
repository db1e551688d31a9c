import ChatShot

/// A command line that cannot be run as written (exit 64).
enum UsageError: ChatShotError, Equatable {
  case unknownOption(String)
  case missingValue(option: String)
  case invalidValue(String, option: String, expected: String)
  case missingInput
  case unexpectedArgument(String)

  var kind: ChatShotErrorKind { .invalidRequest }

  var description: String {
    switch self {
    case .unknownOption(let o): "unknown option '\(o)' (see chatshot --help)"
    case .missingValue(let o): "\(o) needs a value"
    case .invalidValue(let v, let o, let expected): "\(o) \(v): expected \(expected)"
    case .missingInput: "no input file given (see chatshot --help)"
    case .unexpectedArgument(let a): "unexpected argument '\(a)'"
    }
  }
}
