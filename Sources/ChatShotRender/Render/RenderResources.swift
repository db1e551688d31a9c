import ChatShotCore
import ChatShotImage
import ChatShotLayout
import ChatShotModel

/// What the strip renderer draws text with: the same layouts the measurer made.
package protocol TextDrawing {
  /// `text` laid out wrapped at `maxWidth` points, as measured; nil for the empty string.
  /// Made once per message and drawn in every strip the message reaches, so a tall message
  /// costs one layout, not one per strip.
  func paragraph(_ text: String, font: FontSpec, maxWidth: Double) -> Paragraph?
  /// Draws a paragraph with its layout origin at `origin` (points, the current transform of
  /// `cr` maps points to device pixels); `visible` is the strip's vertical extent in points
  /// (lines outside it may be skipped).
  func drawParagraph(
    _ paragraph: Paragraph, color: RGBAColor, at origin: (x: Double, y: Double),
    visible: Range<Double>,
    on cr: CairoContext)
  /// A reply's excerpt laid out as ``TextMeasuring/measureExcerpt(_:font:maxWidth:maxLines:)``
  /// measured it; nil for the empty string.
  func excerpt(_ text: String, font: FontSpec, maxWidth: Double, maxLines: Int) -> Paragraph?
  /// Forgets what was kept to draw the paragraph faster: its last strip is drawn.
  func releaseParagraph(_ text: String, font: FontSpec, maxWidth: Double)
  /// Draws formatted text as measured, its top-left corner at `origin` (points); `visible`
  /// as for ``drawParagraph(_:color:at:visible:on:)``.
  func drawRich(
    _ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double,
    color: RGBAColor, at origin: (x: Double, y: Double), visible: Range<Double>,
    on cr: CairoContext)
  /// Forgets the kept layout of formatted text: its last strip is drawn.
  func releaseRich(_ text: RichText, font: FontSpec, style: TextFormattingStyle, maxWidth: Double)
  /// Draws one line centred horizontally and vertically in `frame`, ellipsized when too wide.
  func drawLabel(
    _ text: String, font: FontSpec, color: RGBAColor, in frame: Rect, on cr: CairoContext)
  /// Draws one line in `frame`, aligned as asked, centred vertically, ellipsized when too
  /// wide (the screen parts' time, title and input-bar texts).
  func drawLine(
    _ text: String, font: FontSpec, color: RGBAColor, in frame: Rect, alignment: LabelAlignment,
    on cr: CairoContext)
}

/// Where the strip renderer gets its images.
package protocol ImageProviding {
  /// A theme or built-in image at the resolution that fits `scale`, its cap insets (nil when
  /// it does not stretch) and its size, in points.
  func image(named name: String, scale: Double) throws(RenderError)
    -> (image: ScaledImage, caps: EdgeInsets?, size: Size)
  /// The avatar image for a row, and a key that is the same for the same picture.
  func avatar(for row: MessageFrame, scale: Double) throws(RenderError) -> (
    key: String, image: ScaledImage
  )
  /// The key ``avatar(for:scale:)`` gives for `row`, found without decoding anything; nil
  /// when the row has no avatar to draw.
  func avatarKey(for row: MessageFrame) -> String?
  /// Forgets the decoded picture of an avatar file (key `file:…`): every sprite of it is
  /// made, and its full-size pixels need not stay in memory.
  func releaseAvatar(key: String)
  /// Message `index`'s photo decoded upright (EXIF orientation applied), for one sprite:
  /// nothing keeps it. Throws naming the message and the file when it cannot be decoded.
  func photo(ofMessage index: Int) throws(RenderError) -> CairoSurface?
  /// The path of message `index`'s photo file, nil without one: what names its picture.
  func photoPath(ofMessage index: Int) -> FilePath?
}

extension ImageProviding {
  /// A stretchable image and its cap insets in points, at the resolution that fits `scale`.
  func balloon(named name: String, scale: Double) throws(RenderError) -> (
    image: ScaledImage, caps: EdgeInsets
  ) {
    let found = try image(named: name, scale: scale)
    guard let caps = found.caps else { throw .missingImage(name + " (with cap insets)") }
    return (found.image, caps)
  }
}
