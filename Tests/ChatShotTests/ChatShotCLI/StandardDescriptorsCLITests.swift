import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// chatshot started with standard input, output or error closed (`2>&-`): descriptors 0, 1
/// and 2 are opened on /dev/null first, so no file chatshot opens can take their numbers and
/// receive text meant for them.
@Suite struct StandardDescriptorsCLITests {
  static let examples = Golden.repository.appendingPathComponent("Examples")

  /// A batch with failing inputs and standard error closed: the error lines go nowhere, not
  /// into the PNG being written meanwhile (its temporary file opened as descriptor 2). The bad
  /// inputs are long, so that their errors come while the long render writes.
  @Test func closedStandardErrorPutsNothingIntoPNGs() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let mix = dir.appendingPathComponent("mix")
    try FileManager.default.createDirectory(at: mix, withIntermediateDirectories: false)
    let marathon = Self.examples.appendingPathComponent("marathon-300.json")
    try FileManager.default.copyItem(at: marathon, to: mix.appendingPathComponent("a.json"))
    let message = #"{"from": "a", "text": "x"}"#
    let bad =
      "{\"messages\": [" + Array(repeating: message, count: 100_000).joined(separator: ",")
      + "]} x"
    for i in 0..<6 { try Data(bad.utf8).write(to: mix.appendingPathComponent("z\(i).json")) }
    let r = try CLIHarness.shell(
      "\"$CHATSHOT\" mix/*.json --out-dir mo -j 2 --scale 3 2>&-; echo $?", in: dir)
    #expect(r.stdoutText == "65\n")
    let reference = try CLIHarness.run([marathon.path, "--scale", "3", "-o", "-"])
    let png = try Data(contentsOf: dir.appendingPathComponent("mo/a.png"))
    #expect(png == reference.stdout, "a.png holds exactly the render")
  }

  /// Standard output closed while the layout dump goes to it: the dump goes nowhere, not into
  /// the PNG's temporary file (descriptor 1).
  @Test func closedStandardOutputPutsNothingIntoThePNG() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let weekend = Self.examples.appendingPathComponent("weekend.json").path
    let r = try CLIHarness.shell(
      "\"$CHATSHOT\" '\(weekend)' -o x.png --layout-json - >&-; echo $? >&2", in: dir)
    #expect(r.stderr == "0\n")
    let reference = try CLIHarness.run([weekend, "-o", "-"])
    #expect(try Data(contentsOf: dir.appendingPathComponent("x.png")) == reference.stdout)
  }

  /// Standard input closed: `-` reads an empty input (from /dev/null), refused as such.
  @Test func closedStandardInputReadsAsEmpty() throws {
    let r = try CLIHarness.shell("\"$CHATSHOT\" - -o - <&-")
    #expect(r.status == 65)
    #expect(r.stderr == "chatshot: <stdin>:1:1: file is empty\n")
  }
}
