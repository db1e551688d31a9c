import ChatShotCore
import ChatShotImage
import ChatShotLayout
import ChatShotModel
import ChatShotRender

extension ChatRenderer {
  /// Refuses, from the conversation alone and before any text is measured, an animation
  /// the format cannot hold, with options out of range, or with too many frames or too long.
  func checkAnimation(_ conversation: Conversation, options: RenderOptions) throws {
    guard let animation = options.animation else { return }
    let format = options.format ?? .png
    if format.isVector {
      throw AnimationError.formatCannotMove(format.rawValue.uppercased())
    }
    if !AnimationOptions.paceRange.contains(animation.pace) {
      throw RenderError.optionOutOfRange(
        name: "pace", value: animation.pace, range: AnimationOptions.paceRange)
    }
    if !AnimationOptions.holdRange.contains(animation.hold) {
      throw RenderError.optionOutOfRange(
        name: "hold", value: animation.hold, range: AnimationOptions.holdRange)
    }
    try AnimationLimits.check(AnimationScript(conversation: conversation, options: animation))
  }

  /// Draws the animation of `drawing`'s conversation into `sink` in its format; returns the
  /// canvas size in pixels.
  func drawAnimation(_ drawing: Drawing, to sink: any ByteSink) throws -> (width: Int, height: Int)
  {
    let frames = try AnimationFrameDrawer(drawing, renderer: self)
    switch drawing.options.format ?? .png {
    case .png:
      try APNGFile.write(
        frames, compression: drawing.options.compression, threads: compressionThreads,
        textChunks: drawing.chunks, sink: sink)
    case .webp:
      let packet = drawing.chunks.isEmpty ? nil : XMPPacket.encode(drawing.chunks)
      let bytes = try WebPAnimationFile.encode(frames, xmp: packet)
      try bytes.withUnsafeBytes { try sink.write($0) }
    case let other:
      throw AnimationError.formatCannotMove(other.rawValue.uppercased())
    }
    return (frames.width, frames.height)
  }
}

/// Draws an animation's frames one at a time with the strip renderer, each from the layout
/// of what it shows (``AnimationScript/conversation(_:of:)``), on the canvas of the whole
/// conversation's still picture.
final class AnimationFrameDrawer: AnimationFrameSource {
  let script: AnimationScript
  let width: Int
  let height: Int
  let isOpaque: Bool
  private let drawing: ChatRenderer.Drawing
  private let renderer: ChatRenderer

  init(_ drawing: ChatRenderer.Drawing, renderer: ChatRenderer) throws {
    let options = drawing.options.animation ?? AnimationOptions()
    script = AnimationScript(conversation: drawing.conversation, options: options)
    try AnimationLimits.check(script)
    width = Int((drawing.layout.width * drawing.options.scale).rounded())
    height = max(1, Int((drawing.layout.height * drawing.options.scale).rounded(.up)))
    try AnimationLimits.check(script, width: width, height: height)
    isOpaque = drawing.theme.background.alpha >= 1
    self.drawing = drawing
    self.renderer = renderer
  }

  /// The layout of frame `index`: what it shows, on the whole conversation's canvas, with
  /// its input bar and screen parts where the still picture has them.
  func layout(ofFrame index: Int) -> TimelineLayout {
    let shown = AnimationScript.conversation(script.frames[index], of: drawing.conversation)
    var layout = renderer.lay(shown, theme: drawing.theme, options: drawing.options)
    layout.height = drawing.layout.height
    layout.chrome = drawing.layout.chrome
    layout.screen = drawing.layout.screen
    return layout
  }

  func draw(frame index: Int, into pixels: UnsafeMutablePointer<UInt8>) throws {
    let layout = layout(ofFrame: index)
    defer { renderer.text.keptLayouts.reset() }
    let shown = AnimationScript.conversation(script.frames[index], of: drawing.conversation)
    let images = ImageLibrary(conversation: shown, theme: drawing.theme, cache: renderer.cache)
    let strips = StripRenderer(
      layout: layout, theme: drawing.theme, scale: drawing.options.scale, text: renderer.text,
      images: images, cache: renderer.cache)
    try strips.renderRGBA(into: pixels, stripHeight: drawing.stripHeight)
  }
}
