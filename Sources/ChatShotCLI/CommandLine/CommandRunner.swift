import ChatShot

/// Runs a command line: the whole of the `chatshot` executable but argument access.
enum CommandRunner {
  /// Runs `arguments` (without the program name) and returns the exit code.
  static func run(_ arguments: [String]) -> Int32 {
    // A closed stdout must be an error we can handle quietly, not a SIGPIPE death; an
    // interrupted render must leave no temporary file behind.
    ignoreSIGPIPE()
    TemporaryFileRegistry.installSignalHandlers()
    do {
      switch try Command.parse(arguments) {
      case .help:
        print(chatshotHelp, terminator: "")
      case .version:
        print("chatshot \(chatshotVersion)")
      case .render(let command):
        try RenderRun(command: command).run()
      case .batch(let command):
        return try BatchRun(command: command).run().rawValue
      case .subcommand(let command):
        return try command.run().rawValue
      }
      return ExitCode.success.rawValue
    } catch let error as BatchUsageError {
      printError("chatshot: \(error)")
      printError("Usage: chatshot <input.json>… --out-dir <dir> [-j <n>] [--scale <n>] …")
      return error.exitCode.rawValue
    } catch let error as UsageError {
      printError("chatshot: \(error)")
      printError("Usage: chatshot <input.json> [-o <output.png>] [--scale <n>] [--width <pt>] …")
      return error.exitCode.rawValue
    } catch OutputError.brokenPipe {
      // The reader went away (`chatshot … -o - | head -c 100`): nothing left to say.
      return ExitCode.success.rawValue
    } catch let error as ChatShotError {
      printError("chatshot: \(error)")
      return error.exitCode.rawValue
    } catch {
      printError("chatshot: internal error: \(error)")
      return ExitCode.software.rawValue
    }
  }
}
