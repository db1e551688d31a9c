import ChatShotLayout
import ChatShotRender

/// What one `ChatRenderer.render` call made.
public struct Rendering: Sendable {
  /// The PNG file's bytes when the destination was `.memory`; empty otherwise.
  public var png: [UInt8]
  /// The frame model that was drawn, in points (`layout.dump(scale:)` gives its JSON).
  public var layout: TimelineLayout
  /// The image's width in device pixels (`layout.width` × scale, rounded).
  public var pixelWidth: Int
  /// The image's height in device pixels (`layout.height` × scale, rounded up).
  public var pixelHeight: Int
  /// What the PNG's text chunks say about how it was made; nil when
  /// `RenderOptions.metadata` was off.
  public var metadata: RenderMetadata?
}
