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

/// Formats, the scale × appearance matrix, `--html`, `--alt-text` and `transcript`, through
/// the built binary.
@Suite struct DocsOutputCLITests {
  static let weekend = CLIRenderTests.weekend

  private func files(_ dir: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
  }

  private func read(_ dir: URL, _ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: dir.appendingPathComponent(name)))
  }

  @Test func matrixFileNames() {
    func name(
      _ scale: Double, _ several: Bool, _ appearance: Appearance?, _ base: String = "shot.png"
    )
      -> String
    {
      VariantNames.path(base, scale: scale, severalScales: several, appearance: appearance)
    }
    #expect(name(1, true, .light) == "shot.png")
    #expect(name(2, true, .light) == "shot@2x.png")
    #expect(name(3, true, .dark) == "shot.dark@3x.png")
    #expect(name(1, true, .dark) == "shot.dark.png")
    #expect(name(2, false, .light) == "shot.png")
    #expect(name(2, false, .dark) == "shot.dark.png")
    #expect(name(2, false, nil) == "shot.png")
    #expect(name(3, true, nil) == "shot@3x.png")
    #expect(name(1.5, true, .light, "out/a.b/shot.webp") == "out/a.b/shot@1.5x.webp")
    #expect(name(2, true, .light, "dir.x/shot") == "dir.x/shot@2x")
  }

  @Test func everyScaleFromOneRunIsTheSeparateRunsBytes() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run([Self.weekend, "--scale", "1,2,3", "-o", "shot.png"], in: dir)
    #expect(r.status == 0 && r.stderr.isEmpty)
    #expect(try files(dir) == ["shot.png", "shot@2x.png", "shot@3x.png"])
    for (scale, file) in [(1, "shot.png"), (2, "shot@2x.png"), (3, "shot@3x.png")] {
      let single = try CLIHarness.run(
        [Self.weekend, "--scale", "\(scale)", "-o", "single.png"], in: dir)
      #expect(single.status == 0)
      #expect(try read(dir, file) == read(dir, "single.png"), "\(file)")
      #expect(try PNGReader.probe(read(dir, file)).width == 320 * scale)
    }
  }

  @Test func scaleByAppearanceMatrix() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(
      [Self.weekend, "--scale", "1,2,3", "--appearance", "light,dark", "-o", "shot.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(
      try files(dir) == [
        "shot.dark.png", "shot.dark@2x.png", "shot.dark@3x.png", "shot.png", "shot@2x.png",
        "shot@3x.png",
      ])
    for appearance in ["light", "dark"] {
      for scale in [1, 2, 3] {
        let single = try CLIHarness.run(
          [Self.weekend, "--scale", "\(scale)", "--appearance", appearance, "-o", "one.png"],
          in: dir)
        #expect(single.status == 0)
        let name = "shot" + (appearance == "dark" ? ".dark" : "") + (scale == 1 ? "" : "@\(scale)x")
        #expect(try read(dir, name + ".png") == read(dir, "one.png"), "\(name)")
      }
    }
    #expect(try read(dir, "shot.png") != read(dir, "shot.dark.png"))
  }

  @Test func formatByExtensionOrFlag() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for format in OutputFormat.allCases {
      #expect(
        try CLIHarness.run([Self.weekend, "-o", "a.\(format.rawValue)"], in: dir).status == 0)
      let piped = try CLIHarness.run(
        [Self.weekend, "--format", format.rawValue, "-o", "-"], in: dir)
      #expect(piped.status == 0)
      #expect([UInt8](piped.stdout) == (try read(dir, "a.\(format.rawValue)")))
      #expect(PictureReader.format(of: [UInt8](piped.stdout)) == format)
    }
    // --format wins over the extension.
    #expect(
      try CLIHarness.run([Self.weekend, "--format", "webp", "-o", "b.png"], in: dir).status == 0)
    #expect(try WebPFile.isWebP(read(dir, "b.png")))
    // The default output takes the format's extension.
    try FileManager.default.copyItem(atPath: Self.weekend, toPath: dir.path + "/chat.json")
    #expect(try CLIHarness.run(["chat.json", "--format", "svg"], in: dir).status == 0)
    #expect(try files(dir).contains("chat.svg"))
    try FormatRender.parsedXML(read(dir, "chat.svg"))
  }

  @Test func otherFormatsAreUsageErrorsListingTheFormats() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for arguments in [["--format", "jpeg", "-o", "x.png"], ["-o", "x.jpg"]] {
      let r = try CLIHarness.run([Self.weekend] + arguments, in: dir)
      #expect(r.status == 64)
      #expect(r.stderr.contains("png, svg, pdf, webp"), "\(r.stderr)")
    }
    let several = try CLIHarness.run([Self.weekend, "--scale", "1,2", "-o", "-"], in: dir)
    #expect(several.status == 64 && several.stderr.contains("a file name"))
    let bad = try CLIHarness.run([Self.weekend, "--scale", "1,9", "-o", "x.png"], in: dir)
    #expect(bad.status == 64)
    let twice = try CLIHarness.run(
      [Self.weekend, "--appearance", "dark,dark", "-o", "x.png"], in: dir)
    #expect(twice.status == 64)
    #expect(try files(dir).isEmpty)
  }

  @Test func webPTooLargeSuggestsPNG() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let marathon = CLIRenderTests.examples.appendingPathComponent("marathon-300.json").path
    let r = try CLIHarness.run([marathon, "--scale", "4", "-o", "big.webp"], in: dir)
    #expect(r.status == 64)
    #expect(r.stderr.contains("16383") && r.stderr.contains("--format png"))
    #expect(try files(dir).isEmpty)
  }

  @Test func htmlSnippetAndAltText() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("img"), withIntermediateDirectories: true)
    let r = try CLIHarness.run(
      [
        Self.weekend, "--scale", "1,2", "-o", "img/shot.webp", "--html", "img/shot.html",
        "--alt-text", "-",
      ], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let conversation = try ConversationDecoder.decode(contentsOf: Self.weekend)
    #expect(r.stdoutText == Transcript.text(of: conversation))
    let html = try String(contentsOf: dir.appendingPathComponent("img/shot.html"), encoding: .utf8)
    let height = try PictureReader.probe(read(dir, "img/shot.webp")).height
    #expect(
      html
        == "<img src=\"shot.webp\" srcset=\"shot.webp 1x, shot@2x.webp 2x\" width=\"320\" "
        + "height=\"\(height)\" alt=\"\(XMLText.escaped(Transcript.singleLine(of: conversation)))\">\n"
    )
    #expect(html.contains("alt=\"Maya, Sat 09:12: Morning! Still up for the hike tomorrow?; Sam"))
  }

  @Test func htmlPictureWithADarkSource() {
    let files = [
      HTMLSnippet.File(path: "s.png", scale: 1, appearance: .light),
      HTMLSnippet.File(path: "s@2x.png", scale: 2, appearance: .light),
      HTMLSnippet.File(path: "s.dark.png", scale: 1, appearance: .dark),
      HTMLSnippet.File(path: "s.dark@2x.png", scale: 2, appearance: .dark),
    ]
    #expect(
      HTMLSnippet.make(files: files, width: 320, height: 100.5, alt: "A \"quote\" & <b>")
        == """
        <picture>
          <source media="(prefers-color-scheme: dark)" srcset="s.dark.png 1x, s.dark@2x.png 2x">
          <img src="s.png" srcset="s.png 1x, s@2x.png 2x" width="320" height="100.5" alt="A &quot;quote&quot; &amp; &lt;b&gt;">
        </picture>

        """)
  }

  @Test func transcriptCommandPrintsWhatAltTextWrites() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let printed = try CLIHarness.run(["transcript", Self.weekend])
    #expect(printed.status == 0)
    let r = try CLIHarness.run([Self.weekend, "-o", "s.png", "--alt-text", "s.txt"], in: dir)
    #expect(r.status == 0)
    #expect(try read(dir, "s.txt") == [UInt8](printed.stdout))
    #expect(try CLIHarness.run(["transcript"]).status == 64)
  }

  @Test func sameBytesInEveryFormatAcrossLocaleAndTimeZone() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    for format in OutputFormat.allCases {
      let a = try CLIHarness.run([Self.weekend, "--format", format.rawValue, "-o", "-"])
      var environment = ProcessInfo.processInfo.environment
      environment["LANG"] = "de_DE.UTF-8"
      environment["LC_ALL"] = "tr_TR.UTF-8"
      environment["TZ"] = "Asia/Kolkata"
      let b = try CLIHarness.run(
        [Self.weekend, "--format", format.rawValue, "-o", "-"], in: dir, environment: environment)
      #expect(a.status == 0 && b.status == 0)
      #expect(a.stdout == b.stdout, "\(format)")
    }
  }

  @Test func infoAndCheckReadEveryFormat() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    #expect(try CLIHarness.run([Self.weekend, "-o", "g.png"], in: dir).status == 0)
    let pngInfo = try CLIHarness.run(["info", "g.png", "--json"], in: dir)
    for format in [OutputFormat.webp, .svg, .pdf] {
      #expect(try CLIHarness.run([Self.weekend, "-o", "g.\(format)"], in: dir).status == 0)
      if format == .svg { try FormatRender.parsedXML(read(dir, "g.svg")) }
      let info = try CLIHarness.run(["info", "g.\(format)", "--json"], in: dir)
      #expect(info.status == 0)
      #expect(
        info.stdoutText.replacingOccurrences(of: "g.\(format)", with: "g.png") == pngInfo.stdoutText
      )
    }
    let checked = try CLIHarness.run(["check", Self.weekend, "--golden", "g.webp"], in: dir)
    #expect(checked.status == 0, "\(checked.stderr)")
    let diff = try CLIHarness.run(["diff", "g.png", "g.webp", "--threshold", "0"], in: dir)
    #expect(diff.status == 0, "\(diff.stderr)")
  }

  /// A golden made with `--highlight` and `--callouts` records them: `check` redraws the
  /// veils and markers from the golden alone.
  @Test func checkReplaysHighlightsAndCallouts() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path
    let r = try CLIHarness.run(
      [weekend, "--scale", "1", "--highlight", "1..2", "--callouts", "3,0", "-o", "g.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let check = try CLIHarness.run(["check", "--golden", "g.png"], in: dir)
    #expect(check.status == 0 && check.stdoutText.contains("matches"), "\(check.stdoutText)")
  }
}
