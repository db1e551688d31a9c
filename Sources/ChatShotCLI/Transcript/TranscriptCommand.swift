import ChatShot

/// `chatshot transcript INPUT`: prints what the picture of a conversation shows, as plain
/// text (`Transcript`), the same text `--alt-text` writes.
struct TranscriptCommand: Subcommand, Hashable, Sendable {
  static let name = "transcript"
  /// A path, or `-` for standard input.
  var input: String
  /// Further folders the conversation may name avatar files in.
  var allowedDirectories: [String] = []
  /// How an export is read (`--from`, `--me`, the selection…), as the render reads it.
  var importOptions = ImportOptions()

  static func parse(_ arguments: [String]) throws(UsageError) -> TranscriptCommand {
    var reader = ArgumentReader(arguments)
    var allowed: [String] = []
    var options = ImportOptions()
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      case "--allow-dir": allowed.append(try reader.value(of: option))
      default:
        guard try options.parse(option, from: &reader) else { throw .unknownOption(option) }
      }
    }
    guard let input = reader.positionals.first else { throw .missingInput }
    if reader.positionals.count > 1 { throw .unexpectedArgument(reader.positionals[1]) }
    var command = TranscriptCommand(input: input, allowedDirectories: allowed)
    command.importOptions = options
    return command
  }

  /// Prints the transcript escaped as every printed line is (`terminalText`): a file's
  /// ESC ] 0 ; … BEL or U+009B never reaches the terminal raw.
  func run() throws -> ExitCode {
    let conversation = try RenderRun.readInput(
      input, allowedDirectories: allowedDirectories, importOptions: importOptions
    ).conversation
    try OutputFiles.writeStandardOutput(Array(terminalText(Transcript.text(of: conversation)).utf8))
    return .success
  }

  static let help = """
    chatshot transcript: prints what a conversation's picture shows, as plain text.

    Usage: chatshot transcript <input> [--allow-dir <dir>] [import options]

    One line per message, in order, every message included: "Maya, Sat 09:12: Morning!"
    (the sender's name, the time label, the text); system rows as their text; a typing
    indicator as "Maya is typing…"; forwarded, edited and delivery states in words. The
    same text as `chatshot <input.json> --alt-text FILE` writes, and (on one line) the alt
    attribute of --html. - reads standard input. An export (WhatsApp, Telegram, Slack…) is
    read as the render reads it, with the same import options (chatshot import --help).
    Characters that could drive a terminal (controls, bidirectional controls) are printed
    escaped, as \\u001B.

    Exit codes: 0 printed; 64 usage error; 65 invalid input; 66 input unreadable.

    """
}
