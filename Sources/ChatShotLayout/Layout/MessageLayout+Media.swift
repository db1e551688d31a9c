import ChatShotCore
import ChatShotModel

/// The formulas of photos, replies and reactions (docs/themes.md#photos-replies-and-reactions):
/// what a bubble holds above its text (the pills are in `MessageLayout+Reactions.swift`).
extension MessageLayout {
  /// The photo's size in points: its upright pixel size taken as points, scaled down to fit
  /// the theme's maximum width and height and up until its longer side is the minimum, the
  /// aspect ratio kept; whole points, at least one on each side.
  static func photoSize(pixels: (width: Int, height: Int), style: ConversationStyle.Photos)
    -> Size
  {
    let w = Double(max(1, pixels.width))
    let h = Double(max(1, pixels.height))
    var f = min(1, style.maxWidth / w, style.maxHeight / h)
    let longer = max(w, h) * f
    if longer < style.minSize {
      f = min(style.minSize / max(w, h), style.maxWidth / w, style.maxHeight / h)
    }
    return Size(width: max(1, (w * f).rounded()), height: max(1, (h * f).rounded()))
  }

  /// The photo size of `message`, nil without a photo.
  func photoSize(of message: Message) -> Size? {
    guard let image = message.image else { return nil }
    // Read and checked before the layout (decoder or `validated()`); a file that could not be
    // read never gets here, and is drawn at the minimum size if it does.
    let pixels = (try? image.source.file().get())?.shownSize ?? (1, 1)
    return Self.photoSize(pixels: pixels, style: theme.conversation.photoStyle)
  }

  /// What a bubble holds above its text besides the header lines: a reply's quoted block and
  /// a photo, measured; `place` puts them at the top-left of the content.
  struct Media {
    var width = 0.0
    var height = 0.0
    var replySize: Size?
    var photo: Size?
    var make: (Double, Double) -> (ReplyFrame?, Rect?) = { _, _ in (nil, nil) }
  }

  func media(
    quote: QuotedMessage?, photo: Size?, hasCaption: Bool, textMax: Double,
    measurer: some TextMeasuring
  ) -> Media {
    var media = Media()
    var reply: ((Double, Double) -> ReplyFrame)?
    if let quote {
      let (size, make) = replyBlock(quote, textMax: textMax, measurer: measurer)
      media.width = size.width
      media.height = size.height
      media.replySize = size
      if photo != nil || hasCaption { media.height += theme.conversation.replyStyle.spacing }
      reply = make
    }
    let photoTop = media.height
    if let photo {
      media.width = max(media.width, photo.width)
      media.height += photo.height + (hasCaption ? theme.conversation.photoStyle.captionGap : 0)
    }
    media.photo = photo
    media.make = { x, y in
      (reply?(x, y), photo.map { Rect(x: x, y: y + photoTop, width: $0.width, height: $0.height) })
    }
    return media
  }

  /// The quoted block's size, and how to place it with its top-left at a point.
  private func replyBlock(
    _ quote: QuotedMessage, textMax wrap: Double, measurer: some TextMeasuring
  ) -> (
    Size, (Double, Double) -> ReplyFrame
  ) {
    let style = theme.conversation.replyStyle
    let p = style.padding
    let thumb = quote.hasPhoto ? style.thumbnailSize : 0
    let lead = p.left + style.barWidth + style.gap + (thumb > 0 ? thumb + style.gap : 0)
    let maxWidth = wrap + theme.bubble.textWidthExtra
    let textMax = max(1, maxWidth - lead - p.right)
    let nameWidth = min(
      measurer.measure(quote.senderName, font: style.nameFont, maxWidth: width).width, textMax)
    let excerpt = measurer.measureExcerpt(
      quote.excerpt, font: style.textFont, maxWidth: textMax, maxLines: style.maxLines)
    let size = Size(
      width: lead + max(nameWidth, excerpt.width) + p.right,
      height: p.vertical + max(style.nameHeight + excerpt.height, thumb))
    return (
      size,
      { x, y in
        let textX = x + lead
        let name = LabelFrame(
          text: quote.senderName,
          frame: Rect(x: textX, y: y + p.top, width: nameWidth, height: style.nameHeight))
        return ReplyFrame(
          to: quote.id, index: quote.index,
          frame: Rect(x: x, y: y, width: size.width, height: size.height),
          bar: Rect(x: x + p.left, y: y, width: style.barWidth, height: size.height),
          name: name, excerpt: quote.excerpt,
          excerptFrame: Rect(
            x: textX, y: name.frame.maxY, width: excerpt.width, height: excerpt.height),
          excerptWidth: textMax,
          thumbnail: thumb > 0
            ? Rect(
              x: x + p.left + style.barWidth + style.gap, y: y + p.top, width: thumb, height: thumb)
            : nil,
          color: quote.color)
      }
    )
  }
}
