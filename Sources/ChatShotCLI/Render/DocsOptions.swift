import ChatShot

/// The options that make a render a set of files for a docs page: the format, every scale
/// and appearance, the `<picture>` snippet, the alt text.
struct DocsOptions: Hashable, Sendable {
  /// `--format`: wins over the output's extension (needed for `-o -`).
  var format: OutputFormat?
  /// `--scale 1,2,3`: every scale, one file each; empty when one scale was given.
  var scales: [Double] = []
  /// `--appearance light,dark`: one set of files each (dark ones named `.dark`); empty when
  /// one appearance was given (it is then the options' own, and names no file).
  var appearances: [Appearance] = []
  /// `--html FILE`: where the `<picture>` snippet goes (`-`: standard output).
  var html: String?
  /// `--alt-text FILE`: where the transcript goes (`-`: standard output).
  var altText: String?
  /// `--if-changed`: leave every output whose metadata (or, for a text, whose bytes) shows it
  /// is what this render would write, untouched (`RenderRun+IfChanged`).
  var ifChanged = false

  /// Extensions of image formats chatshot does not write: refused rather than written as PNG.
  static let otherImageExtensions: Set<String> = [
    "jpg", "jpeg", "gif", "bmp", "tif", "tiff", "heic", "heif", "avif", "jxl", "ico", "eps", "ps",
  ]

  /// Consumes `option` (and its value) if it is one of these; false if it is not.
  mutating func parse(
    _ option: String, from reader: inout ArgumentReader, options: inout RenderOptions
  ) throws(UsageError) -> Bool {
    switch option {
    case "--format": format = try Self.format(reader.value(of: option), option: option)
    case "--scale":
      let value = try reader.value(of: option)
      scales = try Self.list(value, option: option) { (item: Substring) throws(UsageError) in
        guard let n = DecimalNumber.number(item), RenderOptions.scaleRange.contains(n) else {
          throw .invalidValue(
            value, option: option,
            expected: value.contains(",")
              ? "numbers from 0.5 to 4 separated by commas (1,2,3)" : "a number from 0.5 to 4")
        }
        return n
      }
      options.scale = scales[0]
      if scales.count == 1 { scales = [] }
    case "--appearance":
      let value = try reader.value(of: option)
      appearances = try Self.list(value, option: option) {
        (item: Substring) throws(UsageError) in
        guard let appearance = Appearance(rawValue: String(item)) else {
          throw .invalidValue(
            value, option: option,
            expected: value.contains(",") ? "light,dark" : "light or dark")
        }
        return appearance
      }
      options.appearance = appearances[0]
      if appearances.count == 1 { appearances = [] }
    case "--page-height":
      options.pageHeight = try reader.number(of: option, in: RenderOptions.pageHeightRange)
    case "--highlight": options.highlight = try Self.rows(reader.value(of: option), option: option)
    case "--callouts": options.callouts = try Self.rows(reader.value(of: option), option: option)
    case "--html": html = try reader.value(of: option)
    case "--alt-text": altText = try reader.value(of: option)
    case "--if-changed": ifChanged = true
    default: return false
    }
    return true
  }

  /// Whether any option asks for more than the one picture a batch writes per input.
  var isSet: Bool { !scales.isEmpty || !appearances.isEmpty || html != nil || altText != nil }

  /// A `--format` value.
  static func format(_ value: String, option: String) throws(UsageError) -> OutputFormat {
    guard let format = OutputFormat(rawValue: value.lowercased()) else {
      throw .invalidValue(value, option: option, expected: "one of " + OutputFormat.names)
    }
    return format
  }

  /// The format to write `path` in: `--format`, else its extension's, else PNG; an extension
  /// of another image format is refused.
  func format(for path: String, option: String) throws(UsageError) -> OutputFormat {
    if let format { return format }
    if let byExtension = OutputFormat(path: path) { return byExtension }
    let name = path.split(separator: "/").last ?? ""
    if let dot = name.lastIndex(of: "."),
      Self.otherImageExtensions.contains(name[name.index(after: dot)...].lowercased())
    {
      throw .invalidValue(
        path, option: option,
        expected: "a file chatshot can write: " + OutputFormat.names
          + " (by its extension or --format)")
    }
    return .png
  }

  /// A `--highlight` or `--callouts` value: indexes (`3`), ranges (`3..5`) and message ids,
  /// separated by commas.
  static func rows(_ value: String, option: String) throws(UsageError) -> [RowSelector] {
    try list(value, option: option) { (item: Substring) throws(UsageError) -> RowSelector in
      let bounds = item.split(separator: ".", omittingEmptySubsequences: false)
      if let i = DecimalNumber.wholeNumber(item), i >= 0 { return .index(i) }
      if bounds.count == 3, bounds[1].isEmpty, let a = DecimalNumber.wholeNumber(bounds[0]),
        let b = DecimalNumber.wholeNumber(bounds[2]),
        a >= 0, a <= b
      {
        return .range(a...b)
      }
      guard !item.isEmpty, item.first?.isNumber == false else {
        throw .invalidValue(
          value, option: option,
          expected: "row indexes (3), ranges (3..5) or message ids, separated by commas")
      }
      return .id(String(item))
    }
  }

  /// The comma-separated items of `value`, each parsed, without repeats.
  private static func list<T: Equatable>(
    _ value: String, option: String, _ parse: (Substring) throws(UsageError) -> T
  ) throws(UsageError) -> [T] {
    var items: [T] = []
    for part in value.split(separator: ",", omittingEmptySubsequences: false) {
      let item = try parse(part)
      guard !items.contains(item) else {
        throw .invalidValue(value, option: option, expected: "each value once")
      }
      items.append(item)
    }
    return items
  }
}
