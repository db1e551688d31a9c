import ChatShot

/// Walks a command line: options with values (`--scale 2` or `--scale=2`), flags, positionals.
struct ArgumentReader {
  private var args: ArraySlice<String>
  private var pendingValue: String?
  private(set) var positionals: [String] = []
  private var optionsEnded = false
  /// Every option name returned so far (`--device` leaves the scale to a `--scale` given
  /// before it).
  private(set) var seen: Set<String> = []

  init(_ arguments: [String]) {
    args = arguments[...]
  }

  /// The command line of a command that takes no options and no operands (`devices`,
  /// `themes`): `--help`, or a usage error naming the first word it does not take.
  static func expectNothing(_ arguments: [String]) throws(UsageError) {
    var reader = ArgumentReader(arguments)
    while let option = reader.nextOption() {
      switch option {
      case "-h", "--help": throw .helpRequested
      default: throw .unknownOption(option)
      }
    }
    if let extra = reader.positionals.first { throw .unexpectedArgument(extra) }
  }

  /// The next option name (`--scale`, `-o`), collecting positionals on the way; nil at the end.
  mutating func nextOption() -> String? {
    while let arg = args.popFirst() {
      if optionsEnded || arg == "-" || !arg.hasPrefix("-") {
        positionals.append(arg)
      } else if arg == "--" {
        optionsEnded = true
      } else if arg.hasPrefix("--"), let eq = arg.firstIndex(of: "=") {
        pendingValue = String(arg[arg.index(after: eq)...])
        seen.insert(String(arg[..<eq]))
        return String(arg[..<eq])
      } else {
        seen.insert(arg)
        return arg
      }
    }
    return nil
  }

  /// The value of `option`.
  mutating func value(of option: String) throws(UsageError) -> String {
    if let v = pendingValue {
      pendingValue = nil
      return v
    }
    guard let v = args.popFirst() else { throw .missingValue(option: option) }
    return v
  }

  /// The value of `option` as a number within `range`.
  mutating func number(of option: String, in range: ClosedRange<Double>) throws(UsageError)
    -> Double
  {
    let text = try value(of: option)
    guard let n = DecimalNumber.number(text), n.isFinite, range.contains(n) else {
      throw .invalidValue(
        text, option: option,
        expected:
          "a number from \(JSONOutput.format(range.lowerBound)) to \(JSONOutput.format(range.upperBound))"
      )
    }
    return n
  }

  /// The value of `option` as a whole number within `range`.
  mutating func integer(of option: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    let text = try value(of: option)
    guard let n = DecimalNumber.wholeNumber(text), range.contains(n) else {
      throw .invalidValue(
        text, option: option,
        expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return n
  }

  /// Fails when a flag was given a value with `=`.
  mutating func flag(_ option: String) throws(UsageError) {
    if let v = pendingValue {
      pendingValue = nil
      throw .invalidValue(v, option: option, expected: "no value")
    }
  }
}
