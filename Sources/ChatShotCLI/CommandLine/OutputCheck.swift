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

  /// Adds the files a render of `conversation` with `theme` reads besides the conversation
  /// file: the theme file (`reference`, when it is a path) and its images, the avatars.
  mutating func renderInputs(conversation: Conversation, theme: Theme, reference: String?) {
    if let reference, ThemeCatalog.isPath(reference) {
      input(reference, "the theme file '\(reference)'")
    }
    for file in theme.images.values.flatMap(\.files.values) {
      input(file, "the theme's image '\(file)'")
    }
    for avatar in conversation.participants.compactMap(\.avatar) {
      input(avatar, "the avatar '\(avatar)'")
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
