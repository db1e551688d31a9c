/// Seed 000's emoticon substitution (placeholder until the input branch lands).
enum Emoticons {
  static func substitute(_ text: String) -> String { text }
}
