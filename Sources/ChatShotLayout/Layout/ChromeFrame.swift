import ChatShotCore

/// The laid-out input bar: its frame on the canvas and each item's, in points.
public struct ChromeFrame: Hashable, Sendable {
  /// The whole bar, below the timeline.
  public var frame: Rect
  /// Each item's image name and frame, in the theme's order.
  public var items: [Item]

  /// One item of the bar (a button, the text field): the image drawn and where.
  public struct Item: Hashable, Sendable {
    /// The name of the image drawn: a built-in image, or one the theme file brings; nil for
    /// an item drawn as a fill and text only.
    public var image: String?
    /// Where the image is drawn, in points on the whole canvas.
    public var frame: Rect
  }

  /// The bar of `style` at `top` on a canvas `width` points wide.
  init(style: ChromeStyle, top: Double, width: Double) {
    frame = Rect(x: 0, y: top, width: width, height: style.height)
    items = style.items.map { item in
      let h = item.horizontal.resolve(in: width)
      let v = item.vertical.resolve(in: style.height)
      return Item(
        image: item.image,
        frame: Rect(x: h.origin, y: top + v.origin, width: h.length, height: v.length))
    }
  }
}
