import ChatShot
import ChatShotServe

/// A request's query read as the command line's options: `scale=2` is `--scale 2`, `screen`
/// (or `screen=true`) is `--screen`, by the very parsers `chatshot INPUT` uses, so that
/// `POST /render` and `chatshot` agree on every option and every refusal.
struct QueryOptions: CommandLineOptions {
  /// Parameters that take a value, named as the options.
  static let valued: Set<String> = [
    "scale", "width", "compression", "theme", "device", "appearance", "format", "page-height",
    "highlight", "callouts", "from", "me", "messages", "last", "since", "until", "time-format",
    "assistant-name", "chat", "channel",
  ]
  /// Parameters that are flags: `true`, `1`, empty or no value turn them on; `false` or `0`
  /// leave them off.
  static let flags: Set<String> = [
    "screen", "status-bar", "header", "input-bar", "chrome", "day-first", "month-first",
    "anonymize", "show-system",
  ]

  func parameters(_ query: [QueryItem]) throws(ServeError) -> RenderParameters {
    var result = RenderParameters()
    var arguments: [String] = []
    for item in query {
      switch item.name {
      case "name":
        guard let value = item.value, (1...255).contains(value.utf8.count) else {
          throw .invalidParameter(name: "name", value: item.value, expected: "a file name")
        }
        result.name = value
      case "emoticons", "metadata":
        let on = try Self.flag(item)
        if item.name == "emoticons" { arguments.append(on ? "--emoticons" : "--no-emoticons") }
        if item.name == "metadata", !on { arguments.append("--no-metadata") }
      case let name where Self.flags.contains(name):
        if try Self.flag(item) { arguments.append("--" + name) }
      case let name where Self.valued.contains(name):
        guard let value = item.value else {
          throw .invalidParameter(name: name, value: nil, expected: "a value (\(name)=…)")
        }
        arguments.append("--\(name)=\(value)")
      default:
        throw .invalidParameter(
          name: item.name, value: item.value,
          expected: "a render option: "
            + (Self.valued.union(Self.flags)).sorted().joined(separator: ", ")
            + ", emoticons, metadata, name")
      }
    }
    do {
      try read(arguments, into: &result)
    } catch {
      throw Self.parameterError(error)
    }
    return result
  }

  /// The options of `arguments`, as the command line reads them.
  private func read(_ arguments: [String], into result: inout RenderParameters) throws(UsageError) {
    var reader = ArgumentReader(arguments)
    var docs = DocsOptions()
    while let option = reader.nextOption() {
      if try docs.parse(option, from: &reader, options: &result.options) { continue }
      if try result.options.parse(option, from: &reader) { continue }
      if try result.importOptions.parse(option, from: &reader) { continue }
      throw .unknownOption(option)
    }
    result.format = docs.format
    result.scales = docs.scales
    result.appearances = docs.appearances
  }

  func snippet(
    _ parameters: RenderParameters, base: String, width: Double, height: Double, alt: String
  ) -> String {
    var docs = DocsOptions()
    docs.scales = parameters.scales
    docs.appearances = parameters.appearances
    let files = RenderRun.variants(docs: docs, scale: parameters.options.scale, base: base).map {
      HTMLSnippet.File(path: $0.path, scale: $0.scale, appearance: $0.appearance ?? .light)
    }
    return HTMLSnippet.make(files: files, width: width, height: height, alt: alt)
  }

  /// A flag's value: on unless `false` or `0`.
  private static func flag(_ item: QueryItem) throws(ServeError) -> Bool {
    switch item.value {
    case nil, "", "true", "1": return true
    case "false", "0": return false
    default:
      throw .invalidParameter(name: item.name, value: item.value, expected: "true or false")
    }
  }

  /// A usage error in the words of a query: `scale=9: expected a number from 0.5 to 4`.
  private static func parameterError(_ error: UsageError) -> ServeError {
    func name(_ option: String) -> String {
      String(option.drop { $0 == "-" })
    }
    switch error {
    case .invalidValue(let value, let option, let expected):
      return .invalidParameter(name: name(option), value: value, expected: expected)
    case .missingValue(let option):
      return .invalidParameter(name: name(option), value: nil, expected: "a value")
    default:
      return .invalidParameter(name: "query", value: nil, expected: error.description)
    }
  }
}
