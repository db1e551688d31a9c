import ChatShotCore
import ChatShotModel

/// A link in a row's text and the boxes of its text, one per line it spans (layout dump key
/// `links`, so docs can put anchors on them).
public struct LinkFrame: Hashable, Sendable {
  /// Where it leads: the URL, `mailto:ADDRESS` for an e-mail address, `mention:<id>` for an
  /// @mention of a participant.
  public var url: String
  /// The boxes of its text, in points on the whole canvas.
  public var frames: [Rect]

  /// The link moved down by `dy`.
  func offsetBy(dy: Double) -> LinkFrame {
    LinkFrame(url: url, frames: frames.map { $0.offsetBy(dy: dy) })
  }

  var dump: JSONOutput {
    .object(["url": .string(url), "frames": .array(frames.map(\.dump))])
  }
}

extension MessageFrame {
  /// Sets the formatted text the row draws and its links, placed in the text frame.
  mutating func setRichText(_ rich: RichText, metrics: RichTextMetrics) {
    self.rich = rich
    content = rich.plainText
    links = metrics.links.map { link in
      LinkFrame(url: link.url, frames: link.frames.map { $0.offsetBy(dx: text.x, dy: text.y) })
    }
  }
}

extension RowPlan {
  /// Gives each text message of `conversation` its formatted text (nil for plain text with
  /// nothing to style).
  static func addRichText(
    _ plans: inout [RowPlan], conversation: Conversation, contents: [String], emoticons: Bool
  ) {
    let links = AutoLinks(participants: conversation.participants)
    for index in plans.indices where !plans[index].isEmoji {
      plans[index].rich = RichTextBuilder.richText(
        for: conversation.messages[index], in: conversation, content: contents[index],
        emoticons: emoticons, links: links)
    }
  }
}
