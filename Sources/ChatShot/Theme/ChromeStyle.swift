/// The input bar of a chat screen (seed 002's 44-pt bar: background, voice button, text
/// field, emoji and "+" buttons), drawn below the timeline with `--chrome`.
public struct ChromeStyle: Hashable, Sendable {
  /// Height in points; the image grows by this much.
  public var height: Double
  /// Fills the whole bar before the items.
  public var background: ChromeBackground
  /// Drawn in order, each in a frame relative to the bar.
  public var items: [ChromeItem]
}

/// What fills the bar: an image stretched over it (with its cap insets) or a colour.
public enum ChromeBackground: Hashable, Sendable {
  case image(name: String)
  case color(RGBAColor)
}

/// One image in the bar, placed like an Auto Layout view: along each axis by two of its
/// start inset, length and end inset, so a text field can grow with the width.
public struct ChromeItem: Hashable, Sendable {
  /// A built-in or theme image. Stretchable images (with cap insets) fill the frame;
  /// others are drawn at their size, centred, shrunk to fit if larger (like a button image).
  public var image: String
  public var horizontal: Span
  public var vertical: Span

  /// Where an item sits along one axis: exactly two of the three are set.
  public struct Span: Hashable, Sendable {
    /// Distance from the bar's left (top) edge.
    public var start: Double?
    public var length: Double?
    /// Distance from the bar's right (bottom) edge.
    public var end: Double?

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
