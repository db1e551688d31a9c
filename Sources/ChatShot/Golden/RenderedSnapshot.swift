import ChatShotImage
import ChatShotLayout
import ChatShotModel
import ChatShotRender

/// One render held in memory with its pixels decoded back: what `GoldenComparison` compares
/// with a golden (`chatshot check` and `assertChatSnapshot`).
public struct RenderedSnapshot: Sendable {
  /// The PNG file's bytes, metadata included unless `options.metadata` was false.
  public var png: [UInt8]
  /// The pixels of `png`.
  public var image: RGBAImage
  /// The frame model that was drawn.
  public var layout: TimelineLayout
  /// How it was made (collected even when `options.metadata` keeps it out of the file, to
  /// tell what in the environment changed since the golden).
  public var metadata: RenderMetadata
  /// The scale it was drawn at, recorded in its layout dump.
  package var scale: Double
  /// The conversation drawn.
  package var conversation: Conversation

  /// What it shows in words (`Transcript.text(of:)` of the conversation drawn).
  package var transcript: String { Transcript.text(of: conversation) }

  /// The layout dump of what was drawn, as `chatshot --layout-json` writes it.
  package var layoutJSON: String { layout.dumpJSON(scale: scale) }
}

extension ChatRenderer {
  /// Renders `conversation` in memory through `render(_:theme:options:baseDirectory:to:)`
  /// and decodes the pixels back.
  ///
  /// - Parameters:
  ///   - conversation: decoded or built in code; validated first, as for `render`.
  ///   - theme: the theme to draw with; nil chooses as `render` does.
  ///   - options: scale, width and the rest; the metadata is collected even when
  ///     `options.metadata` keeps it out of the PNG.
  ///   - baseDirectory: the conversation file's folder, for the avatar paths the
  ///     metadata records (nil: the current directory).
  /// - Throws: what `render(_:theme:options:baseDirectory:to:)` throws (a `ChatShotError`).
  public func snapshot(
    _ conversation: Conversation, theme: Theme? = nil, options: RenderOptions = RenderOptions(),
    baseDirectory: String? = nil
  ) throws -> RenderedSnapshot {
    var options = options
    options.format = .png  // a golden is a PNG, whatever format the options name
    let rendering = try run(
      conversation, theme: theme, options: options, baseDirectory: baseDirectory, to: .memory,
      collectMetadata: true)
    let decoded = try PNGReader.decode(rendering.bytes)
    guard let metadata = rendering.metadata else {
      throw RenderError.cairo(status: "no metadata collected", during: "a snapshot")
    }
    return RenderedSnapshot(
      png: rendering.bytes, image: decoded.image, layout: rendering.layout, metadata: metadata,
      scale: rendering.scale, conversation: conversation)
  }
}
