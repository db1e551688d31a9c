internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Drawing photos, replies' quoted blocks and reaction pills.
extension StripRenderer {
  /// The quoted block and the photo of `row`, over its balloon; the sprites are forgotten
  /// once the row's last strip is drawn.
  func drawMedia(_ row: MessageFrame, stripTop: Int, stripHeight: Int, on cr: CairoContext)
    throws
  {
    guard row.reply != nil || row.image != nil else { return }
    if let reply = row.reply { try drawReply(reply, row: row, stripTop: stripTop, on: cr) }
    if let image = row.image {
      let rect = DeviceRect(image, scale: scale)
      let radius = theme.conversation.photoStyle.cornerRadius
      if let sprite = try photos.sprite(
        row: row.index, message: row.index, rect: rect, radius: radius)
      {
        paint(sprite, at: rect, stripTop: stripTop, on: cr)
      }
    }
    usePoints(cr, stripTop: stripTop)
    if Int((row.drawnMaxY * scale).rounded(.up)) <= stripTop + stripHeight {
      photos.forget(row: row.index)
    }
  }

  private func drawReply(
    _ reply: ReplyFrame, row: MessageFrame, stripTop: Int, on cr: CairoContext
  ) throws {
    let style = theme.conversation.replyStyle
    let appearance = row.isLocal ? theme.bubble.local : theme.bubble.other
    let color = readable(reply.color ?? theme.label.color, in: appearance)
    usePoints(cr, stripTop: stripTop)
    if style.backgroundOpacity > 0 {
      var fill = color
      fill.alpha *= style.backgroundOpacity
      cr.setColor(fill)
      cr.roundedRect(reply.frame, radius: style.cornerRadius)
      cairo_fill(cr.pointer)
    }
    cr.setColor(color)
    cr.roundedRect(reply.bar, radius: min(style.cornerRadius, reply.bar.width / 2))
    cairo_fill(cr.pointer)
    text.drawLabel(
      reply.name.text, font: style.nameFont, color: color, in: reply.name.frame, on: cr)
    if let excerpt = text.excerpt(
      reply.excerpt, font: style.textFont, maxWidth: reply.excerptWidth, maxLines: style.maxLines)
    {
      text.drawParagraph(
        excerpt, color: appearance.textColor, at: (reply.excerptFrame.x, reply.excerptFrame.y),
        visible: -Double.infinity..<Double.infinity, on: cr)
    }
    if let thumbnail = reply.thumbnail {
      let rect = DeviceRect(thumbnail, scale: scale)
      if let sprite = try photos.sprite(
        row: row.index, thumbnail: true, message: reply.index, rect: rect,
        radius: style.cornerRadius)
      {
        paint(sprite, at: rect, stripTop: stripTop, on: cr)
      }
    }
  }

  /// The reaction pills of `row`: a round-ended fill, a ring inside it, the text centred.
  /// Reactions that share a frame (a combined pill) are one pill, drawn once.
  func drawReactions(_ row: MessageFrame, on cr: CairoContext) {
    guard !row.reactions.isEmpty else { return }
    let style = theme.reactionStyle
    for (i, pill) in row.reactions.enumerated()
    where i == 0 || row.reactions[i - 1].frame != pill.frame {
      let radius = pill.frame.height / 2
      cr.setColor(style.background)
      cr.roundedRect(pill.frame, radius: radius)
      cairo_fill(cr.pointer)
      if style.borderWidth > 0 {
        let b = style.borderWidth
        let ring = Rect(
          x: pill.frame.x + b / 2, y: pill.frame.y + b / 2, width: pill.frame.width - b,
          height: pill.frame.height - b)
        cr.setColor(style.borderColor)
        cr.roundedRect(ring, radius: radius - b / 2)
        cairo_set_line_width(cr.pointer, b)
        cairo_stroke(cr.pointer)
      }
      text.drawLabel(pill.text, font: style.font, color: style.textColor, in: pill.frame, on: cr)
    }
  }
}
