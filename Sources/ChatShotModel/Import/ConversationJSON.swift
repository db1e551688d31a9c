import ChatShotCore

/// The native JSON of a conversation (docs/input-format.md), as `chatshot import` writes it:
/// sorted keys, only what differs from the defaults, so that decoding it gives the same
/// conversation (and rendering it the same PNG bytes).
package enum ConversationJSON {
  /// The document for `conversation` (without avatars, which imports never have).
  ///
  /// - Parameter file: the file the document is written to, nil for standard output (read
  ///   back from the current directory): photos below its folder are written relative to
  ///   it, others absolute.
  /// - Throws: ``InputError`` (`.invalidRequest`) when a photo has a
  ///   ``MessageImage/privateFolder`` (an `--anonymize` import from a folder whose path
  ///   names someone) and the document is not written inside that folder: its path would
  ///   give the name away.
  package static func document(_ conversation: Conversation, writtenTo file: FilePath? = nil)
    throws(InputError) -> JSONOutput
  {
    let base = FileSystem.canonicalDirectory(file?.directory ?? FilePath("."))
    for (index, message) in conversation.messages.enumerated() {
      guard let folder = message.image?.privateFolder, !base.isInside(folder) else { continue }
      let name = file?.description ?? "standard output"
      let path = JSONPath.root.appending(key: "messages").appending(index: index)
        .appending(key: "image")
      // The document does not exist yet (no line and column): its name and the JSON path.
      throw InputError(
        file: name, problem: ImportProblem.privatePhotoFolder(document: name, path: path))
    }
    var root: [String: JSONOutput] = [
      "localUser": .string(conversation.localUser),
      "participants": .array(conversation.participants.map(participant)),
      "messages": .array(conversation.messages.map { message($0, base: base) }),
    ]
    if let title = conversation.title { root["title"] = .string(title) }
    if let theme = conversation.theme { root["theme"] = .string(theme) }
    return .object(root)
  }

  private static func participant(_ participant: Participant) -> JSONOutput {
    var object: [String: JSONOutput] = ["id": .string(participant.id)]
    if participant.name != participant.id { object["name"] = .string(participant.name) }
    if let color = participant.color { object["color"] = .string(color) }
    if let avatar = participant.avatar { object["avatar"] = .string(avatar) }
    return .object(object)
  }

  private static func message(_ message: Message, base: FilePath) -> JSONOutput {
    var object: [String: JSONOutput] = ["text": .string(message.text)]
    if !message.from.isEmpty { object["from"] = .string(message.from) }
    if message.kind != .text { object["kind"] = .string(message.kind.rawValue) }
    if let time = message.time { object["time"] = .string(time) }
    if let id = message.id { object["id"] = .string(id) }
    if let status = message.status { object["status"] = .string(status.rawValue) }
    if message.edited { object["edited"] = .bool(true) }
    switch message.forwarded {
    case .unnamed: object["forwarded"] = .bool(true)
    case .from(let name): object["forwarded"] = .string(name)
    case nil: break
    }
    if let format = message.format { object["format"] = .string(format.rawValue) }
    if !message.entities.isEmpty { object["entities"] = .array(message.entities.map(entity)) }
    if let image = message.image {
      let path = FilePath(image.path)
      let written = (path.isAbsolute ? path.relative(to: base) : nil) ?? path
      if let alt = image.alt {
        object["image"] = .object(["file": .string(written.description), "alt": .string(alt)])
      } else {
        object["image"] = .string(written.description)
      }
    }
    if let replyTo = message.replyTo { object["replyTo"] = .string(replyTo) }
    if !message.reactions.isEmpty {
      object["reactions"] = .array(
        message.reactions.map { reaction in
          var pill: [String: JSONOutput] = ["emoji": .string(reaction.emoji)]
          if reaction.count != 1 { pill["count"] = .number(Double(reaction.count)) }
          return .object(pill)
        })
    }
    return .object(object)
  }

  private static func entity(_ entity: TextEntity) -> JSONOutput {
    var object: [String: JSONOutput] = [
      "type": .string(entity.type.rawValue), "offset": .number(Double(entity.offset)),
      "length": .number(Double(entity.length)),
    ]
    if let url = entity.url { object["url"] = .string(url) }
    return .object(object)
  }
}
