import ChatShotCore

/// A file a run reads besides the conversation file itself, and what it is to the run: what
/// a command compares with the files it writes, so that no output replaces an input.
package struct ReadFile: Hashable, Sendable {
  /// What the file is, for the message that names it.
  package enum Role: Hashable, Sendable {
    /// The avatar of the participant with this id.
    case avatar(participant: String)
    /// The photo of the message at this index (from 0).
    case photo(message: Int)
    /// A file of an export other than the one named on the command line (a Slack day file,
    /// `users.json`).
    case exportMember
  }

  package var path: FilePath
  /// How messages name it: as the conversation wrote it, else its path.
  package var shown: String
  package var role: Role

  package init(path: FilePath, shown: String? = nil, role: Role) {
    self.path = path
    self.shown = shown ?? path.description
    self.role = role
  }
}

extension Conversation {
  /// The image files a render of this conversation reads: every avatar, then every message's
  /// photo, as resolved against the conversation file's folder.
  package var readFiles: [ReadFile] {
    var files: [ReadFile] = []
    for participant in participants {
      if let source = participant.avatarSource {
        files.append(
          ReadFile(
            path: source.path, shown: source.shownPath,
            role: .avatar(participant: participant.id)))
      }
    }
    for (index, message) in messages.enumerated() {
      if let image = message.image {
        files.append(
          ReadFile(
            path: image.source.path, shown: image.source.shownPath, role: .photo(message: index)))
      }
    }
    return files
  }
}
