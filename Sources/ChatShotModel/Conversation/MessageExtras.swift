import ChatShotCore

/// A message's photo: a PNG or JPEG file (`"image"`), drawn in the bubble above the caption.
public struct MessageImage: Hashable, Sendable {
  /// The file: read and checked by the decoder, or (made in code) read once on first use.
  package var source: ImageSource
  /// A description of the picture, kept for transcripts and the metadata; never drawn.
  public var alt: String?
  /// Set by an `--anonymize` import when the path of the export's folder (this one) names a
  /// participant: `chatshot import` may then write the photo's path only relative to a file
  /// inside that folder (``ConversationJSON``). Rendering is not affected.
  package var privateFolder: FilePath?

  /// The image file's path, already resolved against the conversation file's folder.
  public var path: String {
    get { source.path.description }
    set { source = ImageSource(path: FilePath(newValue), photo: true) }
  }

  /// A photo read from `path` on first use (relative to the current directory), with an
  /// optional description.
  public init(path: String, alt: String? = nil) {
    source = ImageSource(path: FilePath(path), photo: true)
    self.alt = alt
  }

  /// A photo whose file was already read and checked, named `written` in the conversation.
  init(file: ImageFile, alt: String?, written: String? = nil) {
    source = ImageSource(file: file, photo: true, written: written)
    self.alt = alt
  }
}

/// One reaction on a message: an emoji and how many people chose it.
public struct Reaction: Hashable, Sendable, Encodable {
  /// The emoji (or short text) shown in the pill.
  public var emoji: String
  /// How many chose it, at least 1; shown beside the emoji when more than 1.
  public var count: Int

  /// A reaction `emoji` chosen `count` times.
  public init(emoji: String, count: Int = 1) {
    self.emoji = emoji
    self.count = count
  }

  /// The pill's text: the emoji, and the count when more than one chose it.
  package var label: String { count > 1 ? "\(emoji) \(count)" : emoji }
}
