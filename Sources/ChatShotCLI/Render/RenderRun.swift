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
  /// Called once everything is read and checked, before the first output file is made (a
  /// batch makes its folders then, so that a batch whose every input fails makes none).
  var beforeWriting: (() throws -> Void)?

  init(
    command: RenderCommand, load: MemoryLimit.Load? = nil,
    beforeWriting: (() throws -> Void)? = nil
  ) {
    self.command = command
    self.load = load
    self.beforeWriting = beforeWriting
  }

  /// Renders with `renderer` when given (a batch reuses one per thread), else sets fonts up;
  /// `conversation` when given (a line of a `--jsonl` file, its avatars relative to
  /// `baseDirectory`), else the one read from the input.
  @discardableResult
  func run(
    renderer given: ChatRenderer? = nil, conversation decoded: Conversation? = nil,
    baseDirectory: String? = nil
  ) throws -> RenderOutcome {
    let threads = command.jobs.map { min($0, ParallelPNGWriter.maxThreads) }
    let load = self.load ?? MemoryLimit.Load(compressionThreads: threads ?? Self.defaultThreads)
    try MemoryLimit.require(load)
    let timings = PhaseTimings.requested() ? PhaseTimings() : nil
    defer {
      if let timings, !timings.phases.isEmpty { printError(String(timings.report.dropLast())) }
    }
    let (conversation, readFiles) =
      try decoded.map { ($0, $0.readFiles) }
      ?? timed(timings, "decode") {
        try Self.readInput(
          command.input, allowedDirectories: command.allowedDirectories,
          importOptions: command.importOptions)
      }
    try MemoryLimit.require(load, messages: conversation.messages.count)
    let theme = try ThemeCatalog.theme(option: command.options.theme, conversation: conversation)
    let variants = try self.variants()
    try checkFiles(
      readFiles: readFiles, conversation: conversation, theme: theme, variants: variants)
    var options = command.options
    options.format = try command.docs.format(
      for: command.outputPath, option: command.output == nil ? "--format" : "-o")
    let base =
      decoded != nil
      ? baseDirectory : command.input == "-" ? nil : Paths.directory(of: command.input)
    // With --if-changed, the pictures whose metadata records this very render stay as they are.
    let judged =
      command.docs.ifChanged
      ? judge(variants, conversation: conversation, theme: theme, options: options, base: base)
      : nil
    let stale = judged?.stale ?? variants
    try beforeWriting?()
    return try write(
      stale, of: variants, first: judged?.first, conversation: conversation, theme: theme,
      options: options, renderer: given, timings: timings, base: base,
      namingInput: decoded == nil)
  }

  /// Draws the `stale` pictures of `variants` into their temporary files (one library call:
  /// every scale and appearance from one measuring of the text), writes the texts asked for
  /// (the layout dump, the snippet, the alt text) of the first picture, drawn now or as
  /// `first` records it, and commits them all; a failure aborts them all and removes the
  /// folders made for them.
  private func write(
    _ stale: [Variant], of variants: [Variant], first: TextSource?, conversation: Conversation,
    theme: Theme, options: RenderOptions, renderer given: ChatRenderer?, timings: PhaseTimings?,
    base: String?, namingInput naming: Bool
  ) throws -> RenderOutcome {
    // Files to write (not `-`, standard output): the pictures, the layout dump, the snippet,
    // the alt text. `-o img/chat.png` makes `img/`, as `--out-dir` makes its folder.
    var pictures: [AtomicFileSink?] = []
    var texts = TextOutputs(unlessUnchanged: command.docs.ifChanged)
    let folders = try ParentFolders.make(for: outputFiles(variants).map(\.path))
    do {
      try timed(timings, "write") {
        for variant in stale where variant.path != "-" {
          pictures.append(try AtomicFileSink(path: variant.path))
        }
      }
      var renderings: [Rendering] = []
      if !stale.isEmpty {
        if pictures.isEmpty { pictures = [nil] }
        let renderer = try given ?? timed(timings, "fonts") { try ChatRenderer() }
        renderer.timings = timings
        defer { renderer.timings = nil }
        if let jobs = command.jobs { renderer.compressionThreads = jobs }
        renderings = try namingInput(naming) {
          try renderer.render(
            conversation, theme: theme, options: options,
            pictures: stale.map { ($0.scale, $0.appearance) }, baseDirectory: base,
            into: pictures.map { picture -> any ByteSink in picture ?? StandardOutputSink() })
        }
      }
      if let first = renderings.first {
        MissingGlyphWarnings.print(first.missingGlyphs, file: command.input)
      }
      // The texts describe the first picture: drawn now, or as its metadata records it.
      let source = first ?? TextSource(renderings[0], scale: variants[0].scale)
      try writeTexts(source, conversation: conversation, variants: variants, into: &texts)
      try timed(timings, "write") {
        try OutputFiles.commit(pictures.compactMap { $0 } + texts.files)
      }
      if !texts.standardOutput.isEmpty { try OutputFiles.writeStandardOutput(texts.standardOutput) }
    } catch {
      for file in pictures.compactMap({ $0 }) + texts.files { file.abort() }
      folders.remove()
      throw error
    }
    return stale.isEmpty && texts.files.isEmpty ? .upToDate : .rendered
  }

  /// One picture a render writes: its path, scale and appearance.
  struct Variant: Hashable {
    var path: String
    var scale: Double
    /// nil: the one appearance the options say (its file named without `.dark`).
    var appearance: Appearance?
  }

  /// Every picture asked for, appearance by appearance, scale by scale; the format settled
  /// (the options' `format`). Several pictures cannot all go to standard output.
  func variants() throws(UsageError) -> [Variant] {
    let docs = command.docs
    let base = command.outputPath
    if base == "-", max(1, docs.scales.count) * max(1, docs.appearances.count) > 1 {
      throw .invalidValue(
        "-", option: "-o", expected: "a file name when several scales or appearances are asked for")
    }
    return Self.variants(docs: docs, scale: command.options.scale, base: base)
  }

  /// The pictures `docs` asks for, named after `base` (`-`: standard output); `scale` when
  /// it gives no scales. Shared with `chatshot serve`'s snippet.
  static func variants(docs: DocsOptions, scale: Double, base: String) -> [Variant] {
    let scales = docs.scales.isEmpty ? [scale] : docs.scales
    let appearances: [Appearance?] = docs.appearances.isEmpty ? [nil] : docs.appearances
    return appearances.flatMap { appearance in
      scales.map { scale in
        Variant(
          path: base == "-"
            ? "-"
            : VariantNames.path(
              base, scale: scale, severalScales: scales.count > 1, appearance: appearance),
          scale: scale, appearance: appearance)
      }
    }
  }

  /// What `body` returns; a file it names that cannot be drawn (a photo whose data turns out
  /// to be damaged, `messages[3].image: …`) is reported with the conversation file in front,
  /// as the decoder reports what it finds.
  /// (`naming` false: a batch's line, which the batch names itself.)
  private func namingInput<T>(_ naming: Bool, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch RenderError.unusableImageFile(let reason, let kind) where naming {
      let file = command.input == "-" ? InputFile.standardInputName : command.input
      throw InputError(file: file, reason: file + ": " + reason, kind: kind)
    }
  }

  /// Refuses an output that is another output or an input: the conversation (or the
  /// export's files), the theme file and its images, the avatars, the photos.
  private func checkFiles(
    readFiles: [ReadFile], conversation: Conversation, theme: Theme, variants: [Variant]
  ) throws(UsageError) {
    var check = OutputCheck()
    check.input(command.input, "the conversation '\(command.input)'")
    check.renderInputs(
      readFiles: readFiles, theme: theme, reference: command.options.theme ?? conversation.theme)
    for (path, name) in outputFiles(variants) { check.output(path, name) }
    try check.check()
  }

  /// The files this render writes (the pictures, the layout dump, the snippet, the alt
  /// text; `-` for standard output among the pictures), each as a message names it.
  func outputFiles(_ variants: [Variant]) -> [(path: String, name: String)] {
    var files = variants.map { variant in
      let output = variant.path
      return (output, command.output == nil ? "the output '\(output)'" : "-o '\(output)'")
    }
    if let layout = command.layoutJSON { files.append((layout, "--layout-json '\(layout)'")) }
    // Texts may share standard output with each other, never with a picture.
    let pictureOut = variants.contains { $0.path == "-" }
    if let html = command.docs.html, html != "-" || pictureOut {
      files.append((html, "--html '\(html)'"))
    }
    if let alt = command.docs.altText, alt != "-" || pictureOut {
      files.append((alt, "--alt-text '\(alt)'"))
    }
    return files
  }

  /// The conversation in `input` (`-`: standard input), its avatars allowed in its own
  /// folder and in `allowedDirectories` (`--allow-dir`), and the other files read for it
  /// (the export's members, avatars, photos); shared with `check`, `import` and
  /// `transcript`. Any export chatshot reads is imported (`ChatImporter`, with
  /// `importOptions`).
  static func readInput(
    _ input: String, allowedDirectories roots: [String],
    importOptions: ImportOptions = ImportOptions()
  ) throws -> (conversation: Conversation, readFiles: [ReadFile]) {
    try checkAllowedDirectories(roots)
    let allowed = roots.map(FilePath.init)
    if input == "-" {
      let bytes = try InputFile.readStandardInput(limits: importOptions.limits)
      return try ChatImporter.read(
        bytes, file: InputFile.standardInputName, directory: nil, options: importOptions,
        allowedRoots: allowed)
    }
    return try ChatImporter.read(
      contentsOf: FilePath(input), options: importOptions, allowedRoots: allowed)
  }

  /// Refuses an `--allow-dir` that names no directory (exit 64).
  static func checkAllowedDirectories(_ roots: [String]) throws(UsageError) {
    for root in roots where FileSystem.kind(of: root) != .directory {
      throw UsageError.invalidValue(root, option: "--allow-dir", expected: "an existing directory")
    }
  }
}
