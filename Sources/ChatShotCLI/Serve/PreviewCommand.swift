import ChatShot
import ChatShotServe

/// `chatshot preview FILE`: the page opened on one file, redrawn when it is saved.
struct PreviewCommand: Subcommand, Sendable {
  static let name = "preview"
  var file: String
  var arguments = ServeArguments()

  static func parse(_ arguments: [String]) throws(UsageError) -> PreviewCommand {
    var reader = ArgumentReader(arguments)
    var serve = ServeArguments()
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      default:
        guard try serve.parse(option, from: &reader) else { throw .unknownOption(option) }
      }
    }
    guard let file = reader.positionals.first, file != "-" else { throw .missingInput }
    if reader.positionals.count > 1 { throw .unexpectedArgument(reader.positionals[1]) }
    return PreviewCommand(file: file, arguments: serve)
  }

  func run() throws -> ExitCode {
    try arguments.check()
    let source = try PreviewSource(path: file, limit: arguments.configuration.maxBody)
    return try ServeRun(configuration: arguments.configuration, preview: source).run()
  }

  static let help = """
    chatshot preview: the preview page opened on one file, redrawn when it is saved.

    Usage: chatshot preview <input> [--port <n>] [options]

    Prints the page's address on standard output and serves it until SIGTERM or Ctrl-C.
    The page shows the file (a .chat script, chatshot's JSON or an export) and redraws
    when it, or a photo or avatar beside it, is saved by any editor (pushed to the page
    with Server-Sent Events). Edits made in the page are written back only when Save is
    pressed. The file's folder is where its images are read from.

    Options:
    \(ServeArguments.help)
      -h, --help              show this help

    Exit codes: 0 stopped by SIGTERM or SIGINT; 64 usage error; 66 the file is missing
    or unreadable; 70 fonts missing; 73 the address cannot be listened on.

    """
}
