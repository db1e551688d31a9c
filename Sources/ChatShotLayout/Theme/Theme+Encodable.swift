import ChatShotCore

// `Theme` and the types it holds are `Encodable` where they are declared (the conformance is
// synthesised, so a field added to a theme type is in the theme's canonical JSON, and its
// content digest, with nothing more to write). The encoding is not a theme file: it is every
// stored field by its Swift name, for `CanonicalJSONEncoder`. The types below cannot use
// the synthesised form.

extension DarkVariant: Encodable {
  /// The dark theme's fields, unboxed.
  package func encode(to encoder: any Encoder) throws { try theme.encode(to: encoder) }
}

extension AvatarShape: Encodable {
  /// `"square"`, `"circle"`, or `{"rounded": {"radius": r}}`: a case without a payload is
  /// its name (the synthesised form would be `{"square": {}}`).
  package func encode(to encoder: any Encoder) throws {
    switch self {
    case .square, .circle:
      var container = encoder.singleValueContainer()
      try container.encode(self == .square ? "square" : "circle")
    case .rounded(let radius):
      var container = encoder.container(keyedBy: CaseKey.self)
      var payload = container.nestedContainer(keyedBy: CaseKey.self, forKey: .rounded)
      try payload.encode(radius, forKey: .radius)
    }
  }

  private enum CaseKey: String, CodingKey { case rounded, radius }
}

extension ChromeBackground: Encodable {
  /// `{"image": {"name": …}}` or `{"color": colour}`: the colour is not labelled `_0`.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CaseKey.self)
    switch self {
    case .image(let name):
      var payload = container.nestedContainer(keyedBy: CaseKey.self, forKey: .image)
      try payload.encode(name, forKey: .name)
    case .color(let color): try container.encode(color, forKey: .color)
    }
  }

  private enum CaseKey: String, CodingKey { case image, name, color }
}

extension ConversationStyle.Marks {
  /// Font, colour and height; the words only when a theme changes them, so that the built-in
  /// themes kept their digests when the words became theme data.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    try container.encode(font, forKey: .font)
    try container.encode(color, forKey: .color)
    try container.encode(height, forKey: .height)
    for (key, value, standard) in [
      (Key.edited, edited, Self.standardEdited), (.forwarded, forwarded, Self.standardForwarded),
      (.forwardedFrom, forwardedFrom, Self.standardForwardedFrom),
    ] where value != standard {
      try container.encode(value, forKey: key)
    }
  }

  private enum Key: String, CodingKey { case font, color, height, edited, forwarded, forwardedFrom }
}
