import ChatShotCore
import ChatShotImage
import ChatShotLayout
import ChatShotModel
import ChatShotRender

extension ChatRenderer {
  /// Everything one drawing needs, settled by the pipeline before the first pixel.
  struct Drawing {
    var layout: TimelineLayout
    var conversation: Conversation
    var theme: Theme
    var options: RenderOptions
    /// The metadata text chunks, written before the image data.
    var chunks: [PNGTextChunk]
    /// Strip height in device pixels (tests prove it changes nothing).
    var stripHeight: Int
  }

  /// Draws `drawing.layout` in strips and streams the PNG into `sink`; returns the image
  /// size in pixels.
  func draw(_ drawing: Drawing, to sink: any ByteSink) throws -> (width: Int, height: Int) {
    let images = ImageLibrary(
      conversation: drawing.conversation, theme: drawing.theme, cache: cache)
    defer { lastPeakAvatarBytes = images.peakAvatarBytes }
    // Refused before the first strip: decoded images beyond the budget (``ImageBudget``).
    try ImageBudget.check(
      drawing.layout, conversation: drawing.conversation, theme: drawing.theme,
      scale: drawing.options.scale, images: images, limit: imageBudget)
    if drawing.options.animation != nil { return try drawAnimation(drawing, to: sink) }
    let strips = StripRenderer(
      layout: drawing.layout, theme: drawing.theme, scale: drawing.options.scale, text: text,
      images: images, cache: cache)
    strips.veiled = strips.veil(
      keeping: try RowSelector.rows(
        drawing.options.highlight, in: drawing.layout, for: .highlight))
    if (drawing.options.format ?? .png) != .png {
      return try drawOtherFormat(drawing, strips: strips, to: sink)
    }
    let timings = self.timings
    let output: any ByteSink = timings.map { TimedSink(sink, timings: $0) } ?? sink
    let writeBefore = timings?.seconds("write") ?? 0
    var clock = PhaseClock(timings)
    let writer = try ParallelPNGWriter(
      width: strips.pixelWidth, height: strips.pixelHeight, hasAlpha: !strips.isOpaque,
      compression: drawing.options.compression, threads: compressionThreads,
      textChunks: drawing.chunks, sink: output)
    clock.lap("encode")  // the signature, header and text chunks
    try strips.render(stripHeight: drawing.stripHeight) { surface, rows in
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
