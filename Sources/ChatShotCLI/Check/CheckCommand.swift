import ChatShot

/// `chatshot check [INPUT] --golden G.png [render options] [tolerances] [--artifacts DIR]
/// [--update]`, or `chatshot check G.png …`: renders in memory and compares with a golden.
///
/// Without INPUT the conversation, options and theme come from the golden's metadata; render
/// options given on the command line then override the recorded ones.
///
/// Exit codes: 0 match (or golden written with `--update`); 1 mismatch or missing golden;
/// 64 usage; 65 invalid input, golden not a PNG or damaged metadata; 66 input (or, without
/// INPUT, the golden) missing; 73/74 artifacts or golden cannot be written.
struct CheckCommand: Subcommand {
  static let name = "check"

  /// The conversation file (`-` for standard input), or nil to re-render from the golden.
  var input: String?
  var golden: String
  var options = RenderOptions()
  var tolerance = GoldenTolerance()
  /// Where `G.actual.png` and `G.diff.png` go (default: beside the golden).
  var artifacts: String?
  /// Write or replace the golden instead of failing.
  var update = false
  /// `--allow-dir` folders the conversation may name avatar files in (as for a render).
  var allowedDirectories: [String] = []
  /// The arguments as given, to print the command that records a missing golden.
  var arguments: [String] = []
  /// Each render option as parsed, to apply again over a golden's recorded options.
  var renderOptionReplays: [(option: String, reader: ArgumentReader)] = []

  init(input: String?, golden: String) {
    self.input = input
    self.golden = golden
  }

  static func parse(_ arguments: [String]) throws(UsageError) -> CheckCommand {
    var reader = ArgumentReader(arguments)
    var options = RenderOptions()
    var tolerance = GoldenTolerance()
    var golden: String?
    var artifacts: String?
    var update = false
    var allowedDirectories: [String] = []
    var replays: [(String, ArgumentReader)] = []
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      case "--golden": golden = try reader.value(of: option)
      case "--artifacts": artifacts = try reader.value(of: option)
      case "--allow-dir": allowedDirectories.append(try reader.value(of: option))
      case "--update":
        try reader.flag(option)
        update = true
      case "--max-diff-pixels":
        tolerance.maxDiffPixels = try reader.integer(of: option, in: 0...Int(Int32.max))
      case "--max-diff-ratio": tolerance.maxDiffRatio = try reader.number(of: option, in: 0...1)
      case "--threshold": tolerance.threshold = try reader.number(of: option, in: 0...1)
      default:
        let before = reader
        guard try options.parse(option, from: &reader) else { throw .unknownOption(option) }
        replays.append((option, before))
      }
    }
    let positionals = reader.positionals
    var command: CheckCommand
    if let golden {
      if positionals.count > 1 { throw .unexpectedArgument(positionals[1]) }
      command = CheckCommand(input: positionals.first, golden: golden)
    } else {
      guard let only = positionals.first else { throw .missingInput }
      if positionals.count > 1 {
        throw .invalidValue(
          positionals[1], option: "check",
          expected: "one golden PNG, or INPUT --golden G.png")
      }
      command = CheckCommand(input: nil, golden: only)
    }
    command.options = options
    command.tolerance = tolerance
    command.artifacts = artifacts
    command.update = update
    command.allowedDirectories = allowedDirectories
    command.arguments = arguments
    command.renderOptionReplays = replays
    return command
  }

  static var help: String { checkHelp }

  func run() throws -> ExitCode {
    do {
      return try CheckRun(command: self).run()
    } catch let error as UsageError {
      // Found while running (an --allow-dir that is no folder, an output that is an input):
      // reported as a usage error of check's.
      throw CommandLineMisuse(error: error, subcommand: CheckCommand.self)
    }
  }
}
