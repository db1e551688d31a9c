import ChatShot
import ChatShotServe

/// `chatshot serve`: the render service and the preview page, until SIGTERM.
struct ServeCommand: Subcommand, Sendable {
  static let name = "serve"
  var arguments = ServeArguments()

  static func parse(_ arguments: [String]) throws(UsageError) -> ServeCommand {
    var reader = ArgumentReader(arguments)
    var command = ServeCommand()
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      default:
        guard try command.arguments.parse(option, from: &reader) else {
          throw .unknownOption(option)
        }
      }
    }
    if let extra = reader.positionals.first { throw .unexpectedArgument(extra) }
    return command
  }

  func run() throws -> ExitCode {
    try arguments.check()
    return try ServeRun(configuration: arguments.configuration, preview: nil).run()
  }

  static let help = """
    chatshot serve: renders over HTTP, with a page that redraws as you type.

    Usage: chatshot serve [--port <n>] [--host <address>] [--allow-dir <dir>]… [options]

    Prints the page's address (http://127.0.0.1:8080/) and serves until SIGTERM or Ctrl-C,
    which let the requests in flight finish. POST /render takes a conversation (JSON, a
    .chat script or any export, or multipart with its images) and the render options as
    query parameters named as chatshot's (scale=2&theme=green&format=webp) and returns the
    bytes chatshot writes; POST /dump, /transcript, /snippet; GET /themes, /devices,
    /healthz, /metrics. Errors are JSON {"error", "kind", "path", "line", "column"}.
    See docs/serve.md.

    Options:
    \(ServeArguments.help)
      -h, --help              show this help

    Exit codes: 0 stopped by SIGTERM or SIGINT; 64 usage error; 70 fonts missing;
    73 the address cannot be listened on (in use, not this machine's).

    """
}
