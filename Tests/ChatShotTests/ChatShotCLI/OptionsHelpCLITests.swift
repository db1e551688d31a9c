import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Options do what the help says: `-j` up to 256 in a single render (the encoder runs at
/// most 64 threads; the bytes are the same), and `check` takes every render option,
/// `--allow-dir` included.
@Suite struct OptionsHelpCLITests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path
  static let avatar = Golden.repository.appendingPathComponent("Assets/Images/avatar-me@2x.png")

  @Test(arguments: ["64", "65", "100", "256"])
  func jobsUpTo256InASingleRender(jobs: String) throws {
    let r = try CLIHarness.run([Self.weekend, "--scale", "1", "-j", jobs, "-o", "-"])
    #expect(r.status == 0, "\(r.stderr)")
    let reference = try CLIHarness.run([Self.weekend, "--scale", "1", "-j", "1", "-o", "-"])
    #expect(r.stdout == reference.stdout)
  }

  /// A conversation whose avatar is in a folder beside its own: `check` refuses it as a
  /// render does, and accepts it with `--allow-dir`, also re-rendering from the golden.
  @Test func checkTakesAllowDir() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let fm = FileManager.default
    for folder in ["shared", "convo"] {
      try fm.createDirectory(
        at: dir.appendingPathComponent(folder), withIntermediateDirectories: false)
    }
    try fm.copyItem(at: Self.avatar, to: dir.appendingPathComponent("shared/me.png"))
    let conversation =
      #"{"participants": [{"id": "me", "avatar": "../shared/me.png"}], "#
      + #""messages": [{"from": "me", "text": "hi"}]}"#
    try Data(conversation.utf8).write(to: dir.appendingPathComponent("convo/c.json"))
    let refused = try CLIHarness.run(["check", "convo/c.json", "--golden", "g.png"], in: dir)
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("participants[0].avatar: "))
    let allow = ["--allow-dir", "shared"]
    let recorded = try CLIHarness.run(
      ["check", "convo/c.json", "--golden", "g.png", "--update"] + allow, in: dir)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(recorded.stdoutText == "g.png: recorded\n")
    let matched = try CLIHarness.run(
      ["check", "convo/c.json", "--golden", "g.png"] + allow, in: dir)
    #expect(matched.status == 0, "\(matched.stderr)")
    let nowhere = try CLIHarness.run(
      ["check", "convo/c.json", "--golden", "g.png", "--allow-dir", "nowhere"], in: dir)
    #expect(nowhere.status == 64)
    let reason = "chatshot check: --allow-dir nowhere: expected an existing directory"
    #expect(nowhere.stderr.hasPrefix(reason))
  }
}
