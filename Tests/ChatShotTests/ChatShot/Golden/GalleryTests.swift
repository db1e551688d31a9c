import ChatShotTesting
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// docs/gallery.md and its pictures: every built-in theme with its screen parts (`--screen`)
/// rendering the gallery's one-to-one conversation in light and dark, its group conversation
/// and its rich group conversation in light and dark, at scale 2. The page is made here from
/// `entries` and compared exactly; each picture is compared like a golden. `scripts/gallery`
/// (`CHATSHOT_RECORD=1` on this suite) rewrites them; a stale page or picture fails here.
@Suite(.serialized, .goldenBytes) struct GalleryTests {
  struct Entry: Sendable, CustomTestStringConvertible {
    var theme: String
    var title: String
    var about: String
    var testDescription: String { theme }
  }

  static let entries = [
    Entry(
      theme: "default", title: "default",
      about: "chatshot's own look: orange and aqua balloons grouped in runs, names and initials "
        + "avatars in groups, a Delivered/Read line, times when they change."),
    Entry(
      theme: "bubbles", title: "bubbles (modern iOS Messages)",
      about: "Blue and light grey balloons with tails only at the end of a run, no avatars in a "
        + "one-to-one chat, small avatars and grey names in groups, \"Read\" under the local "
        + "user's last message; Inter 17 pt, as iOS's 17-pt body text."),
    Entry(
      theme: "green", title: "green (WhatsApp-like)",
      about: "Green and white bubbles on a tiled doodle wallpaper, a tail on the first bubble "
        + "of a run, the time and ticks inside each bubble (beside the last line when it fits, "
        + "else below it), names in colour in groups."),
    Entry(
      theme: "weixin", title: "weixin (today's WeChat)",
      about: "WeChat for iOS as it is now: green and white balloons with a small pointed tail "
        + "beside 40-pt rounded avatars on every message, grey names above others' balloons "
        + "in groups, centred times only when they change, WeUI's colours light and dark."),
    Entry(
      theme: "team", title: "team (Slack/Discord-like)",
      about: "No balloons and everyone on the left: avatar, bold name and time on the first "
        + "message of a run, the following messages as plain lines under it."),
    Entry(
      theme: "jabber", title: "jabber (seed 000)",
      about: "Orange balloons on the left for the local user, aqua on the right for everyone "
        + "else, a \"SENDER TIME\" label over each; the theme turns `:)` and `;-)` into emoji, "
        + "as the seed does."),
    Entry(
      theme: "qq", title: "qq (seed 001)",
      about: "A time above every message, 40-pt avatars, and the text on a grey button exactly "
        + "its size (the seed's first part draws no balloons yet)."),
    Entry(
      theme: "wechat", title: "wechat (seed 002)",
      about: "Send and receive balloons, 30-pt avatars, times hidden when they repeat, and the "
        + "seed's input bar."),
  ]

  /// The gallery's pictures of a theme: conversation file in docs/gallery/, appearance,
  /// picture suffix, column title.
  static let conversations = [
    (file: "conversation.json", appearance: Appearance.light, suffix: "", title: "light"),
    (file: "conversation.json", appearance: Appearance.dark, suffix: "-dark", title: "dark"),
    (file: "group.json", appearance: Appearance.light, suffix: "-group", title: "group"),
    (file: "rich.json", appearance: Appearance.light, suffix: "-rich", title: "rich"),
    (file: "rich.json", appearance: Appearance.dark, suffix: "-rich-dark", title: "rich, dark"),
  ]

  static let folder = Golden.repository.appendingPathComponent("docs/gallery")

  /// docs/gallery.md as `scripts/gallery` writes it.
  static var page: String {
    var lines = [
      "## Gallery", "",
      "Every built-in theme with its screen parts (`--screen`: status bar, header, input bar),",
      "a one-to-one chat ([`docs/gallery/conversation.json`](gallery/conversation.json)) in",
      "light and dark, a group chat ([`docs/gallery/group.json`](gallery/group.json)) and a",
      "rich group chat ([`docs/gallery/rich.json`](gallery/rich.json): photos, a reply,",
      "reactions, receipts, a failed message, someone typing) in light and dark,",
      "rendered by chatshot at the default scale 2. `scripts/gallery` makes this page and its",
      "pictures; a test (`GalleryTests`) fails when they are stale. See [themes.md](themes.md)",
      "for what each theme imitates.",
    ]
    for entry in entries {
      lines += ["", "### \(entry.title)", "", entry.about, ""]
      lines.append("| " + conversations.map(\.title).joined(separator: " | ") + " |")
      lines.append("|" + String(repeating: "---|", count: conversations.count))
      let cells = conversations.map { c in
        "<img src=\"gallery/\(entry.theme)\(c.suffix).png\" width=\"200\" "
          + "alt=\"\(entry.theme) theme, \(c.title)\">"
      }
      lines.append("| " + cells.joined(separator: " | ") + " |")
      lines += ["", "```"]
      for c in conversations {
        lines.append(
          "chatshot docs/gallery/\(c.file) --theme \(entry.theme) --screen"
            + (c.appearance == .dark ? " --appearance dark" : "")
            + " -o docs/gallery/\(entry.theme)\(c.suffix).png")
      }
      lines.append("```")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func pageIsCurrentAndShowsEveryTheme() {
    #expect(Set(Self.entries.map(\.theme)) == Set(ThemeCatalog.builtinNames))
    #expect(Self.entries.count == ThemeCatalog.builtinNames.count)
    Golden.assertText(Self.page, named: "../docs/gallery.md")
  }

  @Test(arguments: entries)
  func pictures(_ entry: Entry) throws {
    let theme = try ThemeCatalog.load(entry.theme)
    for c in Self.conversations {
      var options = RenderOptions()
      options.screen = true
      // As the page's command says it: light is no --appearance at all, recorded as such.
      options.appearance = c.appearance == .dark ? .dark : nil
      assertChatSnapshot(
        of: Self.folder.appendingPathComponent(c.file).path, named: entry.theme + c.suffix,
        theme: theme, options: options, tolerance: ExampleGoldenTests.tolerance,
        snapshotDirectory: "../../../../docs/gallery")
    }
  }

  /// The page's commands, run by the built `chatshot` in a scratch copy of the gallery
  /// folder, write the very bytes committed in docs/gallery/: running the docs changes no
  /// tracked file.
  @Test func commandsWriteTheCommittedBytes() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "chatshot-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let docs = scratch.appendingPathComponent("docs/gallery")
    try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
    // The conversations and the photos the rich one shows.
    for name in Set(Self.conversations.map(\.file)).sorted() + ["photos"] {
      try FileManager.default.copyItem(
        at: Self.folder.appendingPathComponent(name), to: docs.appendingPathComponent(name))
    }
    let commands = Self.page.split(separator: "\n").filter {
      $0.hasPrefix("chatshot docs/gallery/")
    }
    #expect(commands.count == Self.entries.count * Self.conversations.count)
    for command in commands {
      let arguments = command.split(separator: " ").dropFirst().map(String.init)
      let result = try CLIHarness.run(arguments, in: scratch)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      let output = try #require(arguments.last)
      let written = try Data(contentsOf: scratch.appendingPathComponent(output))
      let committed = try Data(contentsOf: Golden.repository.appendingPathComponent(output))
      #expect(written == committed, "\(command) writes other bytes than \(output)")
    }
  }
}
