import ChatShot

/// `chatshot import EXPORT [-o convo.json] [import options]`: reads a chat export and writes
/// chatshot's own JSON (sorted keys), so it can be edited before rendering. Rendering the
/// written file gives the same PNG bytes as rendering the export.
struct ImportCommand: Subcommand, Hashable, Sendable {
  static let name = "import"
  var input: String
  /// A path, or nil (or `-`) for standard output.
  var output: String?
  var options = ImportOptions()
  var allowedDirectories: [String] = []

  static func parse(_ arguments: [String]) throws(UsageError) -> ImportCommand {
    var reader = ArgumentReader(arguments)
    var options = ImportOptions()
    var output: String?
    var allowed: [String] = []
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      case "-o", "--output": output = try reader.value(of: option)
      case "--allow-dir": allowed.append(try reader.value(of: option))
      default:
        guard try options.parse(option, from: &reader) else { throw .unknownOption(option) }
      }
    }
    guard let input = reader.positionals.first else { throw .missingInput }
    if reader.positionals.count > 1 { throw .unexpectedArgument(reader.positionals[1]) }
    var command = ImportCommand(input: input)
    (command.output, command.options, command.allowedDirectories) = (output, options, allowed)
    return command
  }

  init(input: String) {
    self.input = input
  }

  static var help: String { importHelp }

  func run() throws -> ExitCode {
    if let output, output != "-" { try check(output, readFiles: []) }
    let (conversation, readFiles) = try RenderRun.readInput(
      input, allowedDirectories: allowedDirectories, importOptions: options)
    // Once read, the export's other files, avatars and photos are known: none is replaced.
    if let output, output != "-" { try check(output, readFiles: readFiles) }
    let file = output.flatMap { $0 == "-" ? nil : FilePath($0) }
    let bytes = Array(
      try ConversationJSON.document(conversation, writtenTo: file).serialized().utf8)
    guard let output, output != "-" else {
      try OutputFiles.writeStandardOutput(bytes)
      return .success
    }
    let sink = try AtomicFileSink(path: output)
    do {
      try bytes.withUnsafeBytes { try sink.write($0) }
      try OutputFiles.commit([sink])
    } catch {
      sink.abort()
      throw error
    }
    return .success
  }

  /// Refuses an output that is the export or one of the files read for it.
  private func check(_ output: String, readFiles: [ReadFile]) throws(UsageError) {
    var check = OutputCheck()
    check.input(input, "the export '\(input)'")
    check.inputs(readFiles)
    check.output(output, "-o '\(output)'")
    try check.check()
  }
}

/// `chatshot import --help`.
let importHelp = """
  chatshot import: reads a chat export (WhatsApp, Telegram, Discord, Slack, a chatbot
  transcript, a .chat script) and writes chatshot's own JSON, to edit before rendering.
  Rendering the written file gives the same PNG as rendering the export (docs/import.md).

  Usage: chatshot import <export> [-o convo.json] [import options]

  Options:
    -o, --output <file>     write the JSON there (default: standard output)
    --allow-dir <dir>       also let a native conversation use avatar files in <dir>
  \(importOptionsHelp)

  Exit codes:
    0   written
    64  usage error (an unknown option, --me or --chat naming nobody)
    65  the export is malformed or cannot be told apart (the message lists what was
        tried), or holds several chats and --chat is missing (the message lists them)
    66  the export is missing or unreadable
    73  the output cannot be created

  """

/// The import options, for `chatshot --help` and `chatshot import --help`: two spaces in,
/// descriptions at column 27 as in the main help.
let importOptionsHelp = """
    --from <format>         whatsapp, telegram, discord, slack, chatbot, script or native
                            (detected from the file when left out)
    --me <name>             the local user, drawn on the right (most exports do not say)
    --chat <name|id>        the chat of an export holding several (a Telegram account
                            export, a chatbot app's conversations, a Slack zip's channels;
                            --channel is the same)
    --day-first, --month-first
                            how WhatsApp's numeric dates read, when the file cannot tell
    --messages <A..B>       keep input messages A to B (0-based, inclusive; or ids)
    --last <n>              keep the last n messages (system lines included)
    --since <date>, --until <date>
                            keep the days from/until an ISO date (2024-03-01)
    --time-format <pattern> time labels as HH:mm, h:mm a, EEE d MMM HH:mm… (English)
    --anonymize             aliases for people, masked phone numbers and addresses
    --assistant-name <name> a chatbot transcript's assistant (default Assistant)
    --show-system           keep a chatbot transcript's system prompts
  """
