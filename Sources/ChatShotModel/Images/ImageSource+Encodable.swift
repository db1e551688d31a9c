import ChatShotCore

extension CodingUserInfoKey {
  /// `(ImageSource) -> String`: what a theme's image file is encoded as (its content's
  /// SHA-256 when not given; tests give a constant).
  package static let imageDigest = CodingUserInfoKey(rawValue: "chatshot.imageDigest")!
  /// `(ImageSource) -> String`: the path a conversation's avatar or photo is written with
  /// (as the conversation file wrote it when not given; the metadata records it relative to
  /// the conversation's folder).
  package static let imagePath = CodingUserInfoKey(rawValue: "chatshot.imagePath")!
}

extension ImageSource: Encodable {
  /// The file as its content, never its path: the same files anywhere encode the same. The
  /// SHA-256 of the bytes as read once (those drawn), "unreadable" when they cannot be read,
  /// or what `userInfo[.imageDigest]` says.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    if let digest = encoder.userInfo[.imageDigest] as? (ImageSource) -> String {
      try container.encode(digest(self))
    } else {
      try container.encode((try? file().get())?.sha256 ?? "unreadable")
    }
  }

  /// How a conversation names this file when encoded (`userInfo[.imagePath]`).
  func encodedPath(_ encoder: any Encoder) -> String {
    (encoder.userInfo[.imagePath] as? (ImageSource) -> String)?(self) ?? shownPath
  }
}
