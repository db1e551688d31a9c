/// Replaces text emoticons with emoji, as the Jabber client tutorial does before showing a
/// message (`:)` → 😄, `:(` → 😔, `;-)` → 😉, `:-x` → 😘).
///
/// Applied only when the caller asks for it; the decoder never changes message text.
package enum Emoticons {
  /// Each emoticon and its replacement; no emoticon is part of another.
  package static let table: [(emoticon: String, emoji: String)] = [
    (":)", "😄"), (":(", "😔"), (";-)", "😉"), (":-x", "😘"),
  ]

  /// `text` with every emoticon of `table` replaced, scanning left to right.
  package static func substitute(_ text: String) -> String {
    let patterns = table.map { (Array($0.emoticon.unicodeScalars), $0.emoji) }
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var i = 0
    scan: while i < scalars.count {
      for (pattern, emoji) in patterns
      where scalars[i...].starts(with: pattern) {
        result.append(contentsOf: emoji.unicodeScalars)
        i += pattern.count
        continue scan
      }
      result.append(scalars[i])
      i += 1
    }
    return String(result)
  }
}

extension Conversation {
  /// This conversation with `Emoticons.substitute` applied to every message's text.
  package func substitutingEmoticons() -> Conversation {
    var copy = self
    for index in copy.messages.indices {
      copy.messages[index].text = Emoticons.substitute(copy.messages[index].text)
    }
    return copy
  }
}
