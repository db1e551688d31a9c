import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Dark sections: every built-in has one that changes colours and never a metric; a user
/// theme inherits its base's through `extends`; keys a dark section may not have are
/// refused with their JSON path.
@Suite struct DarkThemeTests {
  static func decode(_ json: String) throws(InputError) -> Theme {
    try ThemeDecoder.decode(
      Array(json.utf8), file: "t.json", directory: nil, defaultName: "t",
      builtin: ThemeCatalog.builtinIfKnown(named:))
  }

  @Test(arguments: ThemeCatalog.builtinNames)
  func everyBuiltinHasADarkVariantWithTheSameMetrics(_ name: String) throws {
    let light = try ThemeCatalog.builtin(named: name)
    let dark = try #require(light.dark).theme
    #expect(dark.background != light.background)
    #expect(dark.name == light.name && dark.width == light.width)
    #expect(dark.label.font == light.label.font && dark.bubble.font == light.bubble.font)
    #expect(dark.bubble.local.contentInsets == light.bubble.local.contentInsets)
    #expect(dark.row.minHeight == light.row.minHeight && dark.avatar?.size == light.avatar?.size)
    #expect(dark.chrome?.height == light.chrome?.height)
    #expect(dark.header?.height == light.header?.height)
    #expect(dark.dark == nil)
  }

  @Test func userThemeInheritsTheBaseDarkWithItsOwnChanges() throws {
    let theme = try Self.decode(##"{"extends": "wechat", "contentGap": 9}"##)
    let dark = try #require(theme.dark).theme
    let base = try #require(try ThemeCatalog.builtin(named: "wechat").dark).theme
    #expect(dark.contentGap == 9)
    #expect(dark.background == base.background)
    #expect(dark.bubble.other.background == .image(name: "wechat-receive-dark"))
  }

  @Test func ownDarkSectionAppliesOverTheBaseDark() throws {
    let theme = try Self.decode(
      ##"{"extends": "default", "dark": {"background": "#101010", "label": {"color": "#FFF"}}}"##)
    let dark = try #require(theme.dark).theme
    #expect(dark.background == RGBAColor(hex: "#101010"))
    #expect(dark.label.color == RGBAColor(hex: "#FFF"))
    let base = try #require(try ThemeCatalog.builtin(named: "default").dark).theme
    #expect(dark.header == base.header, "the rest of the base's dark section stays")
    #expect(theme.background == Theme.standard.background, "light is untouched")
  }

  @Test func darkNullRemovesTheInheritedOne() throws {
    #expect(try Self.decode(##"{"extends": "qq", "dark": null}"##).dark == nil)
  }

  @Test(arguments: [
    (##"{"extends": "qq", "dark": {"width": 300}}"##, "dark.width"),
    (
      ##"{"extends": "qq", "dark": {"bubble": {"local": {"contentInsets": {"top": 1}}}}}"##,
      "dark.bubble.local.contentInsets"
    ),
    (##"{"extends": "qq", "dark": {"label": {"font": {"size": 3}}}}"##, "dark.label.font"),
    (##"{"extends": "qq", "dark": {"avatar": null}}"##, "dark.avatar"),
  ])
  func keysThatWouldMoveAFrameAreRefused(_ json: String, _ path: String) {
    #expect {
      try Self.decode(json)
    } throws: { error in
      guard let e = error as? InputError else { return false }
      return e.kind == .invalidData && e.description.contains(path + ":")
    }
  }

  @Test func aBadColourInADarkSectionNamesItsPath() {
    #expect {
      try Self.decode(##"{"extends": "qq", "dark": {"background": "black"}}"##)
    } throws: { error in
      (error as? InputError)?.description.contains("dark.background:") ?? false
    }
  }

  @Test func darkIsPartOfTheContentHash() throws {
    let a = try Self.decode(##"{"extends": "qq"}"##)
    let b = try Self.decode(##"{"extends": "qq", "dark": {"background": "#010101"}}"##)
    #expect(a.contentHash != b.contentHash)
  }
}
