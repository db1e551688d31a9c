import ChatShotCore
import ChatShotModel

/// The quoted block at the top of a reply's bubble, in points on the whole canvas.
public struct ReplyFrame: Hashable, Sendable {
  /// The id of the message quoted (`replyTo`).
  public var to: String
  /// The quoted message's position in `Conversation.messages`.
  public var index: Int
  /// The whole block, inside the bubble.
  public var frame: Rect
  /// The bar down its leading edge, in the quoted sender's colour.
  public var bar: Rect
  /// The quoted sender's name, one line, ellipsised when too wide.
  public var name: LabelFrame
  /// The excerpt of the quoted text as drawn, at most the theme's lines, ellipsised.
  public var excerpt: String
  /// Where the excerpt is drawn (its measured size).
  public var excerptFrame: Rect
  /// The width the excerpt wraps at.
  package var excerptWidth: Double
  /// The square thumbnail of a quoted photo; nil when the quoted message has none.
  public var thumbnail: Rect?
  /// The quoted sender's colour (bar, name, fill).
  public var color: RGBAColor?

  func offsetBy(dy: Double) -> ReplyFrame {
    var moved = self
    moved.frame = frame.offsetBy(dy: dy)
    moved.bar = bar.offsetBy(dy: dy)
    moved.name = name.offsetBy(dy: dy)
    moved.excerptFrame = excerptFrame.offsetBy(dy: dy)
    moved.thumbnail = thumbnail?.offsetBy(dy: dy)
    return moved
  }
}

/// One reaction pill, in points on the whole canvas.
public struct ReactionFrame: Hashable, Sendable {
  /// The reaction's emoji.
  public var emoji: String
  /// How many chose it (1 when the file leaves it out).
  public var count: Int
  /// The text drawn: the emoji, and the count when more than 1.
  public var text: String
  /// The pill.
  public var frame: Rect
}

/// What a reply needs of the message it quotes, found by `TimelineLayout` in one table.
struct QuotedMessage {
  /// The most characters of the quoted text an excerpt is made of.
  static let maxExcerptCharacters = 300
  var id: String
  var index: Int
  var senderName: String
  var color: RGBAColor?
  /// The quoted text as one paragraph ("Photo" for a photo without caption).
  var excerpt: String
  var hasPhoto: Bool

  /// The quote of message `index` as `content` (its drawn text) says.
  init(id: String, index: Int, message: Message, content: String, plan: RowPlan) {
    self.id = id
    self.index = index
    senderName = plan.senderName
    color = plan.color
    hasPhoto = message.image != nil
    var text = ""
    text.unicodeScalars.append(
      contentsOf: content.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    // Two lines never show more than a few hundred characters: Pango shapes only these.
    text = String(text.prefix(Self.maxExcerptCharacters))
    excerpt = hasPhoto && text.isEmpty ? "Photo" : text
  }
}

extension QuotedMessage {
  /// The quote of each reply, by the replying message's index: ids looked up in one table
  /// made once, so a chain of 100,000 replies is 100,000 look-ups and no recursion.
  static func table(_ messages: [Message], contents: [String], plans: [RowPlan])
    -> (Int) -> QuotedMessage?
  {
    guard messages.contains(where: { $0.replyTo != nil }) else { return { _ in nil } }
    var ids: [String: Int] = [:]
    for (index, message) in messages.enumerated() {
      if let id = message.id, ids[id] == nil { ids[id] = index }
    }
    return { index in
      guard let id = messages[index].replyTo, let quoted = ids[id] else { return nil }
      return QuotedMessage(
        id: id, index: quoted, message: messages[quoted], content: contents[quoted],
        plan: plans[quoted])
    }
  }
}
