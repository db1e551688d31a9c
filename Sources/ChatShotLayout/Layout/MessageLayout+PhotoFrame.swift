import ChatShotCore

/// The bubble of a photo that is not simply inside the balloon with the text's insets
/// (`Photos.frame`, docs/themes.md#photos-replies-and-reactions): bare, or inset by a few
/// points all round.
extension MessageLayout {
  /// The room the tail takes on each side of a balloon: how much more its content inset is
  /// there than on the other side.
  static func tailRoom(_ insets: EdgeInsets) -> (left: Double, right: Double) {
    (max(0, insets.left - insets.right), max(0, insets.right - insets.left))
  }

  /// The width a photo's caption wraps at: the photo's width in the balloon; in an inset
  /// balloon, the balloon's (the photo, its inset and the tail's room) less the text's
  /// insets; under a bare photo, a message's.
  func captionWrap(photo: Size, insets: EdgeInsets, textMax: Double) -> Double {
    let extra = theme.bubble.textWidthExtra
    switch theme.conversation.photoStyle.frame {
    case nil: return max(1, photo.width - extra)
    case .bare?: return textMax
    case .inset(let inset)?:
      let tail = Self.tailRoom(insets)
      return max(1, photo.width + 2 * inset + tail.left + tail.right - insets.horizontal - extra)
    }
  }

  /// A bare photo at the top of the bubble, lined up with the balloons' bodies (the tail's
  /// room left out); the quoted block, the lines inside the bubble and the caption in a
  /// balloon under it, `captionGap` apart. Alone, the photo is the bubble.
  func bareBox(
    photo: Size, body: BubbleBody, headers: HeaderLines, stamp: StampLayout?, media: Media,
    side: Side, edge: Double
  ) -> BubbleBox {
    let tail = Self.tailRoom(body.insets)
    let image = Rect(
      x: side == .left ? edge + tail.left : width - edge - tail.right - photo.width,
      y: headers.top, width: photo.width, height: photo.height)
    let empty = body.measured == .zero && media.height == 0 && headers.lines.isEmpty
    guard !empty else {
      return BubbleBox(
        bubble: image, text: Rect(x: image.x, y: image.maxY, width: image.width, height: 0),
        image: image, hasBalloon: false)
    }
    var below = headers
    below.top = image.maxY + theme.conversation.photoStyle.captionGap
    var unframed = body
    unframed.photo = nil
    var box = bubbleBox(
      body: unframed, headers: below, stamp: stamp, media: media, side: side, edge: edge)
    let balloon = box.bubble
    let x = min(image.x, balloon.x)
    box.bubble = Rect(
      x: x, y: image.y, width: max(image.maxX, balloon.maxX) - x, height: balloon.maxY - image.y)
    box.balloon = balloon
    box.image = image
    return box
  }

  /// The photo in the balloon `inset` points from its body on every side (the tail's room
  /// added on its side); below the lines inside the bubble and the quoted block when there
  /// are any (which keep the text's insets), and above the caption, `captionGap` apart,
  /// which keeps them too. Without a caption the balloon ends `inset` under the photo, or
  /// under the stamp when the stamp is not over the photo.
  func insetBox(
    photo: Size, inset: Double, body: BubbleBody, headers: HeaderLines, stamp: StampLayout?,
    media: Media, side: Side, edge: Double
  ) -> BubbleBox {
    let insets = body.insets
    let tail = Self.tailRoom(insets)
    let hasCaption = body.measured != .zero
    let above = media.replySize.map { $0.height + theme.conversation.replyStyle.spacing } ?? 0
    let top = headers.lines.isEmpty && above == 0 ? inset : insets.top + headers.height + above
    var bottom = inset
    if hasCaption {
      let stampLine = stamp?.ownLine == true ? theme.conversation.stamp?.lineHeight ?? 0 : 0
      bottom =
        theme.conversation.photoStyle.captionGap + body.measured.height + insets.bottom
        + stampLine
    } else if let stamp, !stamp.overPhoto, let style = theme.conversation.stamp {
      bottom += style.height + style.bottom
    }
    let textWidth = max(body.measured.width + body.extra, stamp?.contentWidth ?? 0)
    let contentWidth =
      max(textWidth, headers.width, media.replySize?.width ?? 0) + insets.horizontal
    let bubbleWidth = max(
      contentWidth, photo.width + 2 * inset + tail.left + tail.right)
    let bubble = Rect(
      x: side == .left ? edge : width - edge - bubbleWidth, y: headers.top, width: bubbleWidth,
      height: top + photo.height + bottom)
    let image = Rect(
      x: bubble.x + inset + tail.left, y: bubble.y + top, width: photo.width,
      height: photo.height)
    let text = Rect(
      x: bubble.x + insets.left,
      y: hasCaption ? image.maxY + theme.conversation.photoStyle.captionGap : image.maxY,
      width: bubbleWidth - insets.horizontal, height: body.measured.height)
    let (reply, _) = media.make(bubble.x + insets.left, bubble.y + insets.top + headers.height)
    return BubbleBox(bubble: bubble, text: text, reply: reply, image: image)
  }
}
