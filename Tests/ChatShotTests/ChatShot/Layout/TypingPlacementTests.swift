import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel

/// `typing.placement` with `FakeMeasurer`: the bubble as before, the header's subtitle
/// (WhatsApp) and the composer line (Slack), only the last typing row counting; the decoder's
/// errors; and what the header's avatar shows (`avatarKind`).
@Suite struct TypingPlacementTests {
  static let me = Participant(id: "me", name: "Sam")
  static let ann = Participant(id: "ann", name: "Ann")
  static let bo = Participant(id: "bo", name: "Bo")

  static func conversation(group: Bool = false, typingTwice: Bool = false) -> Conversation {
    var messages = [Message(from: "ann", text: "Hi there"), Message(from: "me", text: "Hello")]
    if typingTwice { messages.insert(.typing(from: "bo"), at: 1) }
    messages.append(.typing(from: "ann"))
    return Conversation(
      participants: group ? [me, ann, bo] : [me, ann], localUser: "me", messages: messages)
  }

  static func theme(_ typing: String, extends base: String = "default") throws -> Theme {
    try ThemeDecoder.decode(
      Array(#"{"extends": "\#(base)", "typing": \#(typing)}"#.utf8), file: "t.json",
      directory: nil, defaultName: "t",
      builtin: { name throws(InputError) in try ThemeCatalog.builtinIfKnown(named: name) })
  }

  static func lay(
    _ c: Conversation, _ theme: Theme, header: Bool = false, chrome: Bool = false
  ) -> TimelineLayout {
    var request = ScreenRequest()
    request.statusBar = header
    request.header = header
    return TimelineLayout(
      conversation: c, theme: theme, measurer: FakeMeasurer(), chrome: chrome, screen: request)
  }

  /// The members of the dump of `row`.
  static func dump(_ row: MessageFrame) -> [String: JSONOutput] {
    guard case .object(let members) = row.dump else { return [:] }
    return members
  }

  @Test func theBubbleIsAsBefore() throws {
    let plain = try Self.theme(#"{"dotSize": 7}"#)
    let bubble = try Self.theme(#"{"placement": "bubble"}"#)
    #expect(plain.conversation.typing?.line == nil, "dots alone make no line")
    let a = Self.lay(Self.conversation(), plain, header: true, chrome: true)
    let b = Self.lay(Self.conversation(), bubble, header: true, chrome: true)
    #expect(a.rows == b.rows && a.height == b.height && a.screen == b.screen)
    let row = try #require(b.rows.last)
    #expect(row.kind == .typing && row.height > 0 && row.bubble.width > 0)
    #expect(Self.dump(row)["placement"] == nil && Self.dump(row)["frame"] == nil)
    #expect(b.typingLine == nil)
  }

  @Test func headerTakesNoRowAndBecomesTheSubtitle() throws {
    let theme = try Self.theme(#"{"placement": "header"}"#)
    let bubble = Self.lay(Self.conversation(), .standard, header: true)
    let layout = Self.lay(Self.conversation(), theme, header: true)
    let header = try #require(layout.screen.header)
    #expect(header.subtitle == "typing…")
    let subtitle = try #require(header.subtitleFrame, "a subtitle frame is made")
    let row = try #require(layout.rows.last)
    #expect(row.kind == .typing && row.height == 0 && row.bubble.width == 0)
    #expect(row.y == layout.rows[1].y + layout.rows[1].height)
    #expect(row.typingPlacement == .header && row.typingFrame == subtitle)
    #expect(Self.dump(row)["placement"] == .string("header"))
    #expect(Self.dump(row)["frame"] == subtitle.dump)
    let typingRow = try #require(bubble.rows.last)
    #expect(layout.height == bubble.height - typingRow.height, "no timeline height")
    #expect(layout.typingLine == nil)
  }

  @Test func headerSaysWhoInAGroup() throws {
    let theme = try Self.theme(#"{"placement": "header"}"#)
    let layout = Self.lay(Self.conversation(group: true), theme, header: true)
    #expect(layout.screen.header?.subtitle == "Ann is typing…")
    let german = try Self.theme(
      #"{"placement": "header", "text": "schreibt…", "groupText": "{name} schreibt…"}"#)
    let oneToOne = Self.lay(Self.conversation(), german, header: true)
    #expect(oneToOne.screen.header?.subtitle == "schreibt…")
    #expect(
      Self.lay(Self.conversation(group: true), german, header: true).screen.header?.subtitle
        == "Ann schreibt…")
  }

  @Test func headerWithoutAHeaderIsTheBubble() throws {
    let theme = try Self.theme(#"{"placement": "header"}"#)
    let layout = Self.lay(Self.conversation(), theme)
    let plain = Self.lay(Self.conversation(), try Self.theme("{}"))
    #expect(layout.rows == plain.rows && layout.height == plain.height)
    let row = try #require(layout.rows.last)
    #expect(row.height > 0 && row.bubble.width > 0 && row.typingPlacement != .header)
    #expect(Self.dump(row)["placement"] == nil)
  }

  @Test func composerIsALineBetweenTheLastRowAndTheInputBar() throws {
    let theme = try Self.theme(
      #"{"placement": "composer", "font": {"size": 12}, "lineHeight": 18}"#)
    let layout = Self.lay(Self.conversation(group: true), theme, chrome: true)
    let line = try #require(layout.typingLine)
    #expect(line.text == "Ann is typing…")
    let last = layout.rows[1]
    let bar = try #require(layout.chrome)
    #expect(line.frame.y == last.drawnMaxY, "right after the last drawn row")
    #expect(line.frame.height == 18)
    #expect(line.frame.maxY + theme.timelinePadding.bottom <= bar.frame.y)
    #expect(bar.frame.y - line.frame.maxY < theme.timelinePadding.bottom + 1)
    // Left-aligned where a message's text starts: after the avatar column, at the text inset.
    let other = layout.rows[0]
    #expect(line.frame.x == other.text.x)
    let row = try #require(layout.rows.last)
    #expect(row.height == 0 && row.typingFrame == line.frame && row.icon == nil)
    #expect(Self.dump(row)["placement"] == .string("composer"))
    #expect(Self.dump(row)["frame"] == line.frame.dump)
    // Without an input bar the line ends the timeline.
    let bare = Self.lay(Self.conversation(group: true), theme)
    let bareLine = try #require(bare.typingLine)
    #expect(bare.height == (bareLine.frame.maxY + theme.timelinePadding.bottom).rounded(.up))
  }

  @Test func onlyTheLastTypingRowCounts() throws {
    let theme = try Self.theme(#"{"placement": "composer"}"#)
    let layout = Self.lay(Self.conversation(group: true, typingTwice: true), theme)
    let earlier = layout.rows[1]
    #expect(earlier.kind == .typing && earlier.height == 0 && earlier.typingFrame == nil)
    #expect(Self.dump(earlier)["frame"] == .null)
    #expect(layout.typingLine?.text == "Ann is typing…")
    #expect(layout.rows[2].y == earlier.y, "the earlier typing row takes no space")
  }

  @Test func slackAndWhatsAppSayTheirWords() throws {
    let team = try ThemeCatalog.builtin(named: "team")
    let line = try #require(Self.lay(Self.conversation(), team, chrome: true).typingLine)
    #expect(line.text == "Ann is typing…", "Slack names the sender in a direct message too")
    #expect(team.conversation.typing?.line?.font.size == 12)
    let green = try ThemeCatalog.builtin(named: "green")
    #expect(Self.lay(Self.conversation(), green, header: true).screen.header?.subtitle == "typing…")
    #expect(try ThemeCatalog.builtin(named: "bubbles").conversation.typing?.placement == .bubble)
  }

  @Test func badValuesNameTheirPath() throws {
    for (typing, path) in [
      (#"{"placement": "footer"}"#, "typing.placement"),
      (#"{"text": 3}"#, "typing.text"),
      (#"{"groupText": false}"#, "typing.groupText"),
      (#"{"lineHeight": -1}"#, "typing.lineHeight"),
      (#"{"where": "header"}"#, "typing"),
    ] {
      do {
        _ = try Self.theme(typing)
        Issue.record("\(typing) decoded")
      } catch {
        #expect("\(error)".contains(path), "\(error)")
      }
    }
  }

  @Test func theHeaderAvatarSaysWhatItShows() throws {
    func kind(_ c: Conversation, _ theme: Theme) -> IconKind? {
      Self.lay(c, theme, header: true).screen.header?.avatarKind
    }
    let initials = try ThemeCatalog.builtin(named: "team")
    var c = Self.conversation()
    let header = try #require(Self.lay(c, initials, header: true).screen.header)
    #expect(header.avatarKind == .initials && header.initials == "A")
    #expect(header.color != nil)
    guard case .object(let dumped) = header.dump else { return }
    #expect(dumped["avatarKind"] == .string("initials"))
    // Without `initials` in the theme: the default picture.
    var plain = initials
    plain.conversation.initials = nil
    #expect(kind(c, plain) == .default)
    // A participant with their own picture.
    c.participants[1].avatar = "ann.png"
    #expect(kind(c, initials) == .image)
    // A group has no one participant to show.
    #expect(kind(Self.conversation(group: true), initials) == .default)
    // A header without an avatar says nothing.
    let wechat = try ThemeCatalog.builtin(named: "wechat")
    let none = try #require(Self.lay(c, wechat, header: true).screen.header)
    guard case .object(let members) = none.dump else { return }
    #expect(none.avatar == nil && members["avatarKind"] == nil)
  }
}
