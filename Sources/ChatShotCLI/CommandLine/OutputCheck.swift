import ChatShot

/// The files one command reads and writes, checked before anything is written: an output
/// that is another output, or one of the inputs, is a usage error (`UsageError.sameFile`).
/// Paths are compared as `PathIdentity` does: by device and inode where the file exists,
/// else by the path resolved.
struct OutputCheck {
  private struct Entry {
    /// How a message names it: `-o 'shot.png'`, `the conversation 'chat.json'`.
    var name: String
    var isOutput: Bool
    var identities: Set<PathIdentity>
  }

  private var entries: [Entry] = []

  /// Adds an input (`-` for standard input), named `name` in a message.
  mutating func input(_ path: String, _ name: String) {
    entries.append(Entry(name: name, isOutput: false, identities: PathIdentity.ofInput(path)))
  }

  /// Adds an output (`-` for standard output), named `name` in a message.
  mutating func output(_ path: String, _ name: String) {
    entries.append(Entry(name: name, isOutput: true, identities: PathIdentity.ofOutput(path)))
  }

  /// Adds the files a render reads besides the conversation file: those the library read
  /// (`readFiles`: the export's other files, the avatars, the photos), the theme file
  /// (`reference`, when it is a path) and its images.
  mutating func renderInputs(readFiles: [ReadFile], theme: Theme, reference: String?) {
    if let reference, ThemeCatalog.isPath(reference) {
      input(reference, "the theme file '\(reference)'")
    }
    for file in theme.images.values.flatMap(\.files.values) {
      input(file, "the theme's image '\(file)'")
    }
    inputs(readFiles)
  }

  /// Adds the files the library says it read (``ReadFile``): the export's other files, the
  /// avatars, the photos; `owner` names the input they are read for (in a batch).
  mutating func inputs(_ readFiles: [ReadFile], of owner: String? = nil) {
    let here = FileSystem.realPath(FileSystem.currentDirectoryPath())
    for file in readFiles {
      // An absolute path below the current folder (an export's root, made canonical) is
      // shown relative to it, as the user would write it.
      let shown =
        FilePath(file.shown).isAbsolute
        ? here.flatMap { FilePath(file.shown).relative(to: $0)?.description } ?? file.shown
        : file.shown
      let name: String
      switch file.role {
      case .avatar: name = "the avatar '\(shown)'"
      case .photo(let index): name = "the photo of message \(index) '\(shown)'"
      case .exportMember: name = "the export's file '\(shown)'"
      }
      input(file.path.description, owner.map { "\(name) of \($0)" } ?? name)
    }
  }

  /// Throws for the first output that is the same file as an output before it, or as an
  /// input.
  func check() throws(UsageError) {
    var inputs: [PathIdentity: String] = [:]
    for entry in entries where !entry.isOutput {
      for identity in entry.identities where inputs[identity] == nil {
        inputs[identity] = entry.name
      }
    }
    var outputs: [PathIdentity: String] = [:]
    for entry in entries where entry.isOutput {
      for identity in entry.identities {
        if let earlier = outputs[identity] {
          throw .sameFile(output: earlier, other: entry.name, otherIsInput: false)
        }
        if let input = inputs[identity] {
          throw .sameFile(output: entry.name, other: input, otherIsInput: true)
        }
      }
      for identity in entry.identities { outputs[identity] = entry.name }
    }
  }
}
