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

/// What one run of the built `chatshot` did.
private struct Run {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// The `chatshot` executable SwiftPM built beside the test bundle (`swift test` builds every
/// target first), else `<repo>/.build/debug/chatshot`.
private let executable: String? = {
  let candidates = [
    URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("chatshot").path,
    DiffFixtures.repository.appendingPathComponent(".build/debug/chatshot").path,
  ]
  return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
}()

/// Runs `chatshot ARGUMENTS`, feeding `stdin` if given.
private func chatshot(_ arguments: [String], stdin: Data? = nil) throws -> Run {
  let path = try #require(executable, "build chatshot first (swift build)")
  let run = try CLIHarness.run(arguments, stdin: stdin, executable: URL(fileURLWithPath: path))
  return Run(status: run.status, stdout: run.stdoutText, stderr: run.stderr)
}

private func fixture(_ name: String) throws -> String { try DiffFixtures.path(name) }

/// A fresh empty directory under the system's temporary directory.
private func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("chatshot-diff-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

@Suite struct DiffCommandTests {
  @Test(arguments: [
    (["1a", "1b", "--threshold", "0.05"], 1, "143 different pixels of 131,072 (0.109 %)"),
    (["1a", "1b"], 1, "106 different pixels of 131,072 (0.081 %)"),
    (["1a", "1a"], 0, "0 different pixels of 131,072 (0.000 %)"),
    (
      ["1a", "1b", "--threshold", "0.05", "--max-diff-pixels", "143"], 0,
      "143 different pixels of 131,072 (0.109 %)"
    ),
    (
      ["1a", "1b", "--threshold", "0.05", "--max-diff-pixels", "142"], 1,
      "143 different pixels of 131,072 (0.109 %)"
    ),
    (
      ["1a", "1b", "--threshold", "0.05", "--max-diff-ratio", "0.0011"], 0,
      "143 different pixels of 131,072 (0.109 %)"
    ),
    (
      ["1a", "1b", "--threshold", "0.05", "--max-diff-ratio=0.001"], 1,
      "143 different pixels of 131,072 (0.109 %)"
    ),
    (["1a", "1b", "--include-aa"], 1, "167 different pixels of 131,072 (0.127 %)"),
    // Palette PNGs with CJK labels.
    (
      ["7a", "7b", "--diff-color-alt", "0,255,0"], 1, "2,448 different pixels of 250,000 (0.979 %)"
    ),
    (
      ["8a", "5b", "--threshold", "0.05", "--no-checkerboard"], 0,
      "0 different pixels of 65,536 (0.000 %)"
    ),
    (["1a", "2a"], 1, "images differ in size: expected 512×256, actual 256×256"),
  ])
  func printsTheSummaryAndExitsLikeDiff(_ args: [String], _ status: Int32, _ line: String) throws {
    let run = try chatshot(["diff", fixture(args[0]), fixture(args[1])] + args.dropFirst(2))
    #expect(run.status == status)
    #expect(run.stdout == line + "\n")
    #expect(run.stderr == "")
  }

  @Test func jsonHasSortedKeysAndTheCounts() throws {
    let run = try chatshot(["diff", fixture("1a"), fixture("1b"), "--threshold", "0.05", "--json"])
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        {
          "differentPixels": 143,
          "height": 256,
          "match": false,
          "ratio": 0.00109100341796875,
          "totalPixels": 131072,
          "width": 512
        }

        """)
  }

  @Test func jsonGivesBothSizesOnASizeMismatch() throws {
    let run = try chatshot(["diff", fixture("4a"), fixture("1b"), "--json"])
    #expect(run.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    #expect(object["match"] as? Bool == false)
    #expect(object["expectedWidth"] as? Int == 438 && object["expectedHeight"] as? Int == 412)
    #expect(object["actualWidth"] as? Int == 512 && object["actualHeight"] as? Int == 256)
    #expect(object["differentPixels"] is NSNull)
  }

  @Test(arguments: [
    (["--threshold", "0.05"], "1diff"),
    (["--threshold", "0.05", "--diff-mask"], "1diffmask"),
  ])
  func writesTheDiffImageAtomically(_ options: [String], _ reference: String) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("diff.png").path
    let run = try chatshot(["diff", fixture("1a"), fixture("1b"), "-o", output] + options)
    #expect(run.status == 1)
    let written = try PNGReader.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: output))))
    #expect(written.image == (try DiffFixtures.image("expected-v7.2.0/" + reference)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diff.png"])
  }

  @Test func readsStandardInputForADash() throws {
    let png = try Data(contentsOf: URL(fileURLWithPath: fixture("1b")))
    let run = try chatshot(["diff", fixture("1a"), "-", "--threshold", "0.05"], stdin: png)
    #expect(run.stdout == "143 different pixels of 131,072 (0.109 %)\n")
  }

  @Test(arguments: [
    (["/nonexistent/a.png", "1b"], "cannot read '/nonexistent/a.png': No such file or directory"),
    (["1a", "1b", "--frobnicate"], "unknown option '--frobnicate' (see chatshot diff --help)"),
    (["1a", "1b", "--threshold", "2"], "--threshold 2: expected a number from 0 to 1"),
    (
      ["1a", "1b", "--diff-color", "255,0"],
      "--diff-color 255,0: expected R,G,B with each from 0 to 255"
    ),
    (
      ["1a", "1b", "--max-diff-pixels", "-1"],
      "--max-diff-pixels -1: expected a whole number from 0 to 9223372036854775807"
    ),
    (["1a", "1b", "--json=yes"], "--json yes: expected no value"),
    (["1a"], "needs two PNG files, EXPECTED and ACTUAL (see chatshot diff --help)"),
    (["1a", "1b", "third.png"], "unexpected argument 'third.png'"),
    (
      ["1a", "1b", "-o", "/nonexistent/d.png"],
      "cannot write '/nonexistent/d.png': No such file or directory"
    ),
  ])
  func troubleIsExitTwo(_ args: [String], _ message: String) throws {
    let paths = try args.map { ["1a", "1b"].contains($0) ? try fixture($0) : $0 }
    let run = try chatshot(["diff"] + paths)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    // One line for trouble; a usage error adds the usage lines, as every command does.
    let usage = usageLines(of: diffHelp) + "\n"
    let isUsage = !message.hasPrefix("cannot")
    #expect(run.stderr == "chatshot diff: \(message)\n" + (isUsage ? usage : ""))
  }

  @Test func notAPNGNamesTheFile() throws {
    let notPNG = try #require(DiffFixtures.directory).appendingPathComponent("CASES.md").path
    let run = try chatshot(["diff", notPNG, fixture("1a")])
    #expect(run.status == 2)
    #expect(run.stderr == "chatshot diff: \(notPNG): not a PNG file\n")
    let directory = try chatshot(["diff", try #require(DiffFixtures.directory).path, fixture("1a")])
    #expect(directory.status == 2 && directory.stderr.hasSuffix("is a directory, not a PNG file\n"))
  }

  @Test func helpGoesToStandardOutput() throws {
    let run = try chatshot(["diff", "--help"])
    #expect(run.status == 0 && run.stderr == "")
    #expect(run.stdout == diffHelp)
    #expect(run.stdout.contains("Usage: chatshot diff <expected.png> <actual.png>"))
    let main = try chatshot(["--help"])
    #expect(main.stdout.contains("chatshot diff <expected.png> <actual.png> [-o <diff.png>]"))
  }
}
