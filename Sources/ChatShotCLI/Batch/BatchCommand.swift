import ChatShot

/// `chatshot INPUT… --out-dir DIR [-j N] [options]`: renders many conversations in one process.
///
/// Each input is a conversation file, a directory (its `*.json` files, in name order) or a
/// glob pattern (`'convos/*.json'`, for shells that pass it on unexpanded). Each output is
/// `DIR/<input name>.png` (`.webp`, `.svg`, `.pdf` with `--format`), with the variants of
/// several scales and appearances named as a single render names them (`@2x`, `.dark`);
/// `--html DIR2` and `--alt-text DIR2` put each input's snippet and transcript in that
/// folder, `<input name>.html` and `.txt`.
struct BatchCommand: Hashable, Sendable {
  var inputs: [String]
  var outputDirectory: String
  /// Conversations rendered at once (one thread each); all processors when nil.
  var jobs: Int?
  var options = RenderOptions()
  /// `--format`, several `--scale`s or `--appearance`s, and `--html`/`--alt-text`, whose
  /// values are folders here.
  var docs = DocsOptions()
  /// `--allow-dir` folders, for every input (see `RenderCommand.allowedDirectories`).
  var allowedDirectories: [String] = []
  /// Given with `--out-dir`, these are refused by `validate()`: every input has its own output.
  var output: String?
  var layoutJSON: String?
  /// `--jsonl FILE|-`: a JSON Lines file of conversations, one per line (after the inputs).
  var jsonl: String?
  /// `--shard I/N`: render only the inputs at positions `I`, `I + N`, `I + 2N`… of the whole
  /// list (files, then JSON lines), counted from 0.
  var shard: BatchShard?

  init(inputs: [String], outputDirectory: String) {
    self.inputs = inputs
    self.outputDirectory = outputDirectory
  }

  /// Refuses what cannot be combined with `--out-dir` (exit 64).
  func validate() throws(BatchUsageError) {
    if output != nil { throw .outputWithOutDir }
    if layoutJSON != nil { throw .layoutJSONWithOutDir }
    if inputs.contains("-") { throw .standardInput }
    if inputs.isEmpty && jsonl == nil { throw .noInputs }
    if outputDirectory.isEmpty { throw .emptyOutDir }
    if docs.html == "-" || docs.altText == "-" { throw .documentsToStandardOutput }
  }

  /// The snippet and transcript of the input whose picture is `output`, named after it in
  /// the `--html` and `--alt-text` folders; the rest of the options as given.
  func docs(for output: String) -> DocsOptions {
    var docs = self.docs
    let stem = Paths.stem(output)
    docs.html = docs.html.map { BatchInputs.join($0, stem + ".html") }
    docs.altText = docs.altText.map { BatchInputs.join($0, stem + ".txt") }
    return docs
  }

  /// The single render of `input` into `output` that a batch item is.
  func render(_ input: String, output: String) -> RenderCommand {
    var render = RenderCommand(input: input)
    render.output = output
    render.options = options
    render.allowedDirectories = allowedDirectories
    render.docs = docs(for: output)
    return render
  }

  /// The folders a batch writes into: `--out-dir`, then `--html`'s and `--alt-text`'s.
  var outputFolders: [String] {
    [outputDirectory] + [docs.html, docs.altText].compactMap { $0 }
  }
}

/// A batch command line that cannot run as written (exit 64).
enum BatchUsageError: ChatShotError, Equatable {
  case outputWithOutDir
  case layoutJSONWithOutDir
  case standardInput
  case emptyOutDir
  case noInputs
  case documentsToStandardOutput

  var kind: ChatShotErrorKind { .invalidRequest }

  var description: String {
    switch self {
    case .outputWithOutDir:
      "-o cannot be used with --out-dir: each output is named after its input"
    case .layoutJSONWithOutDir: "--layout-json cannot be used with --out-dir"
    case .standardInput: "standard input (-) cannot be an input of a batch (--out-dir)"
    case .emptyOutDir: "--out-dir needs a directory"
    case .noInputs: "--out-dir needs inputs: files, directories or --jsonl FILE"
    case .documentsToStandardOutput:
      "--html and --alt-text name folders in a batch (--out-dir): one file per input, not -"
    }
  }
}
