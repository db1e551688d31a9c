import ChatShot

/// A `chatshot NAME …` command with its own arguments (diff, check, info, themes).
///
/// Every subcommand follows one convention, kept by `CommandRunner`: `-h`/`--help` anywhere
/// prints `help` to standard output and exits 0; a usage error prints
/// `chatshot NAME: <reason> (see chatshot NAME --help)` and the help's usage lines to
/// standard error and exits with `usageErrorCode`.
protocol Subcommand: Sendable {
  /// The word after `chatshot` that selects it.
  static var name: String { get }
  /// `chatshot NAME --help`: what it does, usage, options, exit codes.
  static var help: String { get }
  /// The exit code of a usage error: 64 unless the command says otherwise.
  static var usageErrorCode: ExitCode { get }
  /// Parses the arguments after the name; throws `UsageError.helpRequested` for `--help`.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self
  /// The reason a usage error gives (the error's own description unless reworded).
  static func describe(_ error: UsageError) -> String
  /// Runs it; the returned code is the process's exit code.
  func run() throws -> ExitCode
}

extension Subcommand {
  static var usageErrorCode: ExitCode { .usage }
  static func describe(_ error: UsageError) -> String { error.description }
}

/// Every subcommand, one line each.
let subcommands: [any Subcommand.Type] = [
  DiffCommand.self,
  InfoCommand.self,
  CheckCommand.self,
  ThemesCommand.self,
  DevicesCommand.self,
  ImportCommand.self,
  TranscriptCommand.self,
  ServeCommand.self,
  PreviewCommand.self,
]

/// The `Usage:` lines of a help text: from the line starting with `Usage:` to the first
/// blank line.
func usageLines(of help: String) -> String {
  var lines: [Substring] = []
  for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
    if lines.isEmpty && !line.hasPrefix("Usage:") { continue }
    if line.isEmpty { break }
    lines.append(line)
  }
  return lines.joined(separator: "\n")
}
