import Testing

@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A theme's `photos.frame` and `photos.stampOverPhoto` (issue 24): how the photo sits in
/// its message, in the frame model with FakeMeasurer's exact numbers (7 pt a character,
/// 18 pt a line), and how the keys are read.
@Suite struct PhotoFrameLayoutTests {
  /// 960 × 640, shown 240 × 160.
  static let beach = MediaLayoutTests.beach

  func theme(_ base: String, _ members: String) throws -> Theme {
    try ThemeDecoder.decode(
      Array(#"{"extends": "\#(base)", \#(members)}"#.utf8), file: "t.json", directory: nil,
      defaultName: "t",
      builtin: { name throws(InputError) in try ThemeCatalog.builtinIfKnown(named: name) })
  }

  func rows(_ messages: [Message], theme: Theme) throws -> [MessageFrame] {
    let c = try Conversation(localUser: "me", messages: messages).validated()
    return TimelineLayout(conversation: c, theme: theme, measurer: FakeMeasurer()).rows
  }

  func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.minX >= outer.minX - 1e-9 && inner.maxX <= outer.maxX + 1e-9
      && inner.minY >= outer.minY - 1e-9 && inner.maxY <= outer.maxY + 1e-9
  }

  /// A local text, then a local photo with `caption`, in a bare-photo theme.
  func bare(caption: String) throws -> (Theme, [MessageFrame]) {
    let t = try theme("default", #""photos": {"frame": "bare"}"#)
    let photo = Message(from: "me", text: caption, image: MessageImage(path: Self.beach))
    return (t, try rows([Message(from: "me", text: "Hello"), photo], theme: t))
  }

  @Test func aBarePhotoAloneIsTheBubbleWithoutABalloon() throws {
    let (t, r) = try bare(caption: "")
    let photo = try #require(r[1].image)
    #expect(photo.width == 240 && photo.height == 160)
    #expect(r[1].bubble == photo)
    #expect(!r[1].hasBalloon && r[1].balloon == nil && !r[1].tail)
    #expect(r[1].caption == nil && r[1].text.height == 0)
    // Lined up with the balloons' bodies: the local tail's room (18 - 12 pt) left out.
    #expect(photo.maxX == r[0].bubble.maxX - 6)
    // The dump says where the photo is, and that no balloon is drawn.
    let c = try Conversation(
      localUser: "me",
      messages: [Message(from: "me", text: "", image: MessageImage(path: Self.beach))]
    ).validated()
    let dump = TimelineLayout(conversation: c, theme: t, measurer: FakeMeasurer()).dumpJSON(
      scale: 1)
    #expect(dump.contains(#""balloon": null"#) && dump.contains(#""image": {"#), "\(dump)")
  }

  @Test func aBarePhotosCaptionIsABalloonOfItsOwnUnderIt() throws {
    let (t, r) = try bare(caption: "Day two")
    let photo = try #require(r[1].image)
    let balloon = try #require(r[1].balloon)
    let caption = try #require(r[1].caption)
    #expect(r[1].hasBalloon)
    #expect(balloon.minY == photo.maxY + ConversationStyle.Photos.standard.captionGap)
    #expect(contains(balloon, caption) && !contains(balloon, photo))
    // The balloon is a message's: against the same edge, its text at the text's insets.
    #expect(balloon.maxX == r[0].bubble.maxX)
    #expect(caption.minX == balloon.minX + t.bubble.local.contentInsets.left)
    #expect(balloon.width == 7 * 7 + t.bubble.local.contentInsets.horizontal)
    // The bubble holds both: the photo's top, the balloon's bottom.
    #expect(r[1].bubble.minY == photo.minY && r[1].bubble.maxY == balloon.maxY)
    #expect(contains(r[1].bubble, photo) && contains(r[1].bubble, balloon))
  }

  @Test func anInsetPhotoIsThatFarFromTheBalloonsBody() throws {
    let t = try theme("default", #""photos": {"frame": 3}"#)
    let insets = t.bubble.local.contentInsets  // 8, 12, 8, 18: the tail's 6 pt on the right
    let r = try rows(
      [
        Message(from: "me", text: "", image: MessageImage(path: Self.beach)),
        Message(from: "me", text: "Day two", image: MessageImage(path: Self.beach)),
      ], theme: t)
    let alone = try #require(r[0].image)
    let b = r[0].bubble
    #expect(alone.minX == b.minX + 3 && alone.maxX == b.maxX - 3 - 6)
    #expect(alone.minY == b.minY + 3 && alone.maxY == b.maxY - 3)
    #expect(r[0].hasBalloon && r[0].balloon == nil)
    let photo = try #require(r[1].image)
    let caption = try #require(r[1].caption)
    #expect(photo.minY == r[1].bubble.minY + 3 && photo.minX == r[1].bubble.minX + 3)
    #expect(r[1].bubble.width == 240 + 2 * 3 + 6)
    #expect(caption.minY == photo.maxY + ConversationStyle.Photos.standard.captionGap)
    #expect(caption.minX == r[1].bubble.minX + insets.left)
    #expect(r[1].bubble.maxY == caption.maxY + insets.bottom)
    // The caption wraps at the balloon's width less the text's insets.
    #expect(r[1].wrapWidth == 240 + 6 + 6 - insets.horizontal)
  }

  @Test func theStampGoesOverACaptionlessPhotoWithoutGrowingTheBubble() throws {
    let over = try ThemeCatalog.builtin(named: "green")  // frame 3, stampOverPhoto
    let under = try theme("green", #""photos": {"stampOverPhoto": false}"#)
    let message = Message(
      from: "me", text: "", time: "9:41", status: .read, image: MessageImage(path: Self.beach))
    let row = try rows([message], theme: over)[0]
    let photo = try #require(row.image)
    let stamp = try #require(row.stamp)
    let shade = try #require(row.stampShade)
    let ticks = try #require(row.status?.frame)
    typealias Over = ConversationStyle.StampOverPhoto
    #expect(contains(photo, shade) && contains(shade, stamp.frame) && contains(shade, ticks))
    #expect(shade.maxX == photo.maxX - Over.margin && shade.maxY == photo.maxY - Over.margin)
    #expect(row.bubble.maxY == photo.maxY + 3 && row.bubble.width == 240 + 3 + 3 + 7)
    // Without stampOverPhoto the stamp is under the photo, the bubble grown for it.
    let below = try rows([message], theme: under)[0]
    let belowPhoto = try #require(below.image)
    #expect(below.stampShade == nil)
    #expect(try #require(below.stamp).frame.minY >= belowPhoto.maxY)
    #expect(below.bubble.height > row.bubble.height)
    // In the balloon with the text's insets, the stamp over the photo leaves no empty line.
    let plain = try rows(
      [message], theme: try theme("green", #""photos": {"frame": "balloon"}"#))[0]
    let plainPhoto = try #require(plain.image)
    #expect(plain.stampShade != nil)
    #expect(plain.bubble.maxY == plainPhoto.maxY + over.bubble.local.contentInsets.bottom)
    // A caption keeps the stamp beside its last line, in the balloon.
    var captioned = message
    captioned.text = "Day two"
    let withCaption = try rows([captioned], theme: over)[0]
    #expect(withCaption.stampShade == nil)
    let captionedPhoto = try #require(withCaption.image)
    #expect(try #require(withCaption.stamp).frame.minY >= captionedPhoto.maxY)
  }

  @Test func theKeysAreReadWithTheirDefaults() throws {
    let bare = try theme("default", #""photos": {"frame": "bare"}"#).conversation.photoStyle
    #expect(bare.frame == .bare && bare.stampOverPhoto == nil)
    let inset = try theme("default", ##""photos": {"frame": 2.5, "stampOverPhoto": true}"##)
    #expect(inset.conversation.photoStyle.frame == .inset(2.5))
    #expect(inset.conversation.photoStyle.stampOverPhoto?.shade == Over.standardShade)
    let shaded = try theme(
      "default", ##""photos": {"stampOverPhoto": true, "stampShade": "#FF000080"}"##)
    #expect(shaded.conversation.photoStyle.stampOverPhoto?.shade.red == 1)
    // "balloon" is the default, named or not: the same theme, the same digest.
    let balloon = try theme("default", #""photos": {"frame": "balloon"}"#)
    #expect(balloon.conversation.photoStyle.frame == nil)
    let unset = try theme("default", #""photos": {}"#)
    #expect(balloon.contentHash == unset.contentHash)
    // A theme that extends one with them keeps them unless it says otherwise.
    let green = try theme("green", #""photos": {"maxWidth": 200}"#).conversation.photoStyle
    #expect(green.frame == .inset(3) && green.stampOverPhoto != nil)
  }
  typealias Over = ConversationStyle.StampOverPhoto

  @Test(arguments: [
    (
      #""frame": "round""#,
      #"photos.frame: unknown photo frame "round"; expected "balloon", "bare" or a number"#
    ),
    (#""frame": -1"#, "photos.frame: -1 is out of range"),
    (#""frame": true"#, #"photos.frame: expected "balloon", "bare" or a number of points, found"#),
    (#""stampOverPhoto": "yes""#, "photos.stampOverPhoto: expected"),
    (#""stampShade": "dark""#, "photos.stampShade: expected a colour"),
  ])
  func badValuesAreRefusedAtTheirPath(_ members: String, _ words: String) {
    #expect {
      _ = try theme("default", #""photos": {\#(members)}"#)
    } throws: { error in
      "\(error)".contains(words)
    }
  }
}
