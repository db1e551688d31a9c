import ChatShot

/// `chatshot INPUT [-o OUTPUT] [options]`: render one conversation.
struct RenderCommand: Hashable, Sendable {
  /// A path, or `-` for standard input.
  var input: String
  /// A path, `-` for standard output, or nil for INPUT with `.png`.
  var output: String?
  var layoutJSON: String?
  /// Folders (`--allow-dir`, repeatable) the conversation may name avatar files in, besides
  /// its own folder; absolute avatar paths inside them are accepted too.
  var allowedDirectories: [String] = []
  /// Threads compressing the PNG (`-j`); all processors when nil. The bytes are the same.
  var jobs: Int?
  var options = RenderOptions()
  /// How an export is read (`--from`, `--me`, the selection…; docs/import.md).
  var importOptions = ImportOptions()
  /// Format, scales, appearances, `--html`, `--alt-text`.
  var docs = DocsOptions()

  init(input: String) {
    self.input = input
  }

  /// Where the picture goes: `-o`, or the input path with its extension replaced by the
  /// format's (`.png` unless `--format` says; `chatshot.png` for standard input).
  var outputPath: String {
    if let output { return output }
    let ext = "." + (docs.format ?? .png).rawValue
    if input == "-" { return "chatshot" + ext }
    // A Slack channel folder written with its slash, `general/`, gives `general.png`.
    var input = Substring(self.input)
    while input.count > 1, input.hasSuffix("/") { input = input.dropLast() }
    let slash = input.lastIndex(of: "/")
    if let dot = input.lastIndex(of: "."), slash.map({ $0 < dot }) ?? true,
      dot != input.startIndex, input[input.index(before: dot)] != "/"
    {
      return String(input[..<dot]) + ext
    }
    return String(input) + ext
  }
}
