/// Renders conversations to PNG: owns the font set-up, so make one and reuse it for many
/// renders. Not thread-safe: one per thread.
public final class ChatRenderer {
  let text: PangoTextEngine
  /// Built-in images and avatar sprites, decoded once for all renders.
  let cache = RenderCache()
  /// Threads that deflate the PNG while the next strips are drawn (1: deflate on this
  /// thread). The bytes are the same for any number.
  public var compressionThreads = ParallelPNGWriter.defaultThreads
  /// Phase times of the renders, when asked for (`CHATSHOT_TIMINGS=1`).
  var timings: PhaseTimings?
  /// The most bytes a render's decoded images may take (``ImageBudget``; tests lower it).
  var imageBudget = ImageBudget.maxBytes
  /// The most bytes of avatar-file pixels the last render held at once (tests check it).
  private(set) var lastPeakAvatarBytes = 0

  /// Sets up the private fonts (≈ 30 ms with a warm font cache).
  public init() throws(FontError) {
    text = try PangoTextEngine()
  }

  /// The frame model of `conversation`: pure, the same at every scale.
  ///
  /// The text layouts it makes are kept for the next `render` (each text is then shaped
  /// once), until that render ends or the next `layout` call.
  public func layout(_ conversation: Conversation, theme: Theme, options: RenderOptions) -> TimelineLayout {
    text.keptLayouts.reset()
    text.keptLayouts.isEnabled = true
    defer { text.keptLayouts.isEnabled = false }
    return TimelineLayout(
      conversation: conversation, theme: theme, width: options.width, measurer: text,
      emoticons: options.emoticons, chrome: options.chrome)
  }

  /// Draws `layout` and streams the PNG into `sink`; returns the image size in pixels.
  ///
  /// Refuses (before drawing anything) a layout beyond `RenderLimits`, or one whose decoded
  /// images would take more than the ``ImageBudget``.
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
    defer { text.keptLayouts.reset() }
    let images = ImageLibrary(conversation: conversation, theme: theme, cache: cache)
    defer { lastPeakAvatarBytes = images.peakAvatarBytes }
    try ImageBudget.check(
      layout, conversation: conversation, theme: theme, scale: options.scale, images: images,
      limit: imageBudget)
    let strips = StripRenderer(
      layout: layout, theme: theme, scale: options.scale, text: text, images: images, cache: cache)
    let timings = self.timings
    let output: any ByteSink = timings.map { TimedSink(sink, timings: $0) } ?? sink
    let writeBefore = timings?.seconds("write") ?? 0
    var clock = PhaseClock(timings)
    let writer = try ParallelPNGWriter(
      width: strips.pixelWidth, height: strips.pixelHeight, hasAlpha: !strips.isOpaque,
      compression: options.compression, threads: compressionThreads, textChunks: metadata,
      sink: output)
    clock.lap("encode")  // the signature, header and text chunks
    try strips.render(stripHeight: stripHeight) { surface, rows in
      clock.lap("draw")
      guard let data = surface.data else {
        throw RenderError.cairo(status: "no pixel data", during: "encoding a strip")
      }
      try writer.writeARGB32Rows(data.pointer, stride: data.stride, rows: rows)
      clock.lap("encode")
    }
    clock.lap("draw")
    try writer.finish()
    clock.lap("encode")
    if let timings {
      // The sink's time was counted as `write` inside the encoder's calls.
      timings.add("encode", writeBefore - timings.seconds("write"))
      timings.add("deflate-cpu", writer.deflateSeconds)
    }
    return (strips.pixelWidth, strips.pixelHeight)
  }
}

/// Splits the time between calls into phases (draw, encode) when timings are on.
private struct PhaseClock {
  let timings: PhaseTimings?
  var last = PhaseTimings.now()

  init(_ timings: PhaseTimings?) { self.timings = timings }

  /// Adds the time since the previous lap to `phase`.
  mutating func lap(_ phase: String) {
    guard let timings else { return }
    let now = PhaseTimings.now()
    timings.add(phase, now - last)
    last = now
  }
}
