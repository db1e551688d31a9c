/// What chatshot reads a file as: how its messages name the file, and the most bytes that
/// are read for it.
///
/// Every file is opened by ``OpenedFile``, whatever its role; the role only changes the
/// words and the cap.
package enum FileRole: Sendable {
  /// A conversation file given on the command line.
  case conversation
  /// A theme file (`--theme path.json`).
  case theme
  /// An image file named by a theme file.
  case themeImage
  /// An avatar file named by a conversation.
  case avatar
  /// A photo named by a conversation's message (`"image"`): PNG or JPEG.
  case photo
  /// A golden PNG (`check`, `info`, `assertChatSnapshot`).
  case golden
  /// A PNG given to `diff`, or another file read through ``InputFile/read(_:limits:)``.
  case input
  /// A font file, hashed for the metadata.
  case font

  /// The file's name in messages: "avatar file 'a.png' is a FIFO, not a regular file".
  package var noun: String {
    switch self {
    case .conversation: "conversation file"
    case .theme: "theme file"
    case .themeImage: "image file"
    case .avatar: "avatar file"
    case .photo: "image file"
    case .golden: "PNG file"
    case .input: "input file"
    case .font: "font file"
    }
  }

  /// Whether the file is named inside another file (an avatar by a conversation, an image by
  /// a theme): its errors then point at that value and name the file as it is written there.
  package var isNamedInAFile: Bool {
    switch self {
    case .avatar, .themeImage, .photo: true
    case .conversation, .theme, .golden, .input, .font: false
    }
  }

  /// The most bytes read for the role, unless the caller gives its own limit: 16 MiB for
  /// conversations, themes and images, 1 GiB for PNGs that may be tall screenshots.
  package var defaultMaxBytes: Int {
    switch self {
    case .conversation, .theme, .themeImage, .avatar, .photo: 16 << 20
    case .golden, .input: 1 << 30
    case .font: .max
    }
  }
}
