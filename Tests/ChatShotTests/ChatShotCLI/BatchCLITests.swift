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

/// `chatshot A B … --out-dir DIR` end to end through the built executable.
@Suite struct BatchCLITests {
  static let examples = Golden.repository.appendingPathComponent("Examples")

  /// A folder with `good` copies of two examples (`g0.json`…) and the named bad files.
  private func folder(good: Int, bad: [String: String] = [:]) throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    let sources = ["weekend.json", "repeated-times.json"]
    for i in 0..<good {
      try FileManager.default.copyItem(
        at: Self.examples.appendingPathComponent(sources[i % 2]),
        to: dir.appendingPathComponent("g\(i).json"))
    }
    for (name, text) in bad { try Data(text.utf8).write(to: dir.appendingPathComponent(name)) }
    return dir
  }

  private func files(_ dir: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
  }

  /// `--format`, several scales and appearances, `--html` and `--alt-text` in a batch: each
  /// input gets the files a single render of it would write, with the same bytes.
  @Test func documentOutputsForEveryInput() throws {
    let dir = try folder(good: 2)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(
      [
        "g0.json", "g1.json", "--out-dir", "out", "--format", "webp", "--scale", "1,2",
        "--appearance", "light,dark", "--html", "out", "--alt-text", "alt", "-j", "2",
      ], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let out = dir.appendingPathComponent("out")
    #expect(
      files(out) == [
        "g0.dark.webp", "g0.dark@2x.webp", "g0.html", "g0.webp", "g0@2x.webp", "g1.dark.webp",
        "g1.dark@2x.webp", "g1.html", "g1.webp", "g1@2x.webp",
      ])
    #expect(files(dir.appendingPathComponent("alt")) == ["g0.txt", "g1.txt"])
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("single"), withIntermediateDirectories: false)
    let single = try CLIHarness.run(
      [
        "g1.json", "-o", "single/g1.webp", "--scale", "1,2", "--appearance", "light,dark",
        "--html", "single/g1.html", "--alt-text", "single/g1.txt",
      ], in: dir)
    #expect(single.status == 0, "\(single.stderr)")
    for name in ["g1.dark@2x.webp", "g1.webp", "g1.html"] {
      let batch = try Data(contentsOf: out.appendingPathComponent(name))
      #expect(
        batch == (try Data(contentsOf: dir.appendingPathComponent("single/" + name))), "\(name)")
    }
    #expect(
      try Data(contentsOf: dir.appendingPathComponent("alt/g1.txt"))
        == (try Data(contentsOf: dir.appendingPathComponent("single/g1.txt"))))
    let html = try String(contentsOf: out.appendingPathComponent("g0.html"), encoding: .utf8)
    #expect(html.contains("srcset=\"g0.webp 1x, g0@2x.webp 2x\""))
  }

  @Test func oneBadInputDoesNotStopTheOthers() throws {
    let dir = try folder(good: 3, bad: ["bad.json": "{\"messages\": [1]}"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(
      [
        "g0.json", "bad.json", "missing.json", "g1.json", "g2.json", "--out-dir", "out", "-j", "2",
        "--scale", "1",
      ],
      in: dir)
    // The first failure in the order given decides: invalid data (65) before missing (66).
    #expect(r.status == 65)
    #expect(files(dir.appendingPathComponent("out")) == ["g0.png", "g1.png", "g2.png"])
    let lines = r.stderr.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "chatshot: bad.json:1:15: messages[0]: expected a message object, found a number"))
    #expect(lines.contains("chatshot: cannot read 'missing.json': No such file or directory"))
    #expect(lines.count == 3, "two error lines and the summary: \(lines)")
    #expect(lines.last?.hasPrefix("chatshot: rendered 3 of 5 into out in ") == true)
    #expect(lines.last?.hasSuffix("; 2 failed") == true)
    #expect(!r.stderr.contains("\u{1B}["), "no progress bar when stderr is not a terminal")
    #expect(r.stdout.isEmpty)
  }

  /// Every error line of a batch names its input, also those whose reason does not (a text
  /// that cannot be wrapped, an output that cannot be written).
  @Test func everyErrorNamesItsInput() throws {
    // 61 thumbs joined by zero-width joiners: one cluster, with no place to break.
    let joined =
      #"{"messages": [{"from": "me", "text": ""#
      + String(repeating: #"👍\u200D"#, count: 60) + #"👍"}]}"#
    let dir = try folder(good: 1, bad: ["joined.json": joined])
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("out/g0.png"), withIntermediateDirectories: true)
    let r = try CLIHarness.run(
      ["joined.json", "g0.json", "--out-dir", "out", "-j", "1"], in: dir)
    #expect(r.status == 65)
    let lines = r.stderr.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(lines)")
    #expect(
      lines.first?.hasPrefix(
        "chatshot: joined.json: message 0 (counting from 0): its text cannot be wrapped to ")
        == true)
    #expect(
      lines.dropFirst().first == "chatshot: g0.json: cannot write 'out/g0.png': Is a directory")
  }

  @Test func missingFirstGivesItsCode() throws {
    let dir = try folder(good: 1, bad: ["bad.json": "[", "empty": ""])
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["missing.json", "bad.json", "g0.json", "--out-dir", "o"], in: dir)
    #expect(r.status == 66)
    #expect(files(dir.appendingPathComponent("o")) == ["g0.png"])
  }

  /// A batch writes the very bytes single renders write, whatever the number of threads.
  @Test func sameBytesAsSingleRendersForAnyJobs() throws {
    let dir = try folder(good: 4)
    defer { try? FileManager.default.removeItem(at: dir) }
    for jobs in ["1", "3"] {
      let r = try CLIHarness.run([dir.path, "--out-dir", "out\(jobs)", "-j", jobs], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stderr.hasPrefix("chatshot: rendered 4 of 4 into out\(jobs) in "))
    }
    for i in 0..<4 {
      let single = try CLIHarness.run([dir.appendingPathComponent("g\(i).json").path, "-o", "-"])
      for jobs in ["1", "3"] {
        let batch = try Data(contentsOf: dir.appendingPathComponent("out\(jobs)/g\(i).png"))
        #expect(batch == single.stdout, "g\(i) with -j \(jobs)")
      }
    }
  }

  @Test func refusesOutputOptionWithOutDir() throws {
    let dir = try folder(good: 1)
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["g0.json", "--out-dir", "o", "-o", "x.png"], in: dir)
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix("chatshot: -o cannot be used with --out-dir"))
    #expect(files(dir) == ["g0.json"])
  }

  @Test func outputDirectoryThatCannotBeCreated() throws {
    let dir = try folder(good: 1, bad: ["file": "x"])
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLIHarness.run(["g0.json", "--out-dir", "file/sub"], in: dir)
    #expect(r.status == 73)
    #expect(r.stderr.hasPrefix("chatshot: cannot write 'file/sub': "))
  }
}
