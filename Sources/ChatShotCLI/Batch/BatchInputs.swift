import ChatShot
internal import Glibc

/// One unit of a batch: a conversation to render and where its PNG goes, or why an argument
/// gave nothing to render.
enum BatchItem: Sendable, Equatable {
  case render(input: String, output: String)
  case failed(BatchInputError)
  /// A line of a `--jsonl` file.
  case jsonLine(JSONLine)
  case failedLine(JSONLineError)
}

/// Why a batch argument names no conversation.
enum BatchInputError: ChatShotError, Equatable {
  case emptyDirectory(String)
  case unreadableDirectory(String, code: Int32)
  case noMatch(pattern: String)

  var kind: ChatShotErrorKind { .unreadableInput }

  var description: String {
    switch self {
    case .emptyDirectory(let path): "'\(path)': no .json files in this directory"
    case .unreadableDirectory(let path, let code):
      "cannot list '\(path)': \(OutputError.reason(code))"
    case .noMatch(let pattern): "'\(pattern)': no file matches"
    }
  }
}

/// Turns batch arguments into items, in order: a file as itself (a missing one too, so that
/// rendering reports it as a single render would), a directory as its `*.json` files in name
/// order, a pattern with `*`, `?` or `[` that names no file as the files it matches. A file
/// named twice (by two paths, or listed and matched by a pattern) is rendered once; two
/// inputs whose outputs would be the same file, or an output that would replace an input,
/// are a usage error (`OutputCheck`).
enum BatchInputs {
  static func expand(
    _ arguments: [String], outputDirectory: String, format: OutputFormat? = nil
  ) throws(UsageError) -> [BatchItem] {
    var items: [BatchItem] = []
    var check = OutputCheck()
    var seen: Set<PathIdentity> = []
    for argument in arguments {
      for file in files(for: argument) {
        guard case .success(let input) = file else {
          if case .failure(let error) = file { items.append(.failed(error)) }
          continue
        }
        let identities = PathIdentity.ofInput(input)
        let key = identities.isEmpty ? [.newFile(FileName.bytes(input))] : identities
        guard seen.isDisjoint(with: key) else { continue }
        seen.formUnion(key)
        let output = outputPath(for: input, in: outputDirectory, format: format)
        check.input(input, "the input '\(input)'")
        check.output(output, "the output of '\(input)' ('\(output)')")
        items.append(.render(input: input, output: output))
      }
    }
    try check.check()
    return items
  }

  /// `DIR/<name>.png` for `input` (its last path component, extension replaced by
  /// `format`'s, PNG's when nil).
  static func outputPath(for input: String, in directory: String, format: OutputFormat? = nil)
    -> String
  {
    let name = input.split(separator: "/").last.map(String.init) ?? input
    var command = RenderCommand(input: name)
    command.docs.format = format
    return join(directory, command.outputPath)
  }

  private static func files(for argument: String) -> [Result<String, BatchInputError>] {
    var info = stat()
    if FileName.withCString(argument, { stat($0, &info) }) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { return [.success(argument)] }
      return directory(argument)
    }
    guard argument.contains(where: { "*?[".contains($0) }) else { return [.success(argument)] }
    let matches = glob(argument)
    return matches.isEmpty ? [.failure(.noMatch(pattern: argument))] : matches.map { .success($0) }
  }

  /// The visible `*.json` regular files of `path`, sorted by name.
  private static func directory(_ path: String) -> [Result<String, BatchInputError>] {
    guard let dir = FileName.withCString(path, { opendir($0) }) else {
      return [.failure(.unreadableDirectory(path, code: errno))]
    }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        FileName.decode(raw.prefix { $0 != 0 })
      }
      guard !name.hasPrefix("."), name.lowercased().hasSuffix(".json") else { continue }
      var info = stat()
      let full = join(path, name)
      if FileName.withCString(full, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG {
        names.append(full)
      }
    }
    if names.isEmpty { return [.failure(.emptyDirectory(path))] }
    return sortedByBytes(names).map { .success($0) }
  }

  /// The regular files matching a shell pattern, sorted.
  private static func glob(_ pattern: String) -> [String] {
    var matches = glob_t()
    defer { globfree(&matches) }
    guard FileName.withCString(pattern, { Glibc.glob($0, 0, nil, &matches) }) == 0 else {
      return []
    }
    var result: [String] = []
    for i in 0..<Int(matches.gl_pathc) {
      guard let cString = matches.gl_pathv[i] else { continue }
      var info = stat()
      if stat(cString, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
        result.append(FileName.decode(cString: cString))
      }
    }
    return sortedByBytes(result)
  }

  /// `paths` in the order of their bytes, as `ls` lists them in the C locale (String order
  /// would take canonically equivalent names for equal).
  private static func sortedByBytes(_ paths: [String]) -> [String] {
    paths.map { (FileName.bytes($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) }
      .map(\.1)
  }

  static func join(_ directory: String, _ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }
}
