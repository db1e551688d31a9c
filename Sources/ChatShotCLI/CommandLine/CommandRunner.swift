import ChatShot

/// Runs a command line: the whole of the `chatshot` executable but argument access.
enum CommandRunner {
  /// Runs `arguments` (without the program name) and returns the exit code. Expects the
  /// process set up by `ProcessSetup` (main.swift does it).
  static func run(_ arguments: [String]) -> Int32 {
    do {
      switch try Command.parse(arguments) {
      case .help(let text):
        print(text, terminator: "")
      case .version:
        print("chatshot \(chatshotVersion)")
      case .render(let command):
        if try RenderRun(command: command).run() == .upToDate {
          printError("chatshot: \(command.outputPath) is up to date")
        }
      case .batch(let command):
        return try BatchRun(command: command).run().rawValue
      case .subcommand(let command):
        return try command.run().rawValue
      }
      return ExitCode.success.rawValue
    } catch let misuse as CommandLineMisuse {
      let type = misuse.subcommand
      reportMisuse(
        type.describe(misuse.error), pointingAtHelp: misuse.error.pointsAtHelp,
        command: "chatshot " + type.name, help: type.help)
      return type.usageErrorCode.rawValue
    } catch let error as UsageError {
      reportMisuse(
        error.description, pointingAtHelp: error.pointsAtHelp, command: "chatshot",
        help: chatshotHelp)
      return ExitCode.usage.rawValue
    } catch let error as BatchUsageError {
      reportMisuse(
        error.description, pointingAtHelp: false, command: "chatshot", help: chatshotHelp)
      return ExitCode.usage.rawValue
    } catch OutputError.brokenPipe {
      // The reader went away (`chatshot … -o - | head -c 100`): nothing left to say.
      return ExitCode.success.rawValue
    } catch let error as ChatShotError {
      printError("chatshot: " + ErrorWording.text(of: error))
      return error.exitCode.rawValue
    } catch {
      printError("chatshot: internal error: \(error)")
      return ExitCode.software.rawValue
    }
  }

  /// The process's arguments after the program name, from their bytes (`FileName.decode`):
  /// `CommandLine.arguments` would repair bytes that are not UTF-8 to U+FFFD, and
  /// `-o $'out\xff.png'` would write another file.
  static func processArguments() -> [String] {
    (1..<Int(CommandLine.argc)).compactMap { index in
      CommandLine.unsafeArgv[index].map { FileName.decode(cString: $0) }
    }
  }

  /// The one way every command reports a usage error: `COMMAND: reason`, a pointer to its
  /// help when the reason is about what it accepts, then its usage lines.
  private static func reportMisuse(
    _ reason: String, pointingAtHelp: Bool, command: String, help: String
  ) {
    printError("\(command): \(reason)" + (pointingAtHelp ? " (see \(command) --help)" : ""))
    printError(usageLines(of: help))
  }
}
