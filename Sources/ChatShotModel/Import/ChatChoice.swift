import ChatShotCore

/// One chat of an export that holds several (a Telegram account export's chats, a chatbot
/// app's conversations): how it is named and listed.
struct ChatCandidate: Sendable {
  /// The name shown and matched (a chat's name, a conversation's title); nil when it has none.
  var name: String?
  /// The export's id of it, matched exactly.
  var id: String?

  /// `'Weekend trip' (id 4000000001)`, as the lists of chats show it.
  var listed: String {
    let shown = name.map(quotedKey) ?? "(untitled)"
    return id.map { "\(shown) (id \($0))" } ?? shown
  }
}

/// Picks one chat of several by the chosen chat (``ImportOptions/chat``).
enum ChatChoice {
  /// The index of the chat `chosen` names in `candidates`: its exact name, else its id, else
  /// its name in any case. Without `chosen`, the only chat; otherwise an error listing the
  /// chats.
  /// `noun` is what the export calls its chats (a Slack export's are channels).
  static func pick(
    _ chosen: String?, among candidates: [ChatCandidate], file: String, noun: ChatNoun = .chat
  ) throws(InputError) -> Int {
    let listed = list(candidates)
    guard let chosen else {
      if candidates.count == 1 { return 0 }
      throw InputError(
        file: file,
        problem: ChatChoiceProblem.chatNeeded(count: candidates.count, chats: listed, noun: noun))
    }
    let rules: [(ChatCandidate) -> Bool] = [
      { $0.name == chosen }, { $0.id == chosen },
      { $0.name.map { $0.lowercased() == chosen.lowercased() } ?? false },
    ]
    for rule in rules {
      let found = candidates.indices.filter { rule(candidates[$0]) }
      if found.count == 1 { return found[0] }
      if found.count > 1 {
        let named = list(found.map { candidates[$0] })
        throw InputError(
          file: file,
          problem: ChatChoiceProblem.ambiguousChat(chat: chosen, chats: named, noun: noun))
      }
    }
    throw InputError(
      file: file, problem: ChatChoiceProblem.noSuchChat(chat: chosen, chats: listed, noun: noun))
  }

  /// The most chats a list names before "and N more".
  static let listed = 20

  /// The chats as a list says them: at most `listed`, then "and N more".
  static func list(_ candidates: [ChatCandidate]) -> String {
    let shown = candidates.prefix(listed).map(\.listed).joined(separator: ", ")
    let more = candidates.count - min(candidates.count, listed)
    return more > 0 ? shown + " and \(more) more" : shown
  }
}

/// Why an export of several chats cannot be read without choosing one, or cannot give the
/// one chosen (``ImportOptions/chat``). `chats` is the list of its chats, as shown.
package enum ChatChoiceProblem: InputProblem, Hashable {
  /// The export holds `count` chats and none was chosen.
  case chatNeeded(count: Int, chats: String, noun: ChatNoun)
  /// The chat chosen names none of the export's.
  case noSuchChat(chat: String, chats: String, noun: ChatNoun)
  /// The chat chosen names several of the export's (`chats`: those).
  case ambiguousChat(chat: String, chats: String, noun: ChatNoun)

  /// `.invalidData` when a chat must be chosen; `.invalidRequest` when the one chosen does
  /// not name one chat.
  package var kind: ChatShotErrorKind {
    if case .chatNeeded = self { return .invalidData }
    return .invalidRequest
  }

  /// One line in the library's words.
  package var description: String {
    switch self {
    case .chatNeeded(let count, let chats, let noun):
      "the export holds \(count) \(noun)s; choose one by its name or id (\(noun)s: \(chats))"
    case .noSuchChat(let chat, let chats, let noun):
      "the \(noun) \(quotedKey(chat)) names no \(noun) of this export (\(noun)s: \(chats))"
    case .ambiguousChat(let chat, let chats, let noun):
      "the \(noun) \(quotedKey(chat)) names several \(noun)s of this export; choose one by its "
        + "id (\(chats))"
    }
  }
}

/// What an export calls the chats it holds: a Slack export's are channels, every other
/// export's chats. Problems and the command line's options say it.
package enum ChatNoun: String, Hashable, Sendable, CustomStringConvertible {
  case chat, channel

  /// The word, singular.
  package var description: String { rawValue }
}
