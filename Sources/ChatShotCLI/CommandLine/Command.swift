import ChatShot

/// What a command line asks for.
enum Command {
  case render(RenderCommand)
  /// Several inputs (or a directory) rendered into `--out-dir`.
  case batch(BatchCommand)
  /// A named subcommand (`chatshot diff …`), parsed by its own type.
  case subcommand(any Subcommand)
  case help
  case version

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    if let name = arguments.first, let type = subcommands.first(where: { $0.name == name }) {
      return .subcommand(try type.parse(Array(arguments.dropFirst())))
    }
    var reader = ArgumentReader(arguments)
    var options = RenderOptions()
    var output: String?
    var layoutJSON: String?
    var allowedDirectories: [String] = []
    var outputDirectory: String?
    var jobs: Int?
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": return .help
      case "--version": return .version
      case "-o", "--output": output = try reader.value(of: option)
      case "--layout-json": layoutJSON = try reader.value(of: option)
      case "--allow-dir": allowedDirectories.append(try reader.value(of: option))
      case "--out-dir": outputDirectory = try reader.value(of: option)
      case "-j", "--jobs": jobs = try reader.integer(of: option, in: 1...256)
      default:
        guard try options.parse(option, from: &reader) else { throw .unknownOption(option) }
      }
    }
    let positionals = reader.positionals
    guard let input = positionals.first else { throw .missingInput }
    if let outputDirectory {
      var batch = BatchCommand(inputs: positionals, outputDirectory: outputDirectory)
      (batch.jobs, batch.options, batch.output, batch.layoutJSON) = (jobs, options, output, layoutJSON)
      batch.allowedDirectories = allowedDirectories
      return .batch(batch)
    }
    if positionals.count > 1 { throw .unexpectedArgument(positionals[1]) }
    var command = RenderCommand(input: input)
    command.output = output
    command.layoutJSON = layoutJSON
    command.allowedDirectories = allowedDirectories
    command.options = options
    command.jobs = jobs
    return .render(command)
  }
}

/// A `chatshot NAME …` command with its own arguments (diff, check, info, themes…).
protocol Subcommand: Sendable {
  /// The word after `chatshot` that selects it.
  static var name: String { get }
  /// Parses the arguments after the name.
  static func parse(_ arguments: [String]) throws(UsageError) -> Self
  /// Runs it; the returned code is the process's exit code.
  func run() throws -> ExitCode
}

/// Every subcommand, one line each.
let subcommands: [any Subcommand.Type] = [
  DiffCommand.self,
  InfoCommand.self,
  CheckCommand.self,
  ThemesCommand.self,
]
