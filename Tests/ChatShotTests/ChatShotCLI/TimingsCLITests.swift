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

/// `CHATSHOT_TIMINGS=1` prints one line per phase on standard error and changes nothing else.
@Suite struct TimingsCLITests {
  @Test func printsEveryPhaseAndTheSameBytes() throws {
    let input = Golden.repository.appendingPathComponent("Examples/weekend.json").path
    var env = ProcessInfo.processInfo.environment
    env["CHATSHOT_TIMINGS"] = "1"
    let timed = try CLIHarness.run([input, "-o", "-"], environment: env)
    env["CHATSHOT_TIMINGS"] = nil
    let plain = try CLIHarness.run([input, "-o", "-"], environment: env)
    #expect(timed.status == 0 && plain.status == 0)
    #expect(timed.stdout == plain.stdout)
    #expect(plain.stderr.isEmpty)
    let names = timed.stderr.split(separator: "\n").compactMap { line -> String? in
      let parts = line.split(separator: " ")
      guard parts.count == 5, parts[0] == "chatshot:", parts[1] == "timing:", parts[4] == "ms",
        let ms = Double(parts[3]), ms >= 0
      else { return nil }
      return String(parts[2])
    }
    #expect(names.count == timed.stderr.split(separator: "\n").count, "\(timed.stderr)")
    #expect(
      Set(names) == [
        "decode", "fonts", "layout", "metadata", "draw", "encode", "write", "deflate-cpu",
      ],
      "\(names)")
  }
}
