import ChatShot

/// A command line that cannot be run as written (exit 64).
enum UsageError: ChatShotError, Equatable {
  case unknownOption(String)
  case missingValue(option: String)
  case invalidValue(String, option: String, expected: String)
  /// A value that is refused for a reason other than its type (`--time-format "HH 'h"`: the
  /// quote is never closed).
  case refusedValue(String, option: String, reason: String)
  /// Two options that contradict each other (`--day-first --month-first`).
  case conflicting(String, String)
  /// An option that means something only with another (`--pace` without `--animate`).
  case needs(String, String)
  case missingInput
  case unexpectedArgument(String)
  /// An output that is another output, or an input (named as a message names them, e.g.
  /// `-o 'x.json'` and `the conversation 'x.json'`).
  case sameFile(output: String, other: String, otherIsInput: Bool)
  /// `-h` or `--help`: not a mistake, but it ends parsing the same way.
  case helpRequested

  var kind: ChatShotErrorKind { .invalidRequest }

  var description: String {
    switch self {
    case .unknownOption(let o): "unknown option '\(o)'"
    case .missingValue(let o): "\(o) needs a value"
    case .invalidValue(let v, let o, let expected): "\(o) \(v): expected \(expected)"
    case .refusedValue(let v, let o, let reason): "\(o) \(v): \(reason)"
    case .conflicting(let a, let b): "\(a) and \(b) cannot be used together"
    case .needs(let a, let b): "\(a) needs \(b)"
    case .missingInput: "no input file given"
    case .unexpectedArgument(let a): "unexpected argument '\(a)'"
    case .sameFile(let output, let other, false): "\(output) and \(other) are the same file"
    case .sameFile(let output, let other, true):
      "\(output) would replace \(other): an output cannot be an input"
    case .helpRequested: "help requested"
    }
  }

  /// Whether the message points at the command's help (the error is about what it accepts).
  var pointsAtHelp: Bool {
    switch self {
    case .unknownOption, .missingInput: true
    default: false
    }
  }
}

/// A usage error of a subcommand, with the subcommand it belongs to.
struct CommandLineMisuse: Error {
  var error: UsageError
  var subcommand: any Subcommand.Type
}
