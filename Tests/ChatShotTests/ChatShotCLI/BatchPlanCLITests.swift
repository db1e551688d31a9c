import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A batch knows every file it will write before the first render: outputs of two inputs
/// that meet (through the names of scales, appearances, snippets) are refused before
/// anything is written, and its folders are made only when the first file is written.
@Suite struct BatchPlanCLITests {
  static let example = Golden.repository.appendingPathComponent("Examples/receipts-typing.json")

  private func folder(_ names: [String]) throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    for name in names {
      try FileManager.default.copyItem(at: Self.example, to: dir.appendingPathComponent(name))
    }
    return dir
  }

  private func entries(_ dir: URL) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  struct Case: Sendable, CustomStringConvertible {
    var inputs: [String]
    var options: [String]
    var message: String
    var description: String { (inputs + options).joined(separator: " ") }
  }

  @Test(arguments: [
    Case(
      inputs: ["lunch.json", "lunch@3x.json"], options: ["--scale", "3,1"],
      message: "chatshot: the output of 'lunch.json' ('shots/lunch@3x.png') and the output of "
        + "'lunch@3x.json' ('shots/lunch@3x.png') are the same file"),
    Case(
      inputs: ["notes.dark.json", "notes.json"], options: ["--appearance", "dark,light"],
      message: "chatshot: the output of 'notes.dark.json' ('shots/notes.dark.png') and the "
        + "output of 'notes.json' ('shots/notes.dark.png') are the same file"),
    Case(
      inputs: ["v.json", "v.dark@2x.json"],
      options: ["--appearance", "light,dark", "--scale", "1,2", "--format", "webp"],
      message: "chatshot: the output of 'v.json' ('shots/v.dark@2x.webp') and the output of "
        + "'v.dark@2x.json' ('shots/v.dark@2x.webp') are the same file"),
  ])
  func collidingVariantsAreRefusedBeforeAnyRender(_ c: Case) throws {
    let dir = try folder(c.inputs)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(c.inputs + ["--out-dir", "shots"] + c.options, in: dir)
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").first.map(String.init) == c.message)
    #expect(entries(dir) == c.inputs.sorted(), "nothing written, no folder made")
  }

  /// Lines of a `--jsonl` file are data: a line whose variant is an earlier line's is an
  /// error of that line, and the others render.
  @Test func aLineWhoseVariantIsTakenFailsAlone() throws {
    let dir = try folder([])
    defer { try? FileManager.default.removeItem(at: dir) }
    let compact = try String(contentsOf: Self.example, encoding: .utf8)
      .split(separator: "\n").joined(separator: " ").dropFirst()
    let lines = [#"{"id": "k", "# + compact, #"{"id": "k@2x", "# + compact]
    try Data((lines.joined(separator: "\n") + "\n").utf8)
      .write(to: dir.appendingPathComponent("c.jsonl"))
    let r = try CLIHarness.run(
      ["--jsonl", "c.jsonl", "--out-dir", "o", "--scale", "1,2"], in: dir)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.contains("chatshot: c.jsonl:2: the output 'k@2x.png' is already that of line 1"))
    #expect(entries(dir.appendingPathComponent("o")) == ["k.png", "k@2x.png"])
  }

  /// A batch whose every input fails makes none of its folders; one that renders makes them.
  @Test func foldersAreMadeOnlyForSomethingToWrite() throws {
    let dir = try folder([])
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data(#"{"messages": [{"from": "me", "text": 3}]}"#.utf8)
      .write(to: dir.appendingPathComponent("bad.json"))
    try Data("[\n".utf8).write(to: dir.appendingPathComponent("worse.json"))
    let folders = ["--out-dir", "a/shots", "--html", "b/html", "--alt-text", "c/alt"]
    let failed = try CLIHarness.run(["bad.json", "worse.json"] + folders, in: dir)
    #expect(failed.status == 65, "\(failed.stderr)")
    #expect(entries(dir) == ["bad.json", "worse.json"])
    try FileManager.default.copyItem(at: Self.example, to: dir.appendingPathComponent("ok.json"))
    let one = try CLIHarness.run(["bad.json", "ok.json"] + folders, in: dir)
    #expect(one.status == 65, "\(one.stderr)")
    #expect(
      entries(dir).filter { !$0.hasSuffix(".json") } == [
        "a", "a/shots", "a/shots/ok.png", "b", "b/html", "b/html/ok.html", "c", "c/alt",
        "c/alt/ok.txt",
      ])
  }
}
