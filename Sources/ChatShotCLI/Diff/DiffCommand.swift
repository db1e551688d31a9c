import ChatShot

/// `chatshot diff EXPECTED.png ACTUAL.png [-o DIFF.png] [options]`: compares two PNGs with
/// pixelmatch's algorithm.
///
/// Exit codes follow diff(1), not chatshot's usual sysexits: 0 within tolerance, 1 different
/// (a different size included), 2 trouble (unreadable file, not a PNG, bad option, diff
/// image not written), each trouble reported in one line `chatshot diff: …` on stderr.
/// The arguments are therefore parsed when the command runs, where a usage error can still
/// become exit 2.
struct DiffCommand: Subcommand, Hashable, Sendable {
  static let name = "diff"
  /// The arguments after `diff`.
  var arguments: [String]

  static func parse(_ arguments: [String]) -> DiffCommand {
    DiffCommand(arguments: arguments)
  }

  func run() -> ExitCode {
    do {
      switch try DiffArguments.parse(arguments) {
      case .help:
        print(diffHelp, terminator: "")
        return .success
      case .compare(let arguments):
        return try DiffRun(arguments: arguments).run()
      }
    } catch let error as UsageError {
      printError("chatshot diff: \(Self.message(for: error))")
    } catch OutputError.brokenPipe {
      return .success
    } catch {
      printError("chatshot diff: \(error)")
    }
    return .trouble
  }

  /// Usage errors worded for this subcommand.
  static func message(for error: UsageError) -> String {
    switch error {
    case .unknownOption(let option): "unknown option '\(option)' (see chatshot diff --help)"
    case .missingInput: "needs two PNG files, EXPECTED and ACTUAL (see chatshot diff --help)"
    default: error.description
    }
  }
}
