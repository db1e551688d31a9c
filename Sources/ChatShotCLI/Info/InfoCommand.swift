import ChatShot

/// `chatshot info FILE.png [--json]`: prints the metadata chatshot wrote into a PNG.
///
/// Exit 0 with metadata; 1 when the PNG has none (made with `--no-metadata`, or not by
/// chatshot); 65 when the file is not a PNG or its metadata is damaged; 66 when it cannot be
/// read.
struct InfoCommand: Subcommand, Hashable, Sendable {
  static let name = "info"
  var file: String
  /// Print JSON (sorted keys) instead of text.
  var json = false

  static func parse(_ arguments: [String]) throws(UsageError) -> InfoCommand {
    var reader = ArgumentReader(arguments)
    var json = false
    while let option = reader.nextOption() {
      switch option {
      case "--json":
        try reader.flag(option)
        json = true
      case "-h", "--help": throw .helpRequested
      default: throw .unknownOption(option)
      }
    }
    guard let file = reader.positionals.first else { throw .missingInput }
    if reader.positionals.count > 1 { throw .unexpectedArgument(reader.positionals[1]) }
    var command = InfoCommand(file: file)
    command.json = json
    return command
  }

  init(file: String) {
    self.file = file
  }

  static var help: String { infoHelp }

  func run() throws -> ExitCode {
    // Only the chunks before the image data are read: a 33 MB screenshot costs a few reads.
    let (header, chunks) = try GoldenFile.readHeaderAndText(FilePath(file))
    guard let metadata = try RenderMetadata(textChunks: chunks) else {
      printError(
        "chatshot: '\(file)' has no chatshot metadata (made with --no-metadata, or not by chatshot)"
      )
      return .different
    }
    let report = InfoReport(file: file, header: header, metadata: metadata)
    if json {
      printJSON(try report.json().serialized())
    } else {
      printOutput(report.text())
    }
    return .success
  }
}

/// `chatshot info --help`.
let infoHelp = """
  chatshot info: prints the metadata chatshot wrote into a PNG: version, render options,
  theme, library versions, font and image identities, the conversation and the layout.

  Usage: chatshot info <file.png> [--json]

  Options:
    --json      print one JSON object with sorted keys (conversation and layout included)

  Exit codes:
    0   the PNG has chatshot metadata
    1   it has none (made with --no-metadata, or not by chatshot)
    65  not a PNG, or the metadata is damaged
    66  the file is missing or unreadable

  """
