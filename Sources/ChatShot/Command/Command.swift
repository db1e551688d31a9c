/// What a command line asks for.
public enum Command: Hashable, Sendable {
  case render(RenderCommand)
  case help
  case version

  /// Parses the arguments after the program name.
  public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
    var reader = ArgumentReader(arguments)
    var options = RenderOptions()
    var output: String?
    var layoutJSON: String?
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": return .help
      case "--version": return .version
      case "-o", "--output": output = try reader.value(of: option)
      case "--scale": options.scale = try reader.number(of: option, in: RenderOptions.scaleRange)
      case "--width": options.width = try reader.number(of: option, in: RenderOptions.widthRange)
      case "--compression": options.compression = try reader.integer(of: option, in: 0...9)
      case "--layout-json": layoutJSON = try reader.value(of: option)
      case "--emoticons":
        try reader.flag(option)
        options.emoticons = true
      default: throw .unknownOption(option)
      }
    }
    let positionals = reader.positionals
    guard let input = positionals.first else { throw .missingInput }
    if positionals.count > 1 { throw .unexpectedArgument(positionals[1]) }
    var command = RenderCommand(input: input)
    command.output = output
    command.layoutJSON = layoutJSON
    command.options = options
    return .render(command)
  }
}
