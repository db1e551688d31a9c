import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Photos, replies and reactions in the frame model, with FakeMeasurer's exact numbers (7 pt
/// a character, 18 pt a line).
@Suite struct MediaLayoutTests {
  static let beach = Golden.repository.appendingPathComponent("Examples/photos/beach.jpg").path
  static let lighthouse = Golden.repository.appendingPathComponent(
    "Examples/photos/lighthouse.jpg"
  ).path

  func layout(_ messages: [Message], theme: Theme = .standard) throws -> TimelineLayout {
    let c = try Conversation(localUser: "me", messages: messages).validated()
    return TimelineLayout(conversation: c, theme: theme, measurer: FakeMeasurer())
  }

  func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX - 1e-9 && inner.maxX <= outer.maxX + 1e-9
      && inner.minY >= outer.minY - 1e-9 && inner.maxY <= outer.maxY + 1e-9
  }

  func rowFrame(_ row: MessageFrame) -> Rect {
    Rect(x: 0, y: row.y, width: 1e9, height: row.height)
  }

  @Test func aPhotoSitsAboveItsCaptionInsideTheBubble() throws {
    let rows = try layout([
      Message(from: "me", text: "Day two", image: MessageImage(path: Self.beach)),
      Message(from: "me", text: "", image: MessageImage(path: Self.lighthouse)),
    ]).rows
    let photo = try #require(rows[0].image)
    #expect(photo.width == 240 && photo.height == 160)  // 960 × 640 fitted to 240 wide
    let caption = try #require(rows[0].caption)
    #expect(caption == rows[0].text)
    #expect(caption.minY == photo.maxY + ConversationStyle.Photos.standard.captionGap)
    #expect(contains(rows[0].bubble, photo) && contains(rows[0].bubble, caption))
    // The caption wraps at the photo's width.
    #expect(rows[0].wrapWidth <= photo.width)
    // The portrait photo is stored on its side (EXIF 6) and shown upright: taller than wide.
    let portrait = try #require(rows[1].image)
    #expect(portrait.width == 240 && portrait.height == 320)
    #expect(rows[1].caption == nil)
    #expect(contains(rows[1].bubble, portrait))
  }

  @Test func aReplyQuotesTheSenderAndTwoLinesAtTheTopOfTheBubble() throws {
    let long = String(repeating: "long words here ", count: 30)
    let rows = try layout([
      Message(from: "ana", text: long, id: "m1"),
      Message(from: "me", text: "Yes!", id: "m2", replyTo: "m1"),
    ]).rows
    let reply = try #require(rows[1].reply)
    #expect(reply.to == "m1" && reply.index == 0)
    #expect(reply.name.text == "ana")
    // At most two lines of 18 pt, however long the quoted text.
    #expect(reply.excerptFrame.height == 36)
    #expect(contains(rows[1].bubble, reply.frame))
    #expect(reply.frame.minY == rows[1].bubble.minY + Theme.standard.bubble.local.contentInsets.top)
    #expect(rows[1].text.minY == reply.frame.maxY + ConversationStyle.Replies.standard.spacing)
    #expect(contains(rows[1].bubble, rows[1].text))
    #expect(rows[0].reply == nil)
  }

  @Test func aReplyToAPhotoSaysPhotoWithAThumbnail() throws {
    let rows = try layout([
      Message(from: "ana", text: "", id: "p", image: MessageImage(path: Self.beach)),
      Message(from: "me", text: "Nice", replyTo: "p"),
    ]).rows
    let reply = try #require(rows[1].reply)
    #expect(reply.excerpt == "Photo")
    let thumbnail = try #require(reply.thumbnail)
    #expect(thumbnail.width == 34 && thumbnail.height == 34)
    #expect(contains(reply.frame, thumbnail))
    #expect(reply.excerptFrame.minX >= thumbnail.maxX)
  }

  @Test func reactionsOverlapTheBottomEdgeAndTheRowGrows() throws {
    let rows = try layout([
      Message(from: "ana", text: "Hi", reactions: [Reaction(emoji: "👍", count: 2)]),
      Message(from: "me", text: "next"),
    ]).rows
    let pill = try #require(rows[0].reactions.first)
    #expect(pill.count == 2 && pill.text == "👍 2")
    let style = ConversationStyle.Reactions.standard
    #expect(pill.frame.minY == rows[0].bubble.maxY - style.overlap)
    #expect(pill.frame.maxY > rows[0].bubble.maxY)
    // The other side's bubble: pills start at its left edge, inset.
    #expect(pill.frame.minX == rows[0].bubble.minX + style.inset)
    #expect(contains(rowFrame(rows[0]), pill.frame))
    #expect(rows[1].drawnMinY >= pill.frame.maxY)
  }

  @Test func reactionsWrapWhenTheyDoNotFitBesideTheBubble() throws {
    let many = (0..<12).map { Reaction(emoji: "e\($0)", count: 100 + $0) }
    let layout = try layout([Message(from: "me", text: "Great", reactions: many)])
    let row = layout.rows[0]
    let lines = Set(row.reactions.map(\.frame.minY))
    #expect(lines.count >= 2)
    for pill in row.reactions {
      #expect(pill.frame.minX >= 0 && pill.frame.maxX <= layout.width)
      #expect(contains(rowFrame(row), pill.frame))
    }
    // The local user's bubble is on the right: the first line ends at its right edge, inset,
    // and reads in the order given, left to right.
    let first = row.reactions.filter { $0.frame.minY == row.reactions[0].frame.minY }
    #expect(
      first.last?.frame.maxX == row.bubble.maxX - ConversationStyle.Reactions.standard.inset)
    #expect(zip(first, first.dropFirst()).allSatisfy { $0.frame.maxX < $1.frame.minX })
    // Counts default to 1 and show no number.
    let one = try self.layout([Message(from: "me", text: "a", reactions: [Reaction(emoji: "🔥")])])
    #expect(one.rows[0].reactions[0].count == 1 && one.rows[0].reactions[0].text == "🔥")
  }

  @Test func everyRowDumpsTheNewKeys() throws {
    let layout = try layout([
      Message(from: "ana", text: "a", id: "m1"),
      Message(from: "me", text: "b", replyTo: "m1", reactions: [Reaction(emoji: "👍")]),
    ])
    guard case .object(let root) = layout.dump(scale: 1), case .array(let rows)? = root["rows"]
    else { throw InputError(file: "", reason: "no rows") }
    for case .object(let row) in rows {
      for key in ["image", "reply", "reactions", "caption"] { #expect(row[key] != nil, "\(key)") }
    }
    let text = layout.dumpJSON(scale: 1)
    #expect(text.contains(#""to" : "m1""#) || text.contains(#""to": "m1""#))
    #expect(text.contains(#""count" : 1"#) || text.contains(#""count": 1"#))
  }

  @Test func aPhotoMadeInCodeIsReadWhenValidatedAndRefusedWhenMissing() throws {
    let good = Conversation(messages: [
      Message(from: "me", text: "", image: MessageImage(path: Self.lighthouse, alt: "dusk"))
    ])
    #expect(try good.validated().messages[0].image?.alt == "dusk")
    let missing = Conversation(messages: [
      Message(from: "me", text: "", image: MessageImage(path: "/nonexistent/x.jpg"))
    ])
    do {
      _ = try missing.validated()
      Issue.record("a missing photo was accepted")
    } catch {
      #expect(error.path.description == "messages[0].image")
      #expect(error.kind == .unreadableInput)
      #expect(error.reason.contains("/nonexistent/x.jpg"))
    }
  }

  /// 100,000 messages, each replying to the one before: validated and laid out by table
  /// look-ups, without recursion.
  @Test func aReplyChainOf100000MessagesLaysOut() throws {
    var messages = [Message(from: "me", text: "0", id: "m0")]
    for i in 1..<100_000 {
      messages.append(
        Message(from: i % 2 == 0 ? "me" : "ana", text: "\(i)", id: "m\(i)", replyTo: "m\(i - 1)"))
    }
    let layout = try layout(messages)
    #expect(layout.rows.count == 100_000)
    #expect(layout.rows[99_999].reply?.to == "m99998")
    #expect(layout.rows[99_999].reply?.excerpt == "99998")
  }
}
