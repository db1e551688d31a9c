import ChatShotCore
import ChatShotModel

extension Message {
  /// `image`, `replyTo` and `reactions`, each written only when set, so the canonical JSON of
  /// a conversation without them is the bytes it always was. The image is its recorded name
  /// (`RenderMetadata.photoNames`), with `alt` as `{"file", "alt"}`; a reaction's count is
  /// always written.
  func extrasCanonicalJSON(into object: inout [String: JSONOutput], imageName: String?) {
    if let image {
      let file = JSONOutput.string(imageName ?? image.source.path.lastComponent.description)
      object["image"] = image.alt.map { .object(["file": file, "alt": .string($0)]) } ?? file
    }
    if let replyTo { object["replyTo"] = .string(replyTo) }
    if !reactions.isEmpty {
      object["reactions"] = .array(
        reactions.map { .object(["emoji": .string($0.emoji), "count": .number(Double($0.count))]) })
    }
  }
}

extension RenderMetadata {
  /// Message index → photo path as recorded: relative to `baseDirectory` when inside it, else
  /// the file name alone (as avatars are).
  static func photoNames(of conversation: Conversation, baseDirectory: String?) -> [Int: String] {
    guard conversation.messages.contains(where: { $0.image != nil }) else { return [:] }
    let base = FileSystem.realPath(baseDirectory.map(FilePath.init) ?? FilePath("."))
    var names: [Int: String] = [:]
    for (index, message) in conversation.messages.enumerated() {
      guard let path = message.image?.source.path else { continue }
      names[index] = (base.flatMap(path.relative(to:)) ?? path.lastComponent).description
    }
    return names
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
