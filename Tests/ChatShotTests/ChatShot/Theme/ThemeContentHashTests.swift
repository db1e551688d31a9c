import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `Theme.contentHash`: its definition covers every stored field (a field added to a theme
/// type and not to `canonicalJSON` fails here), changing any field changes the hash, and the
/// same theme in another folder hashes the same.
@Suite struct ThemeContentHashTests {
  /// The custom test theme: avatar, separator, input bar, its own images (with and without
  /// cap insets, at one and two resolutions), so no optional field is nil.
  static func custom() throws -> Theme {
    try ThemeDecoder.decode(contentsOf: ThemeDump.customThemePath)
  }

  /// Every leaf of `value` as a dotted path, found by reflection: structs by property name,
  /// enums by case name (a case without payload is a leaf), dictionaries by key, arrays by
  /// index, optionals as what they hold.
  static func mirrorPaths(_ value: Any, _ path: String = "") -> Set<String> {
    let mirror = Mirror(reflecting: value)
    func join(_ name: String) -> String { path.isEmpty ? name : path + "." + name }
    switch mirror.displayStyle {
    case .optional:
      return mirror.children.first.map { mirrorPaths($0.value, path) } ?? [path]
    case .dictionary:
      var paths = Set<String>()
      for entry in mirror.children {
        let pair = Array(Mirror(reflecting: entry.value).children)
        paths.formUnion(mirrorPaths(pair[1].value, join("\(pair[0].value)")))
      }
      return paths
    case .collection:
      var paths = Set<String>()
      for (i, item) in mirror.children.enumerated() {
        paths.formUnion(mirrorPaths(item.value, join(String(i))))
      }
      return paths
    case .class where value is DarkVariant:
      // The dark appearance, boxed: its theme's fields under "dark".
      return mirrorPaths((value as! DarkVariant).theme, path)
    case .struct where value is PlainNumber:
      // Written as the plain number it holds.
      return [path]
    case .struct where value is FontSpec && (value as? FontSpec)?.lineHeight == nil:
      // A font's line height is written only when it has one (every font had none before).
      return [join("family"), join("size"), join("weight")]
    case .struct, .enum, .tuple:
      guard !mirror.children.isEmpty else { return [path] }
      var paths = Set<String>()
      for (i, child) in mirror.children.enumerated() {
        paths.formUnion(mirrorPaths(child.value, join(child.label ?? String(i))))
      }
      return paths
    default:
      return [path]
    }
  }

  /// Every leaf of a JSON value as a dotted path.
  static func jsonPaths(_ json: JSONOutput, _ path: String = "") -> Set<String> {
    func join(_ name: String) -> String { path.isEmpty ? name : path + "." + name }
    switch json {
    case .object(let members):
      return members.reduce(into: []) { $0.formUnion(jsonPaths($1.value, join($1.key))) }
    case .array(let items):
      var paths = Set<String>()
      for (i, item) in items.enumerated() { paths.formUnion(jsonPaths(item, join(String(i)))) }
      return paths
    default:
      return [path]
    }
  }

  /// The sections written only when a theme sets them (photos, replies, reactions, formatting: a theme
  /// without them keeps the canonical JSON and content hash it had before they existed);
  /// `MediaThemeTests` checks them set.
  static func absentWhenUnset(_ theme: Theme, _ prefix: String = "") -> Set<String> {
    let style = theme.conversation
    var paths = Set<String>()
    if let photos = style.photos {
      if photos.frame == nil { paths.insert(prefix + "conversation.photos.frame") }
      if photos.stampOverPhoto == nil {
        paths.insert(prefix + "conversation.photos.stampOverPhoto")
      }
    } else {
      paths.insert(prefix + "conversation.photos")
    }
    if style.replies == nil { paths.insert(prefix + "conversation.replies") }
    if style.reactions == nil { paths.insert(prefix + "conversation.reactions") }
    if style.formatting == nil { paths.insert(prefix + "conversation.formatting") }
    if theme.lineHeight == nil { paths.insert(prefix + "lineHeight") }
    if theme.bubble.maxWidthFraction == nil { paths.insert(prefix + "bubble.maxWidthFraction") }
    if let receipts = style.receipts, receipts.words == nil {
      paths.insert(prefix + "conversation.receipts.words")
    }
    if style.names != nil, style.names?.runs == nil {
      paths.insert(prefix + "conversation.names.runs")
    }
    if style.typing != nil, style.typing?.line == nil {
      paths.insert(prefix + "conversation.typing.line")
    }
    paths.formUnion(standardMarksWords(theme, prefix))
    // The dark appearance is a whole theme of its own.
    if let dark = theme.dark { paths.formUnion(absentWhenUnset(dark.theme, prefix + "dark.")) }
    return paths
  }

  /// The marks' words a theme leaves standard: written only when a theme changes them.
  static func standardMarksWords(_ theme: Theme, _ prefix: String = "") -> Set<String> {
    typealias M = ConversationStyle.Marks
    guard let m = theme.conversation.marks else { return [] }
    var paths = Set<String>()
    for (key, value, standard) in [
      ("edited", m.edited, M.standardEdited), ("forwarded", m.forwarded, M.standardForwarded),
      ("forwardedFrom", m.forwardedFrom, M.standardForwardedFrom),
    ] where value == standard {
      paths.insert(prefix + "conversation.marks." + key)
    }
    return paths
  }

  @Test(arguments: ["custom"] + ThemeCatalog.builtinNames)
  func definitionHasEveryField(_ name: String) throws {
    let theme =
      try name == "custom" ? Self.custom() : (try ThemeCatalog.builtin(named: name))
    let json = theme.canonicalJSON { _ in "digest" }
    let missing = Self.mirrorPaths(theme).subtracting(Self.jsonPaths(json))
      .subtracting(Self.absentWhenUnset(theme))
    let extra = Self.jsonPaths(json).subtracting(Self.mirrorPaths(theme))
    #expect(missing.isEmpty, "fields not in Theme.canonicalJSON: \(missing.sorted())")
    #expect(extra.isEmpty, "Theme.canonicalJSON names fields the theme lacks: \(extra.sorted())")
  }

  /// A theme with every formatting member set names each of them.
  @Test func definitionHasEveryFormattingField() throws {
    var theme = Theme.standard
    var formatting = TextFormattingStyle()
    formatting.linkColor = .white
    formatting.quoteBarColor = .white
    formatting.spoilerColor = .white
    theme.conversation.formatting = formatting
    if let dark = theme.dark?.theme {
      var darkTheme = dark
      darkTheme.conversation.formatting = formatting
      theme.dark = DarkVariant(darkTheme)
    }
    let json = theme.canonicalJSON { _ in "digest" }
    let missing = Self.mirrorPaths(theme).subtracting(Self.jsonPaths(json))
      .subtracting(Self.absentWhenUnset(theme))
    #expect(missing.isEmpty, "fields not in Theme.canonicalJSON: \(missing.sorted())")
    #expect(theme.contentHash != Theme.standard.contentHash)
  }

  struct Change: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var apply: @Sendable (inout Theme) -> Void
  }

  static let changes: [Change] = [
    Change(testDescription: "name") { $0.name += "2" },
    Change(testDescription: "summary") { $0.summary += "." },
    Change(testDescription: "width") { $0.width += 0.5 },
    Change(testDescription: "background alpha") { $0.background.alpha = 0.5 },
    Change(testDescription: "local side") { $0.localSide = $0.localSide == .left ? .right : .left },
    Change(testDescription: "label font weight") { $0.label.font.weight = .bold },
    Change(testDescription: "label format") { $0.label.format += " " },
    Change(testDescription: "label visibility") { $0.label.visibility = .whenTimeChanges },
    Change(testDescription: "content gap") { $0.contentGap = 1e-9 },
    Change(testDescription: "avatar shape radius") { $0.avatar?.shape = .rounded(radius: 8.5) },
    Change(testDescription: "avatar shape") { $0.avatar?.shape = .square },
    Change(testDescription: "avatar image") { $0.avatar?.otherImage = "me" },
    Change(testDescription: "no avatar") { $0.avatar = nil },
    Change(testDescription: "bubble font family") { $0.bubble.font.family = "DejaVu Sans" },
    Change(testDescription: "bubble text extra") { $0.bubble.textWidthExtra = 3 },
    Change(testDescription: "local background") {
      $0.bubble.local.background = .fill(color: .white, cornerRadius: 4)
    },
    Change(testDescription: "other text colour") { $0.bubble.other.textColor.green = 0.25 },
    Change(testDescription: "other insets") { $0.bubble.other.contentInsets.right += 1 },
    Change(testDescription: "row min height") { $0.row.minHeight += 1 },
    Change(testDescription: "separator thickness") { $0.row.separator?.thickness = 1 },
    Change(testDescription: "timeline padding") { $0.timelinePadding.bottom += 1 },
    Change(testDescription: "emoticons") { $0.emoticons.toggle() },
    Change(testDescription: "chrome height") { $0.chrome?.height += 1 },
    Change(testDescription: "chrome background") { $0.chrome?.background = .image(name: "in") },
    Change(testDescription: "chrome item span") { $0.chrome?.items[0].horizontal.end = 99 },
    Change(testDescription: "chrome item order") { $0.chrome?.items.reverse() },
    Change(testDescription: "image cap insets") { $0.images["out"]?.capInsets?.top += 1 },
    Change(testDescription: "image size") { $0.images["me"]?.size.width += 1 },
    Change(testDescription: "image file") {
      let other = $0.images["in"]?.files[2]
      $0.images["out"]?.files[1] = other
    },
    Change(testDescription: "image resolution") {
      let file = $0.images["out"]?.files.removeValue(forKey: 2)
      $0.images["out"]?.files[3] = file
    },
    Change(testDescription: "image name") {
      let image = $0.images.removeValue(forKey: "me")
      $0.images["other"] = image
    },
  ]

  /// A theme's own words for the marks are in its hash; the standard words leave it as it was.
  @Test func marksWordsAreHashedOnlyWhenChanged() throws {
    var theme = try ThemeCatalog.builtin(named: "default")
    let original = theme.contentHash
    theme.conversation.marks?.edited = "Edited"
    #expect(theme.contentHash == original)
    for change in [\ConversationStyle.Marks.edited, \.forwarded, \.forwardedFrom] {
      var changed = theme
      changed.conversation.marks?[keyPath: change] = "Bearbeitet"
      #expect(changed.contentHash != original)
    }
  }

  @Test(arguments: changes)
  func changingAFieldChangesTheHash(_ change: Change) throws {
    let theme = try Self.custom()
    var changed = theme
    change.apply(&changed)
    #expect(changed != theme, "the change changes nothing")
    #expect(changed.contentHash != theme.contentHash)
  }

  @Test func builtinThemesHashApart() throws {
    let hashes = try ThemeCatalog.builtinNames.map {
      try ThemeCatalog.builtin(named: $0).contentHash
    }
    #expect(Set(hashes).count == hashes.count)
    #expect(hashes.allSatisfy { $0.count == 64 })
  }

  /// A copy of the custom theme's folder hashes as the original; a changed byte in one of
  /// its images does not, once read (a theme keeps the bytes it read: what is drawn).
  @Test func sameFilesElsewhereHashTheSame() throws {
    let source = URL(fileURLWithPath: ThemeDump.customThemePath).deletingLastPathComponent()
    let folder = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let copy = folder.appendingPathComponent("custom")
    try FileManager.default.copyItem(at: source, to: copy)
    let original = try Self.custom()
    let moved = try ThemeDecoder.decode(contentsOf: copy.appendingPathComponent("theme.json").path)
    #expect(moved.images["out"]?.files != original.images["out"]?.files)
    #expect(moved.contentHash == original.contentHash)

    let image = copy.appendingPathComponent("balloons/out@2x.png")
    var bytes = try Data(contentsOf: image)
    bytes.append(0)  // after IEND: still a whole PNG (a changed chunk is refused as damaged)
    try bytes.write(to: image)
    #expect(moved.contentHash == original.contentHash)
    let reread = try ThemeDecoder.decode(contentsOf: copy.appendingPathComponent("theme.json").path)
    #expect(reread.contentHash != original.contentHash)
  }

  /// The definition holds no path, and a file that cannot be read counts as changed.
  @Test func definitionNamesNoPaths() throws {
    var theme = try Self.custom()
    #expect(!theme.canonicalJSON { _ in "digest" }.compact().contains("/"))
    theme.images["me"]?.files[1] = "/nonexistent/me.png"
    #expect(theme.contentHash != (try Self.custom()).contentHash)
  }
}
