import ChatShot

/// `chatshot diff EXPECTED.png ACTUAL.png [-o DIFF.png] [options]`, parsed.
struct DiffArguments: Hashable, Sendable {
  /// Paths of the two PNGs; one of them may be `-` for standard input.
  var expected: String
  var actual: String
  /// Where the diff image goes, if anywhere.
  var output: String?
  var options = DiffOptions()
  var tolerance = DiffTolerance.exact
  /// Print a JSON object instead of the one-line summary.
  var json = false

  init(expected: String, actual: String) {
    self.expected = expected
    self.actual = actual
  }

  /// Parses the arguments after `diff`.
  static func parse(_ arguments: [String]) throws(UsageError) -> DiffArguments {
    var reader = ArgumentReader(arguments)
    var output: String?
    var options = DiffOptions()
    var tolerance = DiffTolerance.exact
    var json = false
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      case "-o", "--output": output = try reader.value(of: option)
      case "--threshold": options.threshold = try reader.number(of: option, in: 0...1)
      case "--alpha": options.alpha = try reader.number(of: option, in: 0...1)
      case "--aa-color": options.aaColor = try reader.colour(of: option)
      case "--diff-color": options.diffColor = try reader.colour(of: option)
      case "--diff-color-alt": options.diffColorAlt = try reader.colour(of: option)
      case "--max-diff-pixels":
        tolerance.maxDiffPixels = try reader.integer(of: option, in: 0...Int.max)
      case "--max-diff-ratio": tolerance.maxDiffRatio = try reader.number(of: option, in: 0...1)
      case "--include-aa", "--diff-mask", "--no-checkerboard", "--json":
        try reader.flag(option)
        switch option {
        case "--include-aa": options.includeAA = true
        case "--diff-mask": options.diffMask = true
        case "--no-checkerboard": options.checkerboard = false
        default: json = true
        }
      default: throw .unknownOption(option)
      }
    }
    let paths = reader.positionals
    guard paths.count >= 2 else { throw .missingInput }
    if paths.count > 2 { throw .unexpectedArgument(paths[2]) }
    if paths[0] == "-" && paths[1] == "-" {
      throw .invalidValue("-", option: "ACTUAL", expected: "a file when EXPECTED is standard input")
    }
    if output == "-" {
      throw .invalidValue(
        "-", option: "-o", expected: "a file (standard output carries the result)")
    }
    var parsed = DiffArguments(expected: paths[0], actual: paths[1])
    parsed.output = output
    parsed.options = options
    parsed.tolerance = tolerance
    parsed.json = json
    return parsed
  }
}

extension ArgumentReader {
  /// The value of `option` as `R,G,B`, each a whole number from 0 to 255.
  mutating func colour(of option: String) throws(UsageError) -> [UInt8] {
    let text = try value(of: option)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    let components = parts.compactMap { UInt8($0) }
    guard parts.count == 3, components.count == 3 else {
      throw .invalidValue(text, option: option, expected: "R,G,B with each from 0 to 255")
    }
    return components
  }
}
