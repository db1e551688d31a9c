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

/// The library speaks in values, the command line in words: the library's errors name no
/// flag, and `ErrorWording` gives each the line chatshot printed before the words moved out
/// of the library, word for word.
@Suite struct ErrorWordingTests {
  /// Each worded error: the library's description, then the command line's.
  static let cases: [(any ChatShotError, library: String, commandLine: String)] = [
    (
      RenderError.tooLarge(width: 640, height: 1_677_800, limit: 1 << 30),
      "the image would be 640×1677800 px, more than the limit of 1073741824 pixels; use a smaller scale or width, or fewer messages",
      "the image would be 640×1677800 px, more than the limit of 1073741824 pixels; use a smaller --scale or --width, or fewer messages"
    ),
    (
      RenderError.tooLargeEstimate(width: 640, minimumHeight: 8_800_032, limit: 1 << 30),
      "the image would be at least 640×8800032 px, more than the limit of 1073741824 pixels; use a smaller scale or width, or fewer messages",
      "the image would be at least 640×8800032 px, more than the limit of 1073741824 pixels; use a smaller --scale or --width, or fewer messages"
    ),
    (
      RenderError.imagesTooLarge(bytes: 300 << 20, limit: 256 << 20),
      "the images this render draws would take 314572800 bytes decoded (theme images at their size, avatar files at the size they are drawn), more than the limit of 268435456 bytes (256 MiB); use fewer different avatar files or a smaller scale",
      "the images this render draws would take 314572800 bytes decoded (theme images at their size, avatar files at the size they are drawn), more than the limit of 268435456 bytes (256 MiB); use fewer different avatar files or a smaller --scale"
    ),
    (
      FormatError.tooLargeForWebP(width: 640, height: 20_000),
      "the image would be 640×20000 px, beyond WebP's limit of 16383 px on each side; write a PNG instead, or use a smaller scale",
      "the image would be 640×20000 px, beyond WebP's limit of 16383 px on each side; write a PNG instead (--format png), or use a smaller --scale"
    ),
    (
      MetadataError.themeFileNeeded(file: "m.png", theme: "mine"),
      "'m.png' was made with theme 'mine' from a theme file, which is not built in; pass the theme file",
      "'m.png' was made with theme 'mine' from a theme file, which is not built in; pass the file: chatshot check m.png --theme <theme.json>"
    ),
    (
      ScreenPartUnavailable(part: .inputBar, theme: "bare", themesWithIt: ["qq", "wechat"]),
      "theme 'bare' has no input bar (built-in themes with one: qq, wechat)",
      "--chrome: theme 'bare' has no input bar (built-in themes with one: qq, wechat)"
    ),
    (
      ScreenPartUnavailable(part: .darkAppearance, theme: "bare", themesWithIt: ["qq"]),
      "theme 'bare' has no dark appearance (built-in themes with one: qq)",
      "--appearance dark: theme 'bare' has no dark appearance (built-in themes with one: qq)"
    ),
    (
      RowSelectionError.noSuchRow(.highlight, selector: "42"),
      "no row 42 to highlight (rows are named by their index in the layout dump, a range 3..5, or a message id)",
      "--highlight: no row 42 (rows are named by their index in the layout dump, a range 3..5, or a message id)"
    ),
    (
      RowSelectionError.noSuchRow(.callouts, selector: "'ghost'"),
      "no row 'ghost' to mark with a callout (rows are named by their index in the layout dump, a range 3..5, or a message id)",
      "--callouts: no row 'ghost' (rows are named by their index in the layout dump, a range 3..5, or a message id)"
    ),
    (
      InputError(
        file: "c.json", location: SourceLocation(line: 1, column: 11, offset: 10),
        path: JSONPath.root.appending(key: "theme"),
        problem: UnknownThemeName("imessage", namedByConversation: true)),
      "c.json:1:11: theme: unknown theme 'imessage'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin",
      "c.json:1:11: theme: unknown theme 'imessage'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin (a theme file is chosen with --theme)"
    ),
    (
      InputError(file: "wechatt", problem: UnknownThemeName("wechatt", namedByConversation: false)),
      "unknown theme 'wechatt'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin",
      "unknown theme 'wechatt'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin"
    ),
  ]

  /// The import's problems: the library's description, then the command line's.
  static let importCases: [(ImportProblem, library: String, commandLine: String)] = [
    (
      .datesNeeded, "a first or last day needs an export with dates; this one has none",
      "--since and --until need an export with dates; this one has none"
    ),
    (
      .notADate(.until, text: "2024-13-01"),
      "the last day '2024-13-01' is not a date like 2024-03-01",
      "--until '2024-13-01' is not a date like 2024-03-01"
    ),
    (
      .dateOrderUnknown,
      "dates are written both day-first and month-first (a mixed file?); say which",
      "dates are written both day-first and month-first (a mixed file?); say which with --day-first or --month-first"
    ),
    (
      .unknownFormat,
      "cannot tell what kind of export this is (tried: WhatsApp text, Telegram JSON, Discord JSON, Slack JSON, chatbot messages, native JSON, chat script); name its format",
      "cannot tell what kind of export this is (tried: WhatsApp text, Telegram JSON, Discord JSON, Slack JSON, chatbot messages, native JSON, chat script); name it with --from whatsapp|telegram|discord|slack|chatbot|script|native"
    ),
    (
      .localUserUnknown(authors: ["Ann", "Mikko"]),
      "cannot tell who the local user is: the export does not say; name the local user (authors: 'Ann', 'Mikko')",
      "cannot tell who the local user is: the export does not say; add --me NAME (authors: 'Ann', 'Mikko')"
    ),
    (
      .noSuchAuthor(me: "Zoe", authors: []),
      "the local user 'Zoe' names no author of this export (authors: none)",
      "--me 'Zoe' names no author of this export (authors: none)"
    ),
    (
      .localUserOfNative,
      "a local user is for exports; a native conversation names its \"localUser\"",
      "--me is for exports; a native conversation names its \"localUser\""
    ),
    (
      .timeFormat(reason: "'Q' is not a pattern letter"),
      "time format: 'Q' is not a pattern letter",
      "--time-format: 'Q' is not a pattern letter"
    ),
    (
      .privatePhotoFolder(
        document: "convo.json",
        path: JSONPath.root.appending(key: "messages").appending(index: 4).appending(key: "image")),
      "convo.json: messages[4].image: an anonymized photo's path must not show the export's folder, whose name names a participant; write the JSON inside that folder to keep the photos",
      "convo.json: messages[4].image: under --anonymize a photo's path must not show the export's folder, whose name names a participant; write the JSON inside that folder to keep the photos"
    ),
  ]

  @Test func libraryErrorsAreWordedWithFlags() {
    for (error, library, commandLine) in Self.cases {
      #expect(error.description == library)
      #expect(ErrorWording.text(of: error) == commandLine)
    }
  }

  /// An import's problem keeps its place and its kind; with none (as the importers give
  /// none), the command line names the export's file in front.
  @Test func importProblemsAreWordedWithFlags() {
    for (problem, library, commandLine) in Self.importCases {
      let error = InputError(file: "export.txt", problem: problem)
      #expect(error.description == library)
      #expect(error.kind == problem.kind)
      // A photo under --anonymize names the document written, not the export.
      var named = "export.txt: " + commandLine
      if case .privatePhotoFolder = problem { named = commandLine }
      #expect(ErrorWording.text(of: error) == named)
      #expect(!library.contains("--"), "\(library)")
    }
  }

  /// An error with no command-line words prints its description; a problem keeps its place.
  @Test func otherErrorsPrintTheirDescription() {
    let plain = InputError(file: "c.json", reason: "expected a string")
    #expect(ErrorWording.text(of: plain) == "expected a string")
    let placed = InputError(
      file: "c.json", location: SourceLocation(line: 2, column: 3, offset: 9),
      problem: ImportProblem.datesNeeded)
    #expect(
      ErrorWording.text(of: placed)
        == "c.json:2:3: --since and --until need an export with dates; this one has none")
    #expect(ErrorWording.text(of: RenderError.missingImage("x")) == "no image named 'x'")
  }

  /// No string literal in a library target names a command-line flag, and no doc comment
  /// cites an exit code: both are the CLI's words (`ErrorWording`, `ExitCode`).
  @Test func theLibraryNamesNoFlagAndNoExitCode() throws {
    let flag = try Regex(#""(?:[^"]*[^-\w"])?--[a-z][^"]*""#)
    let exitCode = try Regex(
      #"\bexit (code )?\d|`\w+` \((6[4-6]|7[034])\)|\b(65|66)(\)| if| when)"#)
    var found: [String] = []
    for (file, lines) in try Self.librarySources() {
      for (number, line) in lines.enumerated() {
        let text = line.trimmingCharacters(in: .whitespaces)
        let place = "\(file):\(number + 1): \(text)"
        if text.hasPrefix("//") {
          if text.hasPrefix("///"), text.contains(exitCode) { found.append(place) }
        } else if text.contains(flag) {
          found.append(place)
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// Every Swift file of the library targets, as lines.
  static func librarySources() throws -> [(String, [Substring])] {
    let targets = [
      "ChatShot", "ChatShotCore", "ChatShotImage", "ChatShotModel", "ChatShotLayout",
      "ChatShotRender", "ChatShotDiff", "ChatShotTesting", "ChatShotServe",
    ]
    var result: [(String, [Substring])] = []
    for target in targets {
      let root = Golden.repository.appendingPathComponent("Sources/" + target)
      let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
      for file in (files ?? []).sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        result.append(
          (target + "/" + file, text.split(separator: "\n", omittingEmptySubsequences: false)))
      }
    }
    return result
  }
}
