import ChatShot

/// `chatshot INPUT… --out-dir DIR [-j N] [options]`: renders many conversations in one process.
///
/// Each input is a conversation file, a directory (its `*.json` files, in name order) or a
/// glob pattern (`'convos/*.json'`, for shells that pass it on unexpanded). Each output is
/// `DIR/<input name>.png`.
struct BatchCommand: Hashable, Sendable {
  var inputs: [String]
  var outputDirectory: String
  /// Conversations rendered at once (one thread each); all processors when nil.
  var jobs: Int?
  var options = RenderOptions()
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
  }
}

/// A batch command line that cannot run as written (exit 64).
enum BatchUsageError: ChatShotError, Equatable {
  case outputWithOutDir
  case layoutJSONWithOutDir
  case standardInput
  case emptyOutDir
  case noInputs

  var kind: ChatShotErrorKind { .invalidRequest }

  var description: String {
    switch self {
    case .outputWithOutDir:
      "-o cannot be used with --out-dir: each output is named after its input"
    case .layoutJSONWithOutDir: "--layout-json cannot be used with --out-dir"
    case .standardInput: "standard input (-) cannot be an input of a batch (--out-dir)"
    case .emptyOutDir: "--out-dir needs a directory"
    case .noInputs: "--out-dir needs inputs: files, directories or --jsonl FILE"
    }
  }
}
