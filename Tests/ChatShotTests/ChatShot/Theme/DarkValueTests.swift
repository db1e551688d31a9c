import Testing

@testable import ChatShotCore
@testable import ChatShotLayout

/// Every colour a dark appearance draws on its background stays readable there: no white
/// reaction pill on black, no dark grey mark on a dark wallpaper (issue 24).
@Suite struct DarkValueTests {
  static let darkThemes = ThemeCatalog.builtinNames.filter {
    (try? ThemeCatalog.builtin(named: $0).dark) != nil
  }

  @Test(arguments: darkThemes)
  func darkColoursAreReadableOnTheDarkBackground(_ name: String) throws {
    let theme = try #require(try ThemeCatalog.builtin(named: name).dark?.theme)
    let background = theme.background
    #expect(background.isDark, "\(name): the dark background is light")
    var colours: [(String, RGBAColor)] = [("label.color", theme.label.color)]
    let notice = theme.noticeStyle
    let behindNotice = notice.shape == .pill ? notice.background : background
    #expect(
      notice.textColor.contrastRatio(with: behindNotice.composited(over: background)) >= 3,
      "\(name): the dark notice text is unreadable")
    if let marks = theme.conversation.marks { colours.append(("marks.color", marks.color)) }
    if let receipts = theme.conversation.receipts {
      colours.append(("receipts.color", receipts.color))
    }
    if let typing = theme.conversation.typing, typing.placement != .bubble {
      colours.append(("typing.color", typing.color))
    }
    if let names = theme.conversation.names, let color = names.color, names.placement == .above {
      colours.append(("names.color", color))
    }
    for (what, colour) in colours {
      let ratio = colour.composited(over: background).contrastRatio(with: background)
      #expect(ratio >= 3, "\(name): dark \(what) has \(ratio):1 on the background")
    }
    // Reaction pills are dark, their text light.
    let pills = theme.reactionStyle
    #expect(pills.background.isDark, "\(name): white reaction pills in the dark")
    #expect(pills.textColor.contrastRatio(with: pills.background) >= 4.5)
  }
}
