import ChatShot

extension ImportProblem: CommandLineWorded {
  /// The import's problems with the options named by their flags.
  var commandLineText: String {
    switch self {
    case .datesNeeded: "--since and --until need an export with dates; this one has none"
    case .notADate(let bound, let text):
      "--\(bound == .since ? "since" : "until") \(quotedKey(text)) is not a date like 2024-03-01"
    case .dateOrderUnknown: description + " with --day-first or --month-first"
    case .unknownFormat:
      "cannot tell what kind of export this is (tried: \(Self.triedFormats)); "
        + "name it with --from " + ImportFormat.allCases.map(\.rawValue).joined(separator: "|")
    case .localUserUnknown(let authors):
      "cannot tell who the local user is: the export does not say; add --me NAME "
        + "(authors: \(Self.list(authors)))"
    case .noSuchAuthor(let me, let authors):
      "--me \(quotedKey(me)) names no author of this export (authors: \(Self.list(authors)))"
    case .localUserOfNative:
      "--me is for exports; a native conversation names its \"localUser\""
    case .timeFormat(let reason): "--time-format: " + reason
    case .privatePhotoFolder(let document, let path):
      "\(document): \(path): under --anonymize a photo's path \(Self.privatePhotoRule)"
    }
  }
}

extension ChatChoiceProblem: CommandLineWorded {
  /// The choice of a chat named by its flag.
  var commandLineText: String {
    // `--channel` is `--chat`'s other name, the one a Slack export's problems say.
    switch self {
    case .chatNeeded(let count, let chats, let noun):
      "the export holds \(count) \(noun)s; add --\(noun) NAME|ID (\(noun)s: \(chats))"
    case .noSuchChat(let chat, let chats, let noun):
      "--\(noun) \(quotedKey(chat)) names no \(noun) of this export (\(noun)s: \(chats))"
    case .ambiguousChat(let chat, let chats, let noun):
      "--\(noun) \(quotedKey(chat)) names several \(noun)s of this export; give its id "
        + "(\(chats))"
    }
  }
}
