import ChatShot

/// One render from the command line: read and decode the input, then the library's one
/// pipeline (`ChatRenderer.render`), then the layout dump if asked for.
///
/// Every output is prepared before the render (its temporary file made) and all are
/// committed together after it: a run that fails leaves each output as it was.
struct RenderRun {
  /// The deflate threads of a render when `-j` does not say.
  static let defaultThreads = ParallelPNGWriter.defaultThreads
  let command: RenderCommand
  /// What runs at once in the process, for the memory check: this render alone unless a
  /// batch says otherwise.
  var load: MemoryLimit.Load?

  init(command: RenderCommand, load: MemoryLimit.Load? = nil) {
    self.command = command
    self.load = load
  }

  /// Renders with `renderer` when given (a batch reuses one per thread), else sets fonts up;
  /// `conversation` when given (a line of a `--jsonl` file, its avatars relative to
  /// `baseDirectory`), else the one read from the input.
  func run(
    renderer given: ChatRenderer? = nil, conversation decoded: Conversation? = nil,
    baseDirectory: String? = nil
  ) throws {
    let threads = command.jobs.map { min($0, ParallelPNGWriter.maxThreads) }
    let load = self.load ?? MemoryLimit.Load(compressionThreads: threads ?? Self.defaultThreads)
    try MemoryLimit.require(load)
    let timings = PhaseTimings.requested() ? PhaseTimings() : nil
    defer {
      if let timings, !timings.phases.isEmpty { printError(String(timings.report.dropLast())) }
    }
    let conversation =
      try decoded
      ?? timed(timings, "decode") {
        try Self.readConversation(command.input, allowedDirectories: command.allowedDirectories)
      }
    try MemoryLimit.require(load, messages: conversation.messages.count)
    let theme = try ThemeCatalog.theme(option: command.options.theme, conversation: conversation)
    try checkFiles(conversation: conversation, theme: theme)
    // Files to write (not `-`, standard output): the PNG, the layout dump.
    let (output, layoutPath) = (command.outputPath, command.layoutJSON)
    var png: AtomicFileSink?
    var layoutFile: AtomicFileSink?
    do {
      try timed(timings, "write") {
        if output != "-" { png = try AtomicFileSink(path: output) }
        if let layoutPath, layoutPath != "-" { layoutFile = try AtomicFileSink(path: layoutPath) }
      }
      let renderer = try given ?? timed(timings, "fonts") { try ChatRenderer() }
      renderer.timings = timings
      defer { renderer.timings = nil }
      if let jobs = command.jobs { renderer.compressionThreads = jobs }
      let rendering = try renderer.render(
        conversation, theme: theme, options: command.options,
        baseDirectory: decoded != nil
          ? baseDirectory : command.input == "-" ? nil : Paths.directory(of: command.input),
        into: png ?? StandardOutputSink())
      let layout = layoutPath.map { _ in
        Array(rendering.layout.dump(scale: command.options.scale).serialized().utf8)
      }
      if let layout, let layoutFile { try layout.withUnsafeBytes { try layoutFile.write($0) } }
      try timed(timings, "write") { try OutputFiles.commit([png, layoutFile].compactMap { $0 }) }
      if let layout, layoutPath == "-" { try OutputFiles.writeStandardOutput(layout) }
    } catch {
      png?.abort()
      layoutFile?.abort()
      throw error
    }
  }

  /// Refuses an output that is another output or an input: the conversation, the theme
  /// file and its images, the avatars.
  private func checkFiles(conversation: Conversation, theme: Theme) throws(UsageError) {
    var check = OutputCheck()
    check.input(command.input, "the conversation '\(command.input)'")
    check.renderInputs(
      conversation: conversation, theme: theme,
      reference: command.options.theme ?? conversation.theme)
    let output = command.outputPath
    check.output(output, command.output == nil ? "the output '\(output)'" : "-o '\(output)'")
    if let layout = command.layoutJSON { check.output(layout, "--layout-json '\(layout)'") }
    try check.check()
  }

  /// The conversation in `input` (`-`: standard input), its avatars allowed in its own
  /// folder and in `allowedDirectories` (`--allow-dir`); shared with `chatshot check`.
  static func readConversation(_ input: String, allowedDirectories roots: [String]) throws
    -> Conversation
  {
    try checkAllowedDirectories(roots)
    if input == "-" {
      let bytes = try InputFile.readStandardInput()
      return try ConversationDecoder.decode(
        bytes, file: InputFile.standardInputName, baseDirectory: nil, allowedRoots: roots)
    }
    return try ConversationDecoder.decode(contentsOf: input, allowedRoots: roots)
  }

  /// Refuses an `--allow-dir` that names no directory (exit 64).
  static func checkAllowedDirectories(_ roots: [String]) throws(UsageError) {
    for root in roots where FileSystem.kind(of: root) != .directory {
      throw UsageError.invalidValue(root, option: "--allow-dir", expected: "an existing directory")
    }
  }
}
