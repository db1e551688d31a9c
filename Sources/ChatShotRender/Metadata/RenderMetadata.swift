import ChatShotCore

/// What a PNG says about how chatshot made it: enough to re-render it, and to tell what in
/// the environment differs when a re-render does not match.
///
/// Written as PNG text chunks (`textChunks`, keywords in `Keyword`), all before the image
/// data and in a fixed order with sorted JSON keys, so the same render gives the same bytes.
/// Nothing in it names a folder of the machine it was made on.
public struct RenderMetadata: Hashable, Sendable {
  /// The version of this layout of chunks.
  public static let currentFormat = 1

  /// The metadata format the chunks were written in (`chatshot:format`); `currentFormat` for
  /// a new render, possibly higher in a PNG from a newer chatshot.
  public var format: Int = RenderMetadata.currentFormat
  /// chatshot's version, e.g. "0.1.0".
  public var chatshotVersion: String
  /// The options that change the picture; `width` is the one used (never nil here).
  public var options: RenderOptions
  /// The name of the theme used: a built-in name, or a theme file's `name`.
  public var themeName: String
  /// `Theme.contentHash` of the theme used.
  public var themeDigest: String
  /// Library name → version: cairo, fontconfig, freetype, harfbuzz, libpng, pango.
  public var libraries: [String: String]
  /// Every font file chatshot draws with, in fallback order; digests are sampled identities
  /// (the SHA-256 of each file's size and its first and last 64 KiB).
  public var fonts: [FileIdentity]
  /// The built-in images drawn, at the resolution used, sorted by name; SHA-256 digests.
  public var images: [FileIdentity]
  /// Participants' avatar files, sorted by name; SHA-256 digests.
  public var avatars: [FileIdentity]
  /// Messages' photo files, sorted by name; SHA-256 digests (written only when there are any).
  public var photos: [FileIdentity] = []
  /// The conversation as canonical JSON (a native-format conversation file that
  /// `ConversationDecoder` reads back), or nil if absent.
  public var conversationJSON: String?
  /// The layout dump (`TimelineLayout.dumpJSON(scale:)`) as compact JSON, or nil if absent.
  public var layoutJSON: String?

  /// Metadata made of these parts, in format `currentFormat`; `textChunks` writes it.
  public init(
    chatshotVersion: String, options: RenderOptions, themeName: String, themeDigest: String,
    libraries: [String: String], fonts: [FileIdentity], images: [FileIdentity],
    avatars: [FileIdentity], conversationJSON: String?, layoutJSON: String?
  ) {
    self.chatshotVersion = chatshotVersion
    self.options = options
    self.themeName = themeName
    self.themeDigest = themeDigest
    self.libraries = libraries
    self.fonts = fonts
    self.images = images
    self.avatars = avatars
    self.conversationJSON = conversationJSON
    self.layoutJSON = layoutJSON
  }

  /// The width the picture was laid out at, in points.
  public var width: Double { options.width ?? 0 }
}
