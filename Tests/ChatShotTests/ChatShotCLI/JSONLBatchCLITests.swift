import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `chatshot --jsonl FILE|- --out-dir DIR [--shard I/N]` end to end through the built
/// executable: one conversation per line, outputs named by `id`, `name` or the line number,
/// errors naming the line, and shards that split any input list exactly.
@Suite struct JSONLBatchCLITests {
  static let examples = Golden.repository.appendingPathComponent("Examples")

  func files(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  /// The example `weekend.json` on one line, with `extra` members put first.
  func line(_ extra: String = "") throws -> String {
    let text = try String(
      contentsOf: Self.examples.appendingPathComponent("weekend.json"), encoding: .utf8)
    let compact = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .joined(separator: " ")
    guard !extra.isEmpty else { return compact }
    return "{" + extra + ", " + compact.dropFirst()
  }

  @Test func eachLineRendersAsItsOwnFileWould() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let lines = [
      try line(#""id": "first""#), "", try line(#""name": "Ünïcode ☃""#), try line(),
      try line(#""id": 7, "name": "ignored""#),
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8)
      .write(to: dir.appendingPathComponent("c.jsonl"))
    try FileManager.default.copyItem(
      at: Self.examples.appendingPathComponent("weekend.json"),
      to: dir.appendingPathComponent("weekend.json"))
    let r = try CLIHarness.run(["--jsonl", "c.jsonl", "--out-dir", "out", "--scale", "1"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let out = dir.appendingPathComponent("out")
    #expect(files(out) == ["4.png", "7.png", "first.png", "Ünïcode ☃.png"].sorted())
    // The same pixels (and bytes) as the file itself, rendered alone.
    let single = try CLIHarness.run(["weekend.json", "-o", "single.png", "--scale", "1"], in: dir)
    #expect(single.status == 0)
    let reference = try Data(contentsOf: dir.appendingPathComponent("single.png"))
    for name in files(out) {
      let png = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(
        try PNGReader.decode([UInt8](png)).image == PNGReader.decode([UInt8](reference)).image,
        "\(name)")
    }
    // From standard input: the same files.
    let piped = try CLIHarness.run(
      ["--jsonl", "-", "--out-dir", "piped", "--scale", "1"],
      stdin: Data(contentsOf: dir.appendingPathComponent("c.jsonl")), in: dir)
    #expect(piped.status == 0, "\(piped.stderr)")
    #expect(files(dir.appendingPathComponent("piped")) == files(out))
  }

  /// `--format` names the lines' outputs too.
  @Test func linesTakeTheFormatsExtension() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try Data((try line(#""id": "a""#) + "\n" + (try line()) + "\n").utf8)
      .write(to: dir.appendingPathComponent("c.jsonl"))
    let r = try CLIHarness.run(
      ["--jsonl", "c.jsonl", "--out-dir", "out", "--format", "svg", "--scale", "1"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(files(dir.appendingPathComponent("out")) == ["2.svg", "a.svg"])
    let svg = try String(
      contentsOf: dir.appendingPathComponent("out/a.svg"), encoding: .utf8)
    #expect(svg.hasPrefix("<?xml") || svg.hasPrefix("<svg"))
    try FormatRender.parsedXML(Array(svg.utf8))
  }

  @Test func errorsNameTheLine() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let lines = [
      try line(#""id": "a""#),
      #"{"id": "b", "messages": [{"from": "me", "text": 5}]}"#,
      #"{"messages": [}"#,
      try line(#""id": "a""#),
      try line(#""id": "../up""#),
    ]
    try Data(lines.joined(separator: "\n").utf8).write(to: dir.appendingPathComponent("c.jsonl"))
    let r = try CLIHarness.run(["--jsonl", "c.jsonl", "--out-dir", "out"], in: dir)
    #expect(r.status == 65)
    let errors = r.stderr.split(separator: "\n").map(String.init)
    // Columns are the line's own: the blanked `id` moved nothing.
    #expect(
      errors.contains { $0.hasPrefix("chatshot: c.jsonl:2:49: messages[0].text: ") }, "\(errors)")
    #expect(errors.contains { $0.hasPrefix("chatshot: c.jsonl:3:15: ") }, "\(errors)")
    #expect(errors.contains("chatshot: c.jsonl:4: the output 'a.png' is already that of line 1"))
    #expect(errors.contains { $0.hasPrefix("chatshot: c.jsonl:5: id: '../up' cannot name a file") })
    #expect(files(dir.appendingPathComponent("out")) == ["a.png"])
  }

  /// Shards of files and lines together: every input rendered once, by exactly one shard,
  /// and each shard's share the same on every run.
  @Test func shardsSplitTheListExactly() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let lines = try (0..<7).map { try line(#""id": "l\#($0)""#) }
    try Data(lines.joined(separator: "\n").utf8).write(to: dir.appendingPathComponent("c.jsonl"))
    for name in ["f0", "f1", "f2"] {
      try FileManager.default.copyItem(
        at: Self.examples.appendingPathComponent("weekend.json"),
        to: dir.appendingPathComponent(name + ".json"))
    }
    var all: [String] = []
    for index in 0..<3 {
      let out = "s\(index)"
      let r = try CLIHarness.run(
        [
          "f0.json", "f1.json", "f2.json", "--jsonl", "c.jsonl", "--out-dir", out,
          "--shard", "\(index)/3", "--scale", "0.5",
        ], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      all += files(dir.appendingPathComponent(out))
      if index == 1 {
        // Positions 1, 4, 7: f1, then lines 2 and 5 (l1, l4).
        #expect(files(dir.appendingPathComponent(out)) == ["f1.png", "l1.png", "l4.png"])
      }
    }
    #expect(
      all.sorted() == (["f0", "f1", "f2"] + (0..<7).map { "l\($0)" }).map { $0 + ".png" }.sorted())
    for bad in ["3/3", "-1/2", "1", "0/0", "a/b"] {
      let r = try CLIHarness.run(["f0.json", "--out-dir", "x", "--shard", bad], in: dir)
      #expect(r.status == 64, "\(bad)")
    }
    #expect(try CLIHarness.run(["--jsonl", "c.jsonl"], in: dir).status == 64)
  }
}
