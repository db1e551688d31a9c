/// One render from the command line: read, decode, lay out, draw, write atomically.
struct RenderRun {
  let command: RenderCommand

  func run() throws {
    if command.outputPath == "-" && command.layoutJSON == "-" {
      throw UsageError.invalidValue(
        "-", option: "--layout-json", expected: "a file when the PNG goes to stdout")
    }
    let conversation = try readConversation()
    let theme = Theme.standard
    try RenderLimits.checkEstimate(conversation, theme: theme, options: command.options)
    let renderer = try ChatRenderer()
    let layout = renderer.layout(conversation, theme: theme, options: command.options)
    try RenderLimits.check(layout, theme: theme, options: command.options)
    try write(to: command.outputPath) { sink in
      try renderer.render(layout, of: conversation, theme: theme, options: command.options, to: sink)
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
  private func write(to path: String, _ body: (ByteSink) throws -> Void) throws {
    if path == "-" {
      let sink = StandardOutputSink()
      try body(sink)
      return
    }
    let sink = try AtomicFileSink(path: path)
    do {
      try body(sink)
      try sink.commit()
    } catch {
      sink.abort()
      throw error
    }
  }
}
