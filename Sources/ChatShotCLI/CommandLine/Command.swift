import ChatShot

/// What a command line asks for.
enum Command {
  case render(RenderCommand)
  /// Several inputs (or a directory) rendered into `--out-dir`.
  case batch(BatchCommand)
  /// A named subcommand (`chatshot diff …`), parsed by its own type.
  case subcommand(any Subcommand)
  /// Print this help text to standard output.
  case help(String)
  case version

  /// Parses the arguments after the program name.
  static func parse(_ arguments: [String]) throws -> Command {
    if let name = arguments.first, let type = subcommands.first(where: { $0.name == name }) {
      do {
        return .subcommand(try type.parse(Array(arguments.dropFirst())))
      } catch .helpRequested {
        return .help(type.help)
      } catch {
        throw CommandLineMisuse(error: error, subcommand: type)
      }
    }
    var reader = ArgumentReader(arguments)
    var parsed = Parsed()
    while let option = reader.nextOption() {
      if let early = try parsed.take(option, from: &reader) { return early }
    }
    try RenderOptions.checkAnimationOptions(reader)
    return try parsed.command(positionals: reader.positionals)
  }

  /// The options of a render or a batch, as they are read.
  private struct Parsed {
    var options = RenderOptions()
    var importOptions = ImportOptions()
    var output: String?
    var layoutJSON: String?
    var allowedDirectories: [String] = []
    var outputDirectory: String?
    var jobs: Int?
    var docs = DocsOptions()
    var jsonl: String?
    var shard: BatchShard?

    /// Reads `option` (and its value); a command when it is one by itself (help, version).
    mutating func take(_ option: String, from reader: inout ArgumentReader) throws -> Command? {
      switch option {
      case "-h", "--help": return .help(chatshotHelp)
      case "--version": return .version
      case "-o", "--output": output = try reader.value(of: option)
      case "--layout-json": layoutJSON = try reader.value(of: option)
      case "--allow-dir": allowedDirectories.append(try reader.value(of: option))
      case "--out-dir": outputDirectory = try reader.value(of: option)
      case "-j", "--jobs": jobs = try reader.integer(of: option, in: 1...256)
      case "--jsonl": jsonl = try reader.value(of: option)
      case "--shard": shard = try BatchShard.parse(reader.value(of: option))
      default:
        guard
          try docs.parse(option, from: &reader, options: &options)
            || options.parse(option, from: &reader) || importOptions.parse(option, from: &reader)
        else {
          throw UsageError.unknownOption(option)
        }
      }
      return nil
    }

    /// A batch with `--out-dir`, else one render.
    func command(positionals: [String]) throws -> Command {
      if jsonl != nil || shard != nil, outputDirectory == nil {
        throw UsageError.invalidValue(
          jsonl ?? "--shard", option: jsonl != nil ? "--jsonl" : "--shard",
          expected: "to be used with --out-dir (a batch)")
      }
      if let outputDirectory { return try batch(positionals, into: outputDirectory) }
      guard let input = positionals.first else { throw UsageError.missingInput }
      if positionals.count > 1 { throw UsageError.unexpectedArgument(positionals[1]) }
      var command = RenderCommand(input: input)
      command.output = output
      command.layoutJSON = layoutJSON
      command.allowedDirectories = allowedDirectories
      command.options = options
      command.importOptions = importOptions
      command.jobs = jobs
      command.docs = docs
      return .render(command)
    }

    private func batch(_ positionals: [String], into outputDirectory: String) throws -> Command {
      guard importOptions.isDefault else {
        throw UsageError.invalidValue(
          outputDirectory, option: "--out-dir",
          expected: "no import options (--me, --messages, --last…): they apply to one input")
      }
      if positionals.isEmpty && jsonl == nil { throw UsageError.missingInput }
      var batch = BatchCommand(inputs: positionals, outputDirectory: outputDirectory)
      (batch.jobs, batch.options, batch.output, batch.layoutJSON) = (
        jobs, options, output, layoutJSON
      )
      (batch.allowedDirectories, batch.jsonl, batch.shard) = (allowedDirectories, jsonl, shard)
      batch.docs = docs
      return .batch(batch)
    }
  }
}
