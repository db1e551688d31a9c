import ChatShot

/// Every file a batch writes and reads, known before the first render, so that no output is
/// another output or an input (exit 64, before anything is written).
///
/// The outputs of each input are all those a single render of it writes (every scale and
/// appearance, the snippet, the alt text). Two inputs given as files whose outputs meet are a
/// command line that cannot run (`a.json a@2x.json --scale 1,2` would both write
/// `a@2x.png`); a line of a `--jsonl` file whose outputs meet an earlier one's is an error of
/// that line (its data names it), as a repeated `id` is. The inputs are the conversation
/// files, the `--jsonl` file, the theme file and its images, and every file a conversation
/// reads (its export's other files, avatars, photos): each input is read once here for
/// them, then again when it is rendered.
enum BatchPlan {
  /// `items` as the batch renders them: lines whose outputs meet earlier ones failed.
  static func check(_ items: [BatchItem], command: BatchCommand) throws -> [BatchItem] {
    var planned = items
    // Each output so far: how messages name it, and its input (`line 3`, `'a.json'`).
    var taken: [PathIdentity: (name: String, owner: String)] = [:]
    var check = OutputCheck()
    if let jsonl = command.jsonl, jsonl != "-" { check.input(jsonl, "the --jsonl file '\(jsonl)'") }
    if let reference = command.options.theme, ThemeCatalog.isPath(reference) {
      check.renderInputs(
        readFiles: [], theme: try ThemeCatalog.load(reference), reference: reference)
    }
    for (index, item) in items.enumerated() {
      guard let (render, owner, short) = renderCommand(of: item, command: command) else {
        continue
      }
      let outputs = try RenderRun(command: render).outputFiles(
        RenderRun(command: render).variants())
      let identities = outputs.map { (path: $0.path, identities: PathIdentity.ofOutput($0.path)) }
      let clash = identities.lazy.compactMap { output in
        output.identities.lazy.compactMap { taken[$0] }.first.map { (output.path, $0) }
      }.first
      if let (path, earlier) = clash {
        guard case .jsonLine(let line) = item else {
          throw UsageError.sameFile(
            output: earlier.name, other: "the output of \(owner) ('\(path)')", otherIsInput: false)
        }
        planned[index] = .failedLine(
          .sameOutput(place: line.place, name: Paths.fileName(path), earlier: earlier.owner))
        continue
      }
      for output in identities {
        let name = "the output of \(owner) ('\(output.path)')"
        for identity in output.identities { taken[identity] = (name, short) }
        check.output(output.path, name)
      }
      if case .render(let input, _) = item { check.input(input, "the input '\(input)'") }
      check.inputs(readFiles(of: item, render: render, command: command), of: owner)
    }
    try check.check()
    return planned
  }

  /// The single render an item is, and how messages name the item, at length and among the
  /// lines of its own file (`line 3`); nil for an item that renders nothing.
  private static func renderCommand(of item: BatchItem, command: BatchCommand)
    -> (RenderCommand, String, String)?
  {
    switch item {
    case .render(let input, let output):
      return (command.render(input, output: output), "'\(input)'", "'\(input)'")
    case .jsonLine(let line):
      let input = line.file == InputFile.standardInputName ? "-" : line.file
      return (command.render(input, output: line.output), line.place, "line \(line.line)")
    case .failed, .failedLine: return nil
    }
  }

  /// The files a render of `item` reads besides its conversation file: what the library
  /// says it read. An input that cannot be read names none (its render says why).
  private static func readFiles(of item: BatchItem, render: RenderCommand, command: BatchCommand)
    -> [ReadFile]
  {
    switch item {
    case .render(let input, _):
      return
        (try? RenderRun.readInput(
          input, allowedDirectories: command.allowedDirectories,
          importOptions: render.importOptions
        ).readFiles) ?? []
    case .jsonLine(let line):
      return (try? line.decode(allowedRoots: command.allowedDirectories).readFiles) ?? []
    case .failed, .failedLine: return []
    }
  }
}
