/// Renders conversations to PNG: owns the font set-up, so make one and reuse it for many
/// renders. Not thread-safe: one per thread.
public final class ChatRenderer {
  let text: PangoTextEngine

  /// Sets up the private fonts (≈ 30 ms with a warm font cache).
  public init() throws(FontError) {
    text = try PangoTextEngine()
  }

  /// The frame model of `conversation`: pure, the same at every scale.
  public func layout(_ conversation: Conversation, theme: Theme, options: RenderOptions) -> TimelineLayout {
    TimelineLayout(
      conversation: conversation, theme: theme, width: options.width, measurer: text,
      emoticons: options.emoticons)
  }

  /// Draws `layout` and streams the PNG into `sink`; returns the image size in pixels.
  ///
  /// Refuses (before drawing anything) a layout beyond `RenderLimits`.
  @discardableResult
  public func render(
    _ layout: TimelineLayout, of conversation: Conversation, theme: Theme, options: RenderOptions,
    metadata: [PNGTextChunk] = [], to sink: ByteSink
  ) throws -> (width: Int, height: Int) {
    try render(layout, of: conversation, theme: theme, options: options, metadata: metadata, to: sink, stripHeight: 256)
  }

  /// `render` with a chosen strip height in device pixels (tests prove it changes nothing).
  func render(
    _ layout: TimelineLayout, of conversation: Conversation, theme: Theme, options: RenderOptions,
    metadata: [PNGTextChunk], to sink: ByteSink, stripHeight: Int
  ) throws -> (width: Int, height: Int) {
    try RenderLimits.check(layout, theme: theme, options: options)
    let images = ImageLibrary(conversation: conversation, theme: theme)
    let strips = StripRenderer(
      layout: layout, theme: theme, scale: options.scale, text: text, images: images)
    let writer = try PNGWriter(
      width: strips.pixelWidth, height: strips.pixelHeight, hasAlpha: !strips.isOpaque,
      compression: options.compression, textChunks: metadata, sink: sink)
    try strips.render(stripHeight: stripHeight) { surface, rows in
      guard let data = surface.data else {
        throw RenderError.cairo(status: "no pixel data", during: "encoding a strip")
      }
      try writer.writeARGB32Rows(data.pointer, stride: data.stride, rows: rows)
    }
    try writer.finish()
    return (strips.pixelWidth, strips.pixelHeight)
  }
}
