import ChatShotCore
import ChatShotModel

extension RenderMetadata {
  /// Message index → photo path as recorded: relative to `baseDirectory` when inside it, else
  /// the file name alone (as avatars are).
  static func photoNames(of conversation: Conversation, baseDirectory: String?) -> [Int: String] {
    guard conversation.messages.contains(where: { $0.image != nil }) else { return [:] }
    let recorded = recordedPath(baseDirectory: baseDirectory)
    var names: [Int: String] = [:]
    for (index, message) in conversation.messages.enumerated() {
      guard let path = message.image?.source.path else { continue }
      names[index] = recorded(path)
    }
    return names
  }

  /// A file's path as the metadata records it: relative to `baseDirectory` (nil: the
  /// current directory) when inside it, else the file name alone, so that no folder of this
  /// machine is written.
  static func recordedPath(baseDirectory: String?) -> (FilePath) -> String {
    let base = FileSystem.realPath(baseDirectory.map(FilePath.init) ?? FilePath("."))
    return { path in (base.flatMap(path.relative(to:)) ?? path.lastComponent).description }
  }

  /// Each photo file once, by recorded name, with the SHA-256 of the bytes as read (those
  /// drawn); sorted by name.
  static func photoIdentities(of conversation: Conversation, baseDirectory: String?)
    -> [FileIdentity]
  {
    let names = photoNames(of: conversation, baseDirectory: baseDirectory)
    var seen: [String: FileIdentity] = [:]
    for (index, name) in names where seen[name] == nil {
      let digest = (try? conversation.messages[index].image?.source.file().get())?.sha256
      seen[name] = FileIdentity(name: name, digest: digest ?? "unreadable")
    }
    return seen.values.sorted { $0.name < $1.name }
  }

  /// The `photos` member of the images chunk: absent when no message has a photo.
  var photosJSON: [String: JSONOutput] {
    photos.isEmpty
      ? [:] : ["photos": .array(photos.map { $0.json(nameKey: "file", digestKey: "sha256") })]
  }
}
