import ChatShot

extension ImportOptions {
  /// Consumes `option` (and its value) if it is an import option (`--from`, `--me`, the
  /// selection, `--time-format`, `--anonymize`…); false if it is not one. Shared by
  /// `chatshot INPUT` and `chatshot import`.
  mutating func parse(_ option: String, from reader: inout ArgumentReader) throws(UsageError)
    -> Bool
  {
    switch option {
    case "--from":
      let value = try reader.value(of: option)
      guard let chosen = ImportFormat(rawValue: value) else {
        throw .invalidValue(
          value, option: option,
          expected: ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))
      }
      format = chosen
    case "--me": me = try reader.value(of: option)
    case "--chat", "--channel": chat = try reader.value(of: option)
    case "--day-first", "--month-first":
      try reader.flag(option)
      let first = option == "--day-first"
      if let given = dayFirst, given != first { throw .conflicting("--day-first", "--month-first") }
      dayFirst = first
    case "--messages":
      let value = try reader.value(of: option)
      guard let (from, through) = ImportSelection.range(value) else {
        throw .invalidValue(
          value, option: option, expected: "A..B, A.. or ..B (indexes from 0, or message ids)")
      }
      (selection.from, selection.through) = (from, through)
    case "--last": selection.last = try reader.integer(of: option, in: 1...100_000)
    case "--since": selection.since = try Self.isoDate(reader.value(of: option), option)
    case "--until": selection.until = try Self.isoDate(reader.value(of: option), option)
    case "--time-format":
      let value = try reader.value(of: option)
      if case .failure(let problem) = TimeFormat.parse(value) {
        throw .refusedValue(value, option: option, reason: problem.reason)
      }
      timeFormat = value
    case "--anonymize", "--anonymise":
      try reader.flag(option)
      anonymize = true
    case "--assistant-name": assistantName = try reader.value(of: option)
    case "--show-system":
      try reader.flag(option)
      showSystem = true
    default: return false
    }
    return true
  }

  /// Whether any option changes what a native conversation gives (so that `chatshot INPUT`
  /// without them reads native JSON exactly as before).
  var isDefault: Bool { self == ImportOptions() }

  private static func isoDate(_ value: String, _ option: String) throws(UsageError) -> String {
    let parts = value.split(separator: "-", omittingEmptySubsequences: false)
    let ok =
      value.utf8.count == 10 && parts.count == 3 && parts[0].count == 4 && parts[1].count == 2
      && parts.allSatisfy { !$0.hasPrefix("-") && DecimalNumber.wholeNumber($0) != nil }
    guard ok else { throw .invalidValue(value, option: option, expected: "a date like 2024-03-01") }
    return value
  }
}
