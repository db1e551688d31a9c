import Foundation
import Testing

/// `--animate` on the command line (issue 28): an APNG beside the input, and the exit codes
/// of what it refuses.
@Suite struct AnimationCLITests {
  static let chat = #"""
    {"messages": [{"from": "ana", "text": "Hi"}, {"from": "me", "text": "Hello", "delay": 0.3}]}
    """#

  static func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    try Data(Self.chat.utf8).write(to: dir.appendingPathComponent("c.json"))
    return dir
  }

  @Test func writesAnAPNG() throws {
    let dir = try Self.folder()
    let r = try CLIHarness.run(["c.json", "--animate", "--pace", "2", "--no-loop"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent("c.png")))
    let apng = try APNGTestReader(bytes)
    // Empty 250 ms, typing 430 ms, "Hi" until the delay of 0.3 s (150 ms), then the hold.
    #expect(apng.frames.map(\.milliseconds) == [250, 430, 150, 3000])
    #expect(apng.plays == 1)
  }

  @Test func writesAnAnimatedWebP() throws {
    let dir = try Self.folder()
    let r = try CLIHarness.run(["c.json", "--animate", "-o", "c.webp"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent("c.webp")))
    let decoded = try WebPAnimationTests.decode(bytes)
    #expect(decoded.frames.map(\.end) == [500, 1360, 1660, 4660])
  }

  @Test func refusals() throws {
    let dir = try Self.folder()
    let svg = try CLIHarness.run(["c.json", "--animate", "-o", "c.svg"], in: dir)
    #expect(svg.status == 64)
    #expect(
      svg.stderr
        == "chatshot: --animate: SVG cannot hold an animation; write a PNG or a WebP (-o chat.png)\n"
    )
    let pace = try CLIHarness.run(["c.json", "--pace", "2"], in: dir)
    #expect(pace.status == 64)
    #expect(pace.stderr.hasPrefix("chatshot: --pace needs --animate\n"))
    let range = try CLIHarness.run(["c.json", "--animate", "--hold", "61"], in: dir)
    #expect(range.status == 64)
    #expect(range.stderr.hasPrefix("chatshot: --hold 61: expected a number from 0.1 to 60"))
    let long = try CLIHarness.run(
      ["c.json", "--animate", "--pace", "0.1", "--hold", "60", "-o", "x.png"], in: dir)
    // 5 s + 8.6 s + 3 s + 60 s: within 10 minutes.
    #expect(long.status == 0, "\(long.stderr)")
    // The local user's message, then 1,000 of another person's, each after its typing.
    let many =
      #"{"messages": [{"from": "me", "text": "x"}, "#
      + Array(repeating: #"{"from": "b", "text": "x"}"#, count: 1000).joined(separator: ",")
      + "]}"
    try Data(many.utf8).write(to: dir.appendingPathComponent("m.json"))
    let refused = try CLIHarness.run(["m.json", "--animate"], in: dir)
    #expect(refused.status == 65)
    #expect(
      refused.stderr
        == "chatshot: the animation would have 2002 frames; the limit is 2000; animate fewer messages\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("m.png").path))
  }
}
