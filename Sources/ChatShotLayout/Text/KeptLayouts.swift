import ChatShotModel

/// Paragraph layouts made while measuring, kept for drawing, so that each text is shaped
/// once per render rather than twice (measuring and drawing shape the very same layout).
///
/// Off unless a renderer turns it on for one render; the renderer forgets every layout when
/// the render ends, and the strip renderer releases each row's once its last strip is drawn,
/// so memory stays bounded by one conversation's text.
package struct KeptLayouts {
  /// What a paragraph layout depends on.
  package struct Key: Hashable {
    var text: String
    var font: FontSpec
    var maxWidth: Double
  }

  /// What a one-line label layout depends on (its width in Pango units).
  package struct LabelKey: Hashable {
    var text: String
    var font: FontSpec
    var width: Int32
  }

  /// What a formatted text's layout depends on.
  package struct RichKey: Hashable {
    var text: RichText
    var font: FontSpec
    var style: TextFormattingStyle
    var maxWidth: Double
  }

  /// Whether `measure` keeps what it lays out.
  package var isEnabled = false
  private var layouts: [Key: TextLayout] = [:]
  /// Label layouts of the current render: time labels repeat ("09:24" on many rows), and
  /// each is shaped once.
  package var labels: [LabelKey: TextLayout] = [:]
  /// Formatted texts of the current render.
  private var richLayouts: [RichKey: RichTextLayout] = [:]

  package mutating func keepRich(_ layout: RichTextLayout, for key: RichKey) {
    if isEnabled { richLayouts[key] = layout }
  }

  package func richLayout(for key: RichKey) -> RichTextLayout? { richLayouts[key] }

  package mutating func releaseRich(_ key: RichKey) { richLayouts[key] = nil }

  mutating func keep(_ layout: TextLayout, for key: Key) {
    if isEnabled { layouts[key] = layout }
  }

  package func layout(for key: Key) -> TextLayout? { layouts[key] }

  package mutating func release(_ key: Key) { layouts[key] = nil }

  /// Forgets every layout and stops keeping new ones.
  package mutating func reset() {
    layouts = [:]
    labels = [:]
    richLayouts = [:]
    isEnabled = false
  }
}
