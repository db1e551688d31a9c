import ChatShot

/// `chatshot diff EXPECTED.png ACTUAL.png [-o DIFF.png] [options]`: compares two PNGs with
/// pixelmatch's algorithm.
///
/// Exit codes follow diff(1), not chatshot's usual sysexits: 0 within tolerance, 1 different
/// (a different size included), 2 trouble (unreadable file, not a PNG, bad option, diff
/// image not written), each trouble reported in one line `chatshot diff: …` on stderr.
struct DiffCommand: Subcommand, Hashable, Sendable {
  static let name = "diff"
  static var help: String { diffHelp }
  /// A usage error is trouble too (2), as in diff(1).
  static var usageErrorCode: ExitCode { .trouble }
  var arguments: DiffArguments

  static func parse(_ arguments: [String]) throws(UsageError) -> DiffCommand {
    DiffCommand(arguments: try DiffArguments.parse(arguments))
  }

  static func describe(_ error: UsageError) -> String {
    if case .missingInput = error { return "needs two PNG files, EXPECTED and ACTUAL" }
    return error.description
  }

  func run() -> ExitCode {
    do {
      return try DiffRun(arguments: arguments).run()
    } catch OutputError.brokenPipe {
      return .success
    } catch let error as OutOfMemory {
      printError("chatshot diff: \(error)")
      return error.exitCode
    } catch {
      printError("chatshot diff: " + ErrorWording.text(of: error))
    }
    return .trouble
  }
}
