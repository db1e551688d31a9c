import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Under an address-space limit (`ulimit -v`) too small for what a command is about to do,
/// it refuses before reading anything (exit 70, "out of memory", no file written) instead of
/// crashing inside GLib or on a failed allocation; with enough, it works.
///
/// Not under AddressSanitizer (scripts/asan.sh sets ASAN_OPTIONS): the binary then reserves
/// terabytes of shadow address space at start, so no address-space limit can apply.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil, "ASan's shadow"))
struct MemoryLimitCLITests {
  static let examples = Golden.repository.appendingPathComponent("Examples")
  static let goldens = Golden.repository.appendingPathComponent("Goldens/examples")
  static let weekend = examples.appendingPathComponent("weekend.json").path
  static let marathon = examples.appendingPathComponent("marathon-300.json").path
  static let marathonGolden = goldens.appendingPathComponent("marathon-300@2x.png").path

  struct Case: Sendable, CustomStringConvertible {
    var limit: Int
    var command: String
    var message: String
    var description: String { "ulimit -v \(limit); chatshot \(command)" }
  }

  @Test(arguments: [
    Case(
      limit: 200_000, command: "'\(weekend)' -o shot.png",
      message: "chatshot: out of memory: the address-space limit (ulimit -v) is 195 MiB; "
        + "rendering with"),
    Case(
      limit: 200_000, command: "'\(examples.path)' --out-dir out",
      message: "chatshot: out of memory: the address-space limit (ulimit -v) is 195 MiB; "
        + "rendering"),
    Case(
      limit: 200_000, command: "check '\(marathon)' --golden '\(marathonGolden)'",
      message: "chatshot: out of memory: the address-space limit (ulimit -v) is 195 MiB; "
        + "rendering with"),
    Case(
      limit: 400_000, command: "big.json -o big.png",
      message: "chatshot: out of memory: the address-space limit (ulimit -v) is 390 MiB; "
        + "rendering with"),
  ])
  func tooLittleIsRefusedCleanly(_ c: Case) throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // 20,000 messages: more than the fixed minimum needs, refused from the message count.
    let message = #"{"from": "me", "text": "a message of a few words"}"#
    let big =
      #"{"messages": ["# + Array(repeating: message, count: 20_000).joined(separator: ",")
      + "]}"
    try Data(big.utf8).write(to: dir.appendingPathComponent("big.json"))
    // timeout: a render that runs out of memory inside Pango used to wait forever.
    let r = try CLIHarness.shell(
      "ulimit -v \(c.limit); timeout 120 \"$CHATSHOT\" \(c.command)", in: dir)
    #expect(r.status == 70, "\(r.stderr)")
    #expect(r.stderr.hasPrefix(c.message), "\(r.stderr)")
    #expect(r.stderr.hasSuffix(" MiB (see docs/limits.md#memory)\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["big.json"])
  }

  /// `chatshot diff` decodes both images band by band (StreamingDiff): it needs no room for
  /// whole images, so it works under a limit that once refused it, and writes the same diff.
  @Test func diffStreamsUnderALimit() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = Self.marathonGolden
    let limited = try CLIHarness.shell(
      "ulimit -v 200000; \"$CHATSHOT\" diff '\(golden)' '\(golden)' -o limited.png", in: dir)
    #expect(limited.status == 0, "\(limited.stderr)")
    let free = try CLIHarness.run(["diff", golden, golden, "-o", "free.png"], in: dir)
    #expect(free.status == 0 && limited.stdout == free.stdout)
    let a = try Data(contentsOf: dir.appendingPathComponent("limited.png"))
    #expect(a == (try Data(contentsOf: dir.appendingPathComponent("free.png"))))
  }

  /// With room enough, a render under a limit is the render without one.
  @Test func enoughIsEnough() throws {
    let r = try CLIHarness.shell("ulimit -v 1000000; \"$CHATSHOT\" '\(Self.weekend)' -o -")
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == (try CLIHarness.run([Self.weekend, "-o", "-"])).stdout)
  }
}
