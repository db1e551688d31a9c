import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The built-in theme files, `extends`, choosing a theme, and the options that depend on it.
@Suite struct ThemeCatalogTests {
  @Test func builtinsAreTheSevenFiles() throws {
    #expect(
      ThemeCatalog.builtinNames == [
        "bubbles", "default", "green", "jabber", "qq", "team", "wechat", "weixin",
      ])
    for name in ThemeCatalog.builtinNames {
      let theme = try ThemeCatalog.builtin(named: name)
      #expect(theme.name == name && !theme.summary.isEmpty)
    }
    #expect(try ThemeCatalog.builtinIfKnown(named: "imessage") == nil)
    #expect(Theme.standard == (try ThemeCatalog.builtin(named: "default")))
    #expect(ThemeCatalog.namesWithChrome == ThemeCatalog.builtinNames)
  }

  /// A misspelt name is an error value naming the name and the names there are, never nil
  /// that a render would replace with the default theme.
  @Test func unknownBuiltinNameThrowsWithTheNames() {
    do {
      _ = try ThemeCatalog.builtin(named: "wechatt")
      Issue.record("an unknown name gave a theme")
    } catch {
      let problem = error.problem as? UnknownThemeName
      #expect(problem?.name == "wechatt")
      #expect(problem?.names == ThemeCatalog.builtinNames)
      #expect(error.kind == .invalidData)
    }
  }

  /// The model checks a conversation's `"theme"` against its own list (it cannot see the
  /// catalog, which is in a target above it): the two lists are one.
  @Test func builtinNamesAreTheModelsNames() {
    #expect(BuiltinThemeNames.all == ThemeCatalog.builtinNames)
  }

  /// What the seeds leave open is chosen in the files; the values the issue fixes are there.
  @Test func seedDecisionsAreData() throws {
    let jabber = try ThemeCatalog.builtin(named: "jabber")
    #expect(jabber.emoticons && jabber.avatar == nil && jabber.localSide == .left)
    #expect(jabber.label.format == "{name} {time}" && jabber.label.visibility == .always)
    #expect(jabber.label.font == FontSpec(size: 11) && jabber.label.color.hex == "#AAAAAA")
    #expect(jabber.bubble.local.background == .image(name: "orange-left"))
    #expect(jabber.bubble.other.background == .image(name: "aqua-right"))
    // Seed 000: "the components for the input are on the top".
    #expect(jabber.chrome?.position == .top && jabber.header == nil)

    let qq = try ThemeCatalog.builtin(named: "qq")
    #expect(qq.bubble.local.background == .fill(color: RGBAColor(hex: "#808080")!, cornerRadius: 0))
    #expect(qq.avatar?.shape == .square && qq.bubble.local.contentInsets == .zero)

    let wechat = try ThemeCatalog.builtin(named: "wechat")
    #expect(wechat.background.hex == "#ECECEC" && wechat.row.separator == nil)
    #expect(wechat.bubble.local.textColor == .white && wechat.bubble.other.textColor == .black)
    #expect(wechat.chrome?.height == 44 && wechat.chrome?.items.count == 4)
  }

  /// The custom fixture extends wechat: what it sets replaces, what it leaves out is kept.
  @Test func extendsMergesKeyByKey() throws {
    let custom = try ThemeDecoder.decode(contentsOf: ThemeDump.customThemePath)
    let wechat = try ThemeCatalog.builtin(named: "wechat")
    #expect(custom.name == "custom")
    #expect(custom.label.x == wechat.label.x && custom.label.y == 4 && custom.label.height == 18)
    #expect(custom.label.font == FontSpec(size: 11, weight: .semibold))
    #expect(custom.avatar?.localImage == "me" && custom.avatar?.otherImage == "avatar-other")
    #expect(custom.avatar?.shape == .rounded(radius: 9))
    #expect(custom.bubble.font == FontSpec(size: 14) && custom.bubble.maxTextWidth == 180)
    #expect(custom.bubble.textWidthExtra == wechat.bubble.textWidthExtra)
    #expect(custom.chrome?.items == wechat.chrome?.items && custom.chrome?.height == 44)
    #expect(custom.chrome?.background == .color(RGBAColor(hex: "#2A2B31")!))
    #expect(custom.row.minHeight == 0 && custom.row.bottomPadding == 6)
    #expect(custom.images.keys.sorted() == ["in", "me", "out"])
    #expect(custom.images["out"]?.files.keys.sorted() == [1, 2])
  }

  @Test func nullRemovesAndNamesDefaultToTheFile() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("plain-chat.json").path
    try Data(
      ##"{"extends": "wechat", "avatar": null, "chrome": null, "row": {"separator": {"color": "#ccc"}}}"##
        .utf8
    )
    .write(to: URL(fileURLWithPath: path))
    let theme = try ThemeCatalog.load(path)
    #expect(theme.name == "plain-chat" && theme.avatar == nil && theme.chrome == nil)
    #expect(
      theme.row.separator
        == SeparatorStyle(color: RGBAColor(hex: "#ccc")!, thickness: 1, left: 0, right: 0))
    #expect(theme.row.bottomPadding == 5)
  }

  @Test(
    arguments: [
      (nil, nil, "default"), (nil, "jabber", "jabber"), ("qq", "jabber", "qq"),
      ("wechat", nil, "wechat"),
    ] as [(String?, String?, String)])
  func optionWinsOverTheConversation(option: String?, file: String?, expected: String) throws {
    let conversation = Conversation(theme: file, messages: [Message(from: "me", text: "hi")])
    #expect(try ThemeCatalog.theme(option: option, conversation: conversation).name == expected)
  }

  @Test(arguments: [
    ("wechat", false), ("wechat.json", true), ("themes/dark", true), ("./x.JSON", true),
    ("qq", false),
  ])
  func pathOrName(_ value: String, isPath: Bool) {
    #expect(ThemeCatalog.isPath(value) == isPath)
  }

  @Test func themeOptionsParse() throws {
    guard
      case .render(let r) = try Command.parse([
        "a.json", "--theme", "jabber", "--chrome", "--no-emoticons",
      ])
    else { return #expect(Bool(false)) }
    #expect(r.options.theme == "jabber" && r.options.chrome && r.options.emoticons == false)
    guard case .render(let s) = try Command.parse(["a.json", "--theme=my/t.json", "--emoticons"])
    else { return #expect(Bool(false)) }
    #expect(s.options.theme == "my/t.json" && !s.options.chrome && s.options.emoticons == true)
    guard case .render(let d) = try Command.parse(["a.json"]) else { return #expect(Bool(false)) }
    #expect(d.options.theme == nil && d.options.emoticons == nil)
    #expect(
      throws: UsageError.invalidValue(
        "imessage", option: "--theme",
        expected:
          "a built-in theme (bubbles, default, green, jabber, qq, team, wechat, weixin) or a theme file (a path containing / or ending in .json)"
      )
    ) { try Command.parse(["a.json", "--theme", "imessage"]) }
    #expect(throws: UsageError.invalidValue("1", option: "--chrome", expected: "no value")) {
      try Command.parse(["a.json", "--chrome=1"])
    }
  }

  /// Emoticons follow the theme unless an option says otherwise.
  @Test(
    arguments: [
      ("jabber", nil, "a 😄"), ("jabber", false, "a :)"), ("wechat", nil, "a :)"),
      ("wechat", true, "a 😄"),
    ] as [(String, Bool?, String)])
  func emoticonsDefaultToTheTheme(theme name: String, option: Bool?, expected: String) throws {
    let theme = try ThemeCatalog.builtin(named: name)
    let conversation = Conversation(messages: [Message(from: "me", text: "a :)")])
    let layout = TimelineLayout(
      conversation: conversation, theme: theme, measurer: FakeMeasurer(), emoticons: option)
    #expect(layout.rows[0].content == expected)
  }

  /// The bar sits below the timeline and adds its height; items follow the width.
  @Test(arguments: [320.0, 400.0])
  func chromeIsLaidOutBelowTheTimeline(width: Double) throws {
    let theme = try ThemeCatalog.builtin(named: "wechat")
    let conversation = Conversation(messages: [Message(from: "me", text: "hello")])
    let plain = TimelineLayout(
      conversation: conversation, theme: theme, width: width, measurer: FakeMeasurer())
    let bar = TimelineLayout(
      conversation: conversation, theme: theme, width: width, measurer: FakeMeasurer(), chrome: true
    )
    #expect(plain.chrome == nil && bar.height == plain.height + 44)
    let chrome = try #require(bar.chrome)
    let top = plain.height
    #expect(chrome.frame == Rect(x: 0, y: top, width: width, height: 44))
    #expect(
      chrome.items.map(\.image) == [
        "button-voice", "textfield-background", "button-emoji", "button-plus",
      ])
    #expect(
      chrome.items.map(\.frame) == [
        Rect(x: 5, y: top + 5, width: 34, height: 34),
        Rect(x: 44, y: top + 5, width: width - 127, height: 34),
        Rect(x: width - 78, y: top + 5, width: 34, height: 34),
        Rect(x: width - 39, y: top + 5, width: 34, height: 34),
      ])
    let dump = try ThemeDump(bar.dump(scale: 1).serialized())
    #expect(dump.height == top + 44 && dump.chrome?["frame"] != nil)
  }

  @Test func themesListsEveryBuiltinOnOneLine() throws {
    let lines = try ThemesCommand.listing().split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines[3].hasPrefix("jabber   Seed 000"))
    #expect(lines.allSatisfy { $0.count <= 100 })
    #expect(throws: UsageError.unexpectedArgument("x")) { try ThemesCommand.parse(["x"]) }
  }
}
