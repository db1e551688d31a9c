import ChatShotCore
import ChatShotLayout
import ChatShotModel

extension Message {
  /// Adds `format` and `entities` to a message's canonical object, only when set (so
  /// messages without them keep their bytes).
  func addFormatting(to object: inout [String: JSONOutput]) {
    if let format { object["format"] = .string(format.rawValue) }
    guard !entities.isEmpty else { return }
    object["entities"] = .array(
      entities.map { e in
        var entity: [String: JSONOutput] = [
          "type": .string(e.type.rawValue), "offset": .number(Double(e.offset)),
          "length": .number(Double(e.length)),
        ]
        if let url = e.url { entity["url"] = .string(url) }
        return .object(entity)
      })
  }
}

extension TextFormattingStyle {
  /// Every member, for `Theme.canonicalJSON` (absent colours as null).
  var canonicalJSON: JSONOutput {
    .object([
      "linkColor": linkColor?.canonicalJSON ?? .null, "linkUnderline": .bool(linkUnderline),
      "codeFamily": .string(codeFamily), "codeScale": .number(codeScale),
      "codeBackground": codeBackground.canonicalJSON, "codePadding": .number(codePadding),
      "codeRadius": .number(codeRadius), "codeOverflow": .string(codeOverflow.rawValue),
      "quoteBarColor": quoteBarColor?.canonicalJSON ?? .null,
      "quoteBarWidth": .number(quoteBarWidth), "quoteGap": .number(quoteGap),
      "listIndent": .number(listIndent), "paragraphSpacing": .number(paragraphSpacing),
      "spoiler": .string(spoiler.rawValue), "spoilerColor": spoilerColor?.canonicalJSON ?? .null,
    ])
  }
}
