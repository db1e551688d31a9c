import ChatShotCore
import ChatShotImage
import ChatShotLayout
import ChatShotModel
import ChatShotRender

/// How a picture that an earlier render wrote compares with what a render would write now
/// (`chatshot --if-changed`).
package enum OutputState: Equatable, Sendable {
  /// Its metadata records the very inputs of this render: the same conversation (and every
  /// photo and avatar it draws), options, theme (and its images), fonts, library versions
  /// and chatshot version. `header` is the picture's, `metadata` what it records (its layout
  /// dump among it).
  case upToDate(header: PNGHeader, metadata: RenderMetadata)
  /// It must be rendered; why, in a few words ("missing", "conversation: message 3 changed").
  case stale(String)
}

extension ChatRenderer {
  /// Whether the picture at `path` is what rendering `conversation` with these options would
  /// write there now, judged from its metadata alone: only the chunks before a PNG's image
  /// data are read (a WebP, SVG or PDF is read whole), no text is measured and no font is set
  /// up. A file that is missing, unreadable, in another format, or without chatshot's
  /// metadata is stale; so is every picture when `options.metadata` is off (nothing to judge
  /// by).
  ///
  /// The layout dump and the images drawn are not compared: they follow from what is.
  package static func state(
    ofFileAt path: String, conversation: Conversation, theme: Theme?, options: RenderOptions,
    baseDirectory: String?
  ) -> OutputState {
    guard options.metadata else { return .stale("written without metadata") }
    guard FileSystem.exists(path) else { return .stale("missing") }
    let head: [UInt8]
    let chunks: [PNGTextChunk]
    let header: PNGHeader
    do {
      head = try GoldenFile.readKeepingOwnText(FilePath(path), throughImageData: false)
      header = try PictureReader.probe(head)
      chunks = try PictureReader.readText(head)
    } catch {
      return .stale("unreadable")
    }
    guard PictureReader.format(of: head) == options.format else {
      return .stale("another format")
    }
    guard let recorded = try? RenderMetadata(textChunks: chunks), let layout = recorded.layoutJSON
    else { return .stale("no chatshot metadata") }
    guard let (conversation, theme) = try? prepared(conversation, theme: theme, options: options)
    else { return .stale("cannot be judged") }
    var expected = RenderMetadata.collectInputs(
      conversation: conversation, theme: theme, options: options,
      width: options.width ?? options.device?.width ?? theme.width,
      fonts: defaultFonts(), baseDirectory: baseDirectory)
    expected.images = recorded.images
    expected.layoutJSON = layout
    let now = expected.textChunks.map { [$0.keyword, $0.text] }
    guard now != chunks.map({ [$0.keyword, $0.text] }) else {
      return .upToDate(header: header, metadata: recorded)
    }
    let changes = EnvironmentChanges.describe(from: recorded, to: expected)
    return .stale(changes.first ?? "metadata changed")
  }

  /// The font files every renderer draws with, their identities prefetched (once a process).
  private static func defaultFonts() -> [FontFile] {
    _ = fontIdentitiesPrefetched
    return FontFile.bundled
  }

  private static let fontIdentitiesPrefetched: Bool = {
    FontIdentity.prefetch(
      FontFile.bundled.map(\.path), cacheDirectory: FontCacheDirectory.resolve())
    return true
  }()
}
