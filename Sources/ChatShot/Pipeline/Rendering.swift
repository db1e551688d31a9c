import ChatShotLayout
import ChatShotModel
import ChatShotRender

/// What one `ChatRenderer.render` call made.
public struct Rendering: Sendable {
  /// The file's bytes, in ``format``, when the destination was `.memory`; empty otherwise.
  public var bytes: [UInt8]
  /// The file format of the picture: `RenderOptions.format`, else the one a file
  /// destination's extension names, else PNG (`OutputFormat.forFile(_:given:)`).
  public var format: OutputFormat
  /// The scale drawn at (device pixels per point).
  public var scale: Double
  /// The appearance drawn: `RenderOptions.appearance`, else the conversation's, else light.
  public var appearance: Appearance
  /// The frame model that was drawn, in points (``layoutJSON`` gives it as text).
  public var layout: TimelineLayout
  /// The image's width in device pixels (`layout.width` × scale, rounded).
  public var pixelWidth: Int
  /// The image's height in device pixels (`layout.height` × scale, rounded up).
  public var pixelHeight: Int
  /// What the file's metadata says about how it was made; nil when
  /// `RenderOptions.metadata` was off.
  public var metadata: RenderMetadata?
  /// The code points drawn without a font (as boxes), in the order first met; empty
  /// normally. The CLI warns about each.
  package var missingGlyphs: [MissingGlyph] = []

  /// The layout dump: the frame model as the JSON text `chatshot --layout-json` writes
  /// (`TimelineLayout.dumpJSON(scale:)` at this rendering's scale), frames in points.
  public var layoutJSON: String { layout.dumpJSON(scale: scale) }
}
