import ChatShotCore

/// The input bar of a chat screen (seed 002's 44-pt bar: background, voice button, text
/// field, emoji and "+" buttons), drawn below the timeline with `--chrome`.
package struct ChromeStyle: Hashable, Sendable, Encodable {
  /// Height in points; the image grows by this much.
  package var height: Double
  /// Fills the whole bar before the items.
  package var background: ChromeBackground
  /// Drawn in order, each in a frame relative to the bar.
  package var items: [ChromeItem]
  /// Below the timeline (the default) or above it, under the status bar and header.
  package var position: ChromePosition = .bottom
}

/// What fills the bar: an image stretched over it (with its cap insets) or a colour.
package enum ChromeBackground: Hashable, Sendable {
  case image(name: String)
  case color(RGBAColor)
}

/// One image in the bar, placed like an Auto Layout view: along each axis by two of its
/// start inset, length and end inset, so a text field can grow with the width.
package struct ChromeItem: Hashable, Sendable, Encodable {
  /// A built-in or theme image. Stretchable images (with cap insets) fill the frame;
  /// others are drawn at their size, centred, shrunk to fit if larger (like a button image).
  /// Nil for an item drawn only as a fill and text.
  package var image: String?
  package var horizontal: Span
  package var vertical: Span
  /// A rounded rectangle filling the frame, drawn before the image (a text field, a button).
  package var fill: ChromeFill? = nil
  /// A word drawn in the frame (a placeholder, a "Send" button's title).
  package var text: ChromeText? = nil

  /// A rounded rectangle: its colour, corner radius and optional outline.
  package struct ChromeFill: Hashable, Sendable, Encodable {
    package var color: RGBAColor
    package var cornerRadius: Double
    /// A one-point outline inside the frame; nil for none.
    package var border: RGBAColor?
  }

  /// A single line of text in the item's frame, vertically centred.
  package struct ChromeText: Hashable, Sendable, Encodable {
    package var text: String
    package var font: FontSpec
    package var color: RGBAColor
    /// Centred in the frame, or from its left edge inset by `inset` points.
    package var centered: Bool
    package var inset: Double
  }

  /// Where an item sits along one axis: exactly two of the three are set.
  package struct Span: Hashable, Sendable, Encodable {
    /// Distance from the bar's left (top) edge.
    package var start: Double?
    package var length: Double?
    /// Distance from the bar's right (bottom) edge.
    package var end: Double?

    /// The item's origin and length along an axis of `total` points (a negative length
    /// becomes 0).
    func resolve(in total: Double) -> (origin: Double, length: Double) {
      switch (start, length, end) {
      case (let s?, let l?, _): (s, max(0, l))
      case (let s?, nil, let e?): (s, max(0, total - s - e))
      case (nil, let l?, let e?): (total - e - l, max(0, l))
      default: (0, total)
      }
    }
  }
}
