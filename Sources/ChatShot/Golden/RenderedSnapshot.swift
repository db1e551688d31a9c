/// One render held in memory: the PNG (with metadata), its pixels, its frame model and its
/// metadata. What `chatshot check` and `assertChatSnapshot` compare with a golden.
public struct RenderedSnapshot: Sendable {
  /// The PNG file's bytes, metadata included unless `options.metadata` is false.
  public var png: [UInt8]
  public var image: RGBAImage
  public var layout: TimelineLayout
  public var metadata: RenderMetadata
}

extension ChatRenderer {
  /// Lays out, draws and encodes `conversation` in memory, then decodes the pixels back.
  ///
  /// - Parameter baseDirectory: the conversation file's folder, for the avatar paths the
  ///   metadata records (nil: the current directory).
  public func snapshot(
    _ conversation: Conversation, theme: Theme, options: RenderOptions,
    baseDirectory: String? = nil
  ) throws -> RenderedSnapshot {
    try RenderLimits.checkEstimate(conversation, theme: theme, options: options)
    let layout = layout(conversation, theme: theme, options: options)
    let metadata = metadata(
      of: layout, conversation: conversation, theme: theme, options: options,
      baseDirectory: baseDirectory)
    let sink = MemorySink()
    try render(
      layout, of: conversation, theme: theme, options: options,
      metadata: options.metadata ? metadata.textChunks : [], to: sink)
    let decoded = try PNGReader.decode(sink.bytes)
    return RenderedSnapshot(
      png: sink.bytes, image: decoded.image, layout: layout, metadata: metadata)
  }

  /// The metadata of a render of `layout` with this renderer's fonts.
  public func metadata(
    of layout: TimelineLayout, conversation: Conversation, theme: Theme, options: RenderOptions,
    baseDirectory: String? = nil
  ) -> RenderMetadata {
    RenderMetadata.collect(
      conversation: conversation, theme: theme, options: options, layout: layout,
      fonts: text.fonts.files, baseDirectory: baseDirectory)
  }
}
