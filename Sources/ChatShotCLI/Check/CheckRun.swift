import ChatShot

/// One `chatshot check`: settle what to render, render it in memory, compare, report.
struct CheckRun {
  let command: CheckCommand

  /// What to render and where its avatar paths are relative to.
  struct Subject {
    var conversation: Conversation
    var theme: Theme
    var options: RenderOptions
    var baseDirectory: String?
    /// The files read besides the conversation file (``ChatImporter``).
    var readFiles: [ReadFile] = []
  }

  func run() throws -> ExitCode {
    try requireMemory()
    let subject = try command.input == nil ? fromGolden() : fromInput()
    try MemoryLimit.require(Self.load, messages: subject.conversation.messages.count)
    try checkFiles(subject)
    let snapshot = try ChatRenderer().snapshot(
      subject.conversation, theme: subject.theme, options: subject.options,
      baseDirectory: subject.baseDirectory)
    let golden = command.golden
    if command.update { return try update(with: snapshot) }
    let comparison = try GoldenComparison.compare(
      snapshot, withGoldenAt: golden, tolerance: command.tolerance)
    switch comparison.outcome {
    case .match:
      printOutput(comparison.summaryLine + "\n")
      return .success
    case .missing:
      printError("chatshot: golden '\(golden)' does not exist; record it with:")
      printError("  " + recordCommand())
      return .different
    case .mismatch:
      let paths = GoldenArtifacts.paths(forGolden: golden, in: command.artifacts)
      let diffPath = try comparison.writeArtifacts(
        of: snapshot, actualPath: paths.actual, diffPath: paths.diff)
      for line in comparison.reportLines(actualPath: paths.actual, diffPath: diffPath) {
        printOutput(line + "\n")
      }
      printOutput("to accept the new picture: \(recordCommand())\n")
      return .different
    }
  }

  /// What a check renders with: one render, the renderer's deflate threads.
  static let load = MemoryLimit.Load(compressionThreads: ParallelPNGWriter.defaultThreads)

  /// Under an address-space limit, refuses (exit 70) a check that would not fit: the render,
  /// and the images compared, as large as the golden: the render's and the golden's, decoded,
  /// and the diff image (`MemoryLimit`).
  private func requireMemory() throws {
    try MemoryLimit.require(Self.load)
    guard MemoryLimit.addressSpace != nil, GoldenFile.exists(command.golden),
      let header = try? GoldenFile.readHeaderAndText(FilePath(command.golden)).header,
      let size = try? GoldenFile.keptSize(FilePath(command.golden))
    else { return }
    try MemoryLimit.requireForImages(
      pixels: 3 * header.width * header.height, bytes: 2 * size,
      base: MemoryLimit.need(Self.load),
      what: "checking against a golden of \(header.width)×\(header.height) pixels")
  }

  /// Refuses a golden or artifact that is another of them or an input: the conversation,
  /// the theme file and its images, the avatars (and the golden, unless it is updated).
  private func checkFiles(_ subject: Subject) throws(UsageError) {
    var check = OutputCheck()
    if let input = command.input { check.input(input, "the conversation '\(input)'") }
    check.renderInputs(
      readFiles: subject.readFiles, theme: subject.theme,
      reference: subject.options.theme ?? subject.conversation.theme)
    let golden = command.golden
    if command.update {
      check.output(golden, "--golden '\(golden)'")
    } else {
      check.input(golden, "the golden '\(golden)'")
      let paths = GoldenArtifacts.paths(forGolden: golden, in: command.artifacts)
      check.output(paths.actual, "the actual image '\(paths.actual)'")
      check.output(paths.diff, "the diff image '\(paths.diff)'")
    }
    try check.check()
  }

  /// `--update`: writes the golden unless its bytes are already these, and says which.
  private func update(with snapshot: RenderedSnapshot) throws -> ExitCode {
    let golden = command.golden
    if GoldenFile.exists(golden) {
      if GoldenFile.holds(snapshot.png, at: golden) {
        printOutput("\(golden): unchanged\n")
        return .success
      }
      try GoldenFile.write(snapshot.png, to: golden)
      printOutput("\(golden): updated\n")
    } else {
      try GoldenFile.write(snapshot.png, to: golden)
      printOutput("\(golden): recorded\n")
    }
    return .success
  }

  private func fromInput() throws -> Subject {
    guard let input = command.input else { throw UsageError.missingInput }
    let (conversation, readFiles) = try RenderRun.readInput(
      input, allowedDirectories: command.allowedDirectories)
    let theme = try ThemeCatalog.theme(option: command.options.theme, conversation: conversation)
    return Subject(
      conversation: conversation, theme: theme, options: command.options,
      baseDirectory: input == "-" ? nil : Paths.directory(of: input), readFiles: readFiles)
  }

  /// The conversation, theme and options recorded in the golden, with the command line's
  /// render options applied over them. Avatar paths are relative to the current directory,
  /// as for a conversation read from standard input.
  private func fromGolden() throws -> Subject {
    let golden = command.golden
    guard GoldenFile.exists(golden) else {
      throw InputError(
        file: golden,
        reason: "golden '\(golden)' does not exist; without an input file the conversation "
          + "comes from the golden (chatshot check <input.json> --golden \(golden) --update records it)",
        kind: .unreadableInput)
    }
    let chunks = try GoldenFile.readHeaderAndText(FilePath(golden)).text
    let hint = "; pass the conversation: chatshot check <input.json> --golden \(golden)"
    guard let metadata = try RenderMetadata(textChunks: chunks) else {
      throw MetadataError.missing(file: golden, what: "chatshot metadata to re-render from" + hint)
    }
    guard let json = metadata.conversationJSON else {
      throw MetadataError.missing(file: golden, what: "recorded conversation" + hint)
    }
    try RenderRun.checkAllowedDirectories(command.allowedDirectories)
    let conversation = try ConversationDecoder.decode(
      Array(json.utf8), file: "\(golden) (\(RenderMetadata.Keyword.conversation))",
      baseDirectory: nil, allowedRoots: command.allowedDirectories)
    var options = metadata.options
    for replay in command.renderOptionReplays {
      var reader = replay.reader
      _ = try options.parse(replay.option, from: &reader)
    }
    let theme: Theme
    if let reference = options.theme {
      theme = try ThemeCatalog.load(reference)
    } else if let builtin = try ThemeCatalog.builtinIfKnown(named: metadata.themeName) {
      theme = builtin
    } else {
      throw MetadataError.themeFileNeeded(file: golden, theme: metadata.themeName)
    }
    return Subject(
      conversation: conversation, theme: theme, options: options, baseDirectory: nil,
      readFiles: conversation.readFiles)
  }

  /// This command line with `--update`, quoted for a POSIX shell.
  func recordCommand() -> String {
    let words =
      ["chatshot", "check"] + command.arguments.filter { $0 != "--update" } + ["--update"]
    return words.map(Self.shellQuoted).joined(separator: " ")
  }

  /// `word` as one word of a shell command: as it is when plain, else in single quotes; in
  /// `$'…'` (bash, zsh, POSIX.1-2024) when it holds bytes that are not UTF-8 or characters a
  /// terminal must not see raw, each written as `\xFF` or `\uXXXX`.
  static func shellQuoted(_ word: String) -> String {
    let plain = word.unicodeScalars.allSatisfy {
      $0.isASCII
        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
          || "-_./=:@%+,".unicodeScalars.contains($0))
    }
    if plain && !word.isEmpty { return word }
    let hidden = word.unicodeScalars.contains {
      FileName.byte($0) != nil || $0.mustEscapeInDiagnostic
    }
    guard hidden else { return "'" + word.replacingEvery("'", with: "'\\''") + "'" }
    var quoted = "$'"
    for scalar in word.unicodeScalars {
      if scalar == "'" || scalar == "\\" {
        quoted += "\\" + String(scalar)
      } else if let byte = FileName.byte(scalar) {
        quoted += "\\x" + hex4(UInt32(byte)).suffix(2)
      } else if scalar.mustEscapeInDiagnostic {
        let hex = hex4(scalar.value)
        quoted += scalar.value < 0x80 ? "\\x" + hex.suffix(2) : "\\u" + hex
      } else {
        quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "'"
  }
}
