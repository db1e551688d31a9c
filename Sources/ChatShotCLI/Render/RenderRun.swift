import ChatShot

/// One render from the command line: read and decode the input, then the library's one
/// pipeline (`ChatRenderer.render`), then the layout dump if asked for.
struct RenderRun {
  let command: RenderCommand

  /// Renders with `renderer` when given (a batch reuses one per thread), else sets fonts up.
  func run(renderer given: ChatRenderer? = nil) throws {
    if command.outputPath == "-" && command.layoutJSON == "-" {
      throw UsageError.invalidValue(
        "-", option: "--layout-json", expected: "a file when the PNG goes to stdout")
    }
    let timings = PhaseTimings.requested() ? PhaseTimings() : nil
    defer { if let timings, !timings.phases.isEmpty { printError(String(timings.report.dropLast())) } }
    let conversation = try timed(timings, "decode") { try readConversation() }
    let renderer = try given ?? timed(timings, "fonts") { try ChatRenderer() }
    renderer.timings = timings
    defer { renderer.timings = nil }
    if let jobs = command.jobs { renderer.compressionThreads = jobs }
    let output = command.outputPath
    let rendering = try renderer.render(
      conversation, options: command.options,
      baseDirectory: command.input == "-" ? nil : Paths.directory(of: command.input),
      to: output == "-" ? .standardOutput : .file(output))
    if let path = command.layoutJSON {
      let text = rendering.layout.dump(scale: command.options.scale).serialized()
      if path == "-" {
        try OutputFiles.writeStandardOutput(Array(text.utf8))
      } else {
        try OutputFiles.write(Array(text.utf8), to: path)
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
}
