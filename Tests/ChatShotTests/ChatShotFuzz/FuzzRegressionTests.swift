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

/// Replays every input the fuzzer ever flagged (Tests/Fixtures/fuzz/, kept by
/// scripts/fuzz.sh) and its seeds through the pipeline the fuzz target runs: decode → theme
/// → limits → layout → render at 0.5× into memory. Each must render or be refused with one
/// plain line and exit 65 or 66, in process and through the built binary.
@Suite struct FuzzRegressionTests {
  static let fixtures = Golden.repository.appendingPathComponent("Tests/Fixtures")

  static let inputs: [String] = ["fuzz", "fuzz-seeds"].flatMap { folder -> [String] in
    let dir = fixtures.appendingPathComponent(folder).path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map {
      "\(folder)/\($0)"
    }
  }

  @Test func findingsAreKept() {
    #expect(Self.inputs.contains { $0.hasPrefix("fuzz/") })
  }

  @Test(arguments: inputs)
  func replaysInProcess(_ name: String) throws {
    let bytes = [UInt8](try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
    let base = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: base) }
    var options = RenderOptions()
    options.scale = 0.5
    options.width = 160
    options.compression = 1
    options.emoticons = (bytes.last ?? 0) & 1 == 1
    do {
      let conversation = try ConversationDecoder.decode(
        bytes, file: "fuzz.json", baseDirectory: base.path)
      let theme = try ThemeCatalog.theme(option: nil, conversation: conversation)
      options.chrome = theme.chrome != nil && (bytes.last ?? 0) & 2 == 2
      let renderer = try ChatRenderer()
      let rendering = try renderer.render(
        conversation, theme: theme, options: options, baseDirectory: base.path)
      let header = try PNGReader.probe(rendering.bytes)
      #expect(header.width == rendering.pixelWidth && header.height == rendering.pixelHeight)
    } catch let failure as any ChatShotError {
      let text = failure.description
      #expect([.invalidData, .unreadableInput].contains(failure.kind), "\(text)")
      let plain = !text.unicodeScalars.contains { $0.mustEscapeInDiagnostic }
      #expect(plain, "\(text)")
    }
  }

  @Test(arguments: inputs)
  func replaysThroughTheBinary(_ name: String) throws {
    let r = try CLIHarness.run(
      [
        Self.fixtures.appendingPathComponent(name).path, "-o", "-", "--scale", "0.5", "--width",
        "160",
      ])
    #expect([0, 65, 66].contains(r.status), "\(name): \(r.stderr)")
    if r.status != 0 {
      #expect(
        r.stderr.hasPrefix("chatshot: ") && r.stderr.filter { $0 == "\n" }.count == 1, "\(r.stderr)"
      )
    }
  }

  /// Every input through the fuzz target itself, as the fuzzer ran it: the importers, the
  /// format its length picks and the checks of every output (`OutputChecks`); any broken
  /// promise stops the process.
  @Test func replaysThroughTheFuzzTarget() throws {
    let fuzzer = CLIHarness.executable.deletingLastPathComponent()
      .appendingPathComponent("ChatShotFuzz")
    let r = try CLIHarness.run(
      [
        "--replay", Self.fixtures.appendingPathComponent("fuzz").path,
        Self.fixtures.appendingPathComponent("fuzz-seeds").path,
      ], executable: fuzzer)
    #expect(r.status == 0, "\(r.stderr.suffix(2000))")
    #expect(r.stdoutText.hasSuffix("inputs, no crash\n"), "\(r.stdoutText)")
  }

  /// The first finding: a participant id with a line break made the "not declared" error
  /// two lines. Ids, keys and characters from the file are escaped in every diagnostic.
  @Test func diagnosticsEscapeWhatCouldBreakTheLine() {
    #expect(diagnosticText("wa\\\ng") == "wa\\\\u000Ag")
    #expect(
      diagnosticText("a\u{85}b\u{2028}c\u{202E}d\u{1B}[31m")
        == "a\\u0085b\\u2028c\\u202Ed\\u001B[31m")
    #expect(diagnosticText("plain é 中 😀") == "plain é 中 😀")
    #expect(quotedKey("k\u{2029}") == "'k\\u2029'")
  }
}
