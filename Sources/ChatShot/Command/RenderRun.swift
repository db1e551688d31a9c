/// One render from the command line: read, decode, lay out, draw, write atomically.
struct RenderRun {
  let command: RenderCommand

  /// Renders with `renderer` when given (a batch reuses one per thread), else sets fonts up.
  func run(renderer given: ChatRenderer? = nil) throws {
    if command.outputPath == "-" && command.layoutJSON == "-" {
      throw UsageError.invalidValue(
        "-", option: "--layout-json", expected: "a file when the PNG goes to stdout")
    }
    // The fonts' identities for the metadata are hashed on another core while the input is
    // read and the fonts are set up and measured.
    if command.options.metadata { FontIdentity.prefetch(FontFile.bundled.map(\.path)) }
    let timings = PhaseTimings.requested() ? PhaseTimings() : nil
    defer { if let timings, !timings.phases.isEmpty { printError(String(timings.report.dropLast())) } }
    let conversation = try timed(timings, "decode") { try readConversation() }
    let theme = try ThemeCatalog.theme(option: command.options.theme, conversation: conversation)
    if command.options.chrome, theme.chrome == nil {
      throw ChromeUnavailable(theme: theme.name, themesWithChrome: ThemeCatalog.namesWithChrome)
    }
    // Refused from the message count before any text is measured (docs/limits.md).
    try RenderLimits.checkEstimate(conversation, theme: theme, options: command.options)
    let renderer = try given ?? timed(timings, "fonts") { try ChatRenderer() }
    renderer.timings = timings
    if let jobs = command.jobs { renderer.compressionThreads = jobs }
    let options = command.options
    let layout = timed(timings, "layout") {
      renderer.layout(conversation, theme: theme, options: options)
    }
    // Before the output file, any surface or the encoder exists.
    try RenderLimits.check(layout, theme: theme, options: options)
    let metadata = timed(timings, "metadata") {
      options.metadata
        ? renderer.metadata(
          of: layout, conversation: conversation, theme: theme, options: options,
          baseDirectory: command.input == "-" ? nil : ConversationDecoder.directory(of: command.input)
        ).textChunks : []
    }
    try write(to: command.outputPath, timings: timings) { sink in
      try renderer.render(
        layout, of: conversation, theme: theme, options: options, metadata: metadata, to: sink)
    }
    if let path = command.layoutJSON {
      let text = layout.dump(scale: command.options.scale).serialized()
      try write(to: path) { sink in
        try Array(text.utf8).withUnsafeBytes { try sink.write($0) }
      }
    }
  }

  private func readConversation() throws -> Conversation {
    let roots = command.allowedDirectories
    for root in roots where FileSystem.kind(of: root) != .directory {
      throw UsageError.invalidValue(root, option: "--allow-dir", expected: "an existing directory")
    }
    if command.input == "-" {
      let bytes = try InputFile.readStandardInput()
      return try ConversationDecoder.decode(
        bytes, file: InputFile.standardInputName, baseDirectory: nil, allowedRoots: roots)
    }
    return try ConversationDecoder.decode(contentsOf: command.input, allowedRoots: roots)
  }

  /// Streams into standard output for `-`, else into a temporary file that replaces `path`
  /// only once everything was written.
  private func write(
    to path: String, timings: PhaseTimings? = nil, _ body: (ByteSink) throws -> Void
  ) throws {
    if path == "-" {
      let sink = StandardOutputSink()
      try body(sink)
      return
    }
    let sink = try timed(timings, "write") { try AtomicFileSink(path: path) }
    do {
      try body(sink)
      try timed(timings, "write") { try sink.commit() }
    } catch {
      sink.abort()
      throw error
    }
  }
}
