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

/// `chatshot check` end to end through the built binary: exit codes, words and files.
@Suite struct CLICheckTests {
  @Test func matchesWithInputAndWithoutIt() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    let withInput = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1"], in: f.dir)
    #expect(withInput.status == 0 && withInput.stderr.isEmpty)
    #expect(withInput.stdoutText == "g/c.png: matches (0 different pixels of 211,200 (0.000 %))\n")
    // Without INPUT: conversation, options (scale 1) and theme come from the golden.
    let alone = try CLIHarness.run(["check", "g/c.png"], in: f.dir)
    #expect(alone.status == 0 && alone.stdoutText == withInput.stdoutText, "\(alone.stderr)")
    #expect(!f.exists("g/c.actual.png") && !f.exists("g/c.diff.png"))
  }

  @Test func conversationFromStandardInput() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    let json = try Data(contentsOf: URL(fileURLWithPath: f.input))
    let r = try CLIHarness.run(
      ["check", "-", "--golden", "g/c.png", "--scale", "1"], stdin: json, in: f.dir)
    #expect(r.status == 0 && r.stdoutText.hasPrefix("g/c.png: matches"), "\(r.stderr)")
  }

  @Test func updateSaysRecordedUnchangedOrUpdated() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    let again = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1", "--update"], in: f.dir)
    #expect(again.status == 0 && again.stdoutText == "g/c.png: unchanged\n")
    let other = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "2", "--update"], in: f.dir)
    #expect(other.status == 0 && other.stdoutText == "g/c.png: updated\n")
    #expect(
      try PNGReader.probe([UInt8](Data(contentsOf: URL(fileURLWithPath: f.golden)))).width == 640)
    // Only the golden is in its folder: no temporary file left behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: f.path("g")) == ["c.png"])
  }

  @Test func missingGoldenFailsWithTheCommandThatRecordsIt() throws {
    let f = try CheckFixture(recorded: false)
    defer { f.remove() }
    let r = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/new shot.png", "--scale", "1"], in: f.dir)
    #expect(r.status == 1 && r.stdout.isEmpty)
    #expect(
      r.stderr == """
        chatshot: golden 'g/new shot.png' does not exist; record it with:
          chatshot check c.json --golden 'g/new shot.png' --scale 1 --update

        """)
    #expect(!f.exists("g/new shot.png"))
    // Without INPUT the golden is the input: exit 66.
    let alone = try CLIHarness.run(["check", "g/none.png"], in: f.dir)
    #expect(alone.status == 66 && alone.stderr.contains("golden 'g/none.png' does not exist"))
  }

  /// A changed message: the pixels differ, the row's bubble grew and the rows below moved.
  @Test func changedConversationSaysWhichRowsMoved() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    let text = try String(contentsOfFile: f.input, encoding: .utf8)
      .replacingOccurrences(
        of: "You're the best.", with: "You're the best. See you tomorrow morning at the bakery!")
    try text.write(toFile: f.input, atomically: true, encoding: .utf8)
    let r = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1"], in: f.dir)
    #expect(r.status == 1 && r.stderr.isEmpty)
    let out = r.stdoutText
    #expect(out.hasPrefix("g/c.png: size differs: golden 320×"))
    #expect(out.contains("\n  actual: g/c.actual.png\n"))
    #expect(out.contains("layout (golden → now):\n  canvas 320×"))
    #expect(
      out.contains(
        "\n  row 4 avatar moved (8, 333) → (8, 369), bubble 142×35 → 206×71, text 112×19 → 176×55,"
          + " height 45 → 81\n"))
    #expect(out.contains("\n  rows 5–7 moved down 36 pt\n"))
    #expect(out.contains("what differs (golden → now):\n  conversation: message 4 changed\n"))
    #expect(
      out.hasSuffix(
        "to accept the new picture: chatshot check c.json --golden g/c.png --scale 1 --update\n"))
    #expect(f.exists("g/c.actual.png") && !f.exists("g/c.diff.png"))
  }

  /// Another width (standing in for another theme): size and layout differ, options named.
  @Test func changedWidthUnderArtifactsFolder() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    let r = try CLIHarness.run(
      ["check", "g/c.png", "--width", "300", "--artifacts", "out"], in: f.dir)
    #expect(r.status == 1)
    #expect(r.stdoutText.contains("  canvas 320×"))
    #expect(r.stdoutText.contains("what differs (golden → now):\n  options: width 320 → 300\n"))
    #expect(f.exists("out/c.actual.png") && !f.exists("g/c.actual.png"))
  }

  /// Another theme by name, and the same theme name with an edited definition.
  @Test func changedThemeIsNamed() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    let other = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1", "--theme", "qq"], in: f.dir)
    #expect(other.status == 1)
    #expect(other.stdoutText.contains("what differs (golden → now):\n"))
    #expect(other.stdoutText.contains("\n  theme default → qq\n"))
    let edited = ##"{"name": "default", "extends": "default", "background": "#202020"}"##
    try edited.write(toFile: f.path("white.json"), atomically: true, encoding: .utf8)
    let same = try CLIHarness.run(["check", "g/c.png", "--theme", "white.json"], in: f.dir)
    #expect(same.status == 1, "\(same.stderr)")
    #expect(same.stdoutText.contains("layout: no row moved or changed size\n"))
    #expect(same.stdoutText.contains("what differs (golden → now):\n  theme default changed\n"))
    #expect(f.exists("g/c.diff.png"))
  }

  /// A golden made with a theme file needs the file to be re-rendered alone.
  @Test func goldenFromAThemeFileNeedsTheFile() throws {
    let f = try CheckFixture(recorded: false)
    defer { f.remove() }
    let theme = #"{"name": "mine", "extends": "qq"}"#
    try theme.write(toFile: f.path("mine.json"), atomically: true, encoding: .utf8)
    let record = try CLIHarness.run(
      ["check", "c.json", "--golden", "m.png", "--scale", "1", "--theme", "mine.json", "--update"],
      in: f.dir)
    #expect(record.status == 0)
    let alone = try CLIHarness.run(["check", "m.png"], in: f.dir)
    #expect(alone.status == 66)
    #expect(
      alone.stderr
        == "chatshot: 'm.png' was made with theme 'mine' from a theme file, which is not built in; pass the file: chatshot check m.png --theme <theme.json>\n"
    )
    let given = try CLIHarness.run(["check", "m.png", "--theme", "mine.json"], in: f.dir)
    #expect(given.status == 0, "\(given.stdoutText)")
  }

  /// A golden whose metadata says it was drawn with another Inter-Regular.otf and another
  /// pango, and whose pixels differ a little: the words name both; the diff image is written.
  @Test func changedFontAndLibraryAreNamed() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    try f.editGolden(
      chunks: { chunks in
        for i in chunks.indices {
          if chunks[i].keyword == "chatshot:fonts" {
            chunks[i].text = chunks[i].text.replacingOccurrences(
              of: #"{"file":"Inter-Regular.otf","sha256OfSizeAndEnds64K":""#,
              with: #"{"file":"Inter-Regular.otf","sha256OfSizeAndEnds64K":"0"#)
          }
          if chunks[i].keyword == "chatshot:libraries" {
            chunks[i].text = chunks[i].text.replacingOccurrences(
              of: #""pango":""#, with: #""pango":"0.9-"#)
          }
        }
      },
      pixels: { bytes in
        for i in 0..<40 { bytes[(100 * 320 + 100 + i) * 4] ^= 0xFF }
      })
    let r = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1"], in: f.dir)
    #expect(r.status == 1)
    let out = r.stdoutText
    #expect(out.hasPrefix("g/c.png: 40 different pixels of 211,200 (0.019 %); none may differ\n"))
    #expect(out.contains("\n  diff:   g/c.diff.png\n"))
    #expect(out.contains("layout: no row moved or changed size\n"))
    #expect(out.contains("\n  pango 0.9-\(LibraryVersions.pango) → \(LibraryVersions.pango)\n"))
    #expect(out.contains("\n  font Inter-Regular.otf changed\n"))
    #expect(!out.contains("font Inter-Medium.otf"))
    #expect(f.exists("g/c.actual.png") && f.exists("g/c.diff.png"))
    // Within a tolerance it matches.
    let tolerant = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1", "--max-diff-pixels", "40"],
      in: f.dir)
    #expect(
      tolerant.status == 0 && tolerant.stdoutText.hasPrefix("g/c.png: matches (40 different pixels")
    )
  }

  @Test func goldenWithoutMetadata() throws {
    let f = try CheckFixture()
    defer { f.remove() }
    try f.editGolden(chunks: { $0 = [] }, pixels: { $0[0] ^= 0xFF })
    let r = try CLIHarness.run(
      ["check", "c.json", "--golden", "g/c.png", "--scale", "1"], in: f.dir)
    #expect(r.status == 1)
    #expect(r.stdoutText.contains("the golden has no chatshot metadata: cannot say what changed\n"))
    let alone = try CLIHarness.run(["check", "g/c.png"], in: f.dir)
    #expect(alone.status == 65)
    #expect(
      alone.stderr.hasPrefix(
        "chatshot: 'g/c.png' has no chatshot metadata to re-render from; pass the conversation"))
  }

  @Test(arguments: [
    (
      ["check"], 64,
      "chatshot check: no input file given (see chatshot check --help)\nUsage: chatshot check "
    ),
    (["check", "a.png", "b.png"], 64, "chatshot check: check b.png: expected one golden PNG"),
    (
      ["check", "c.json", "--golden", "g.png", "--max-diff-ratio", "2"], 64,
      "chatshot check: --max-diff-ratio 2: expected a number from 0 to 1\nUsage: chatshot check "
    ),
    (["check", "c.json", "--golden", "c.json"], 65, "chatshot: c.json: not a PNG file"),
    (["check", "missing.json", "--golden", "g.png"], 66, "chatshot: cannot read 'missing.json'"),
  ])
  func trouble(arguments: [String], status: Int32, message: String) throws {
    let f = try CheckFixture(recorded: false)
    defer { f.remove() }
    let r = try CLIHarness.run(arguments, in: f.dir)
    #expect(r.status == status)
    #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
  }

  @Test func help() throws {
    let r = try CLIHarness.run(["check", "--help"])
    #expect(r.status == 0 && r.stdoutText == checkHelp)
  }
}
