import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Renders on several threads at once, as batch mode and `chatshot serve` do: one renderer
/// per thread, made and released again and again, on a conversation that needs every one of
/// the 13 font files (more than the 10 FreeType faces Cairo 1.16 keeps open, so Cairo closes
/// and reopens faces all the time). Before ``FontLock`` this crashed inside FreeType under
/// AddressSanitizer (scripts/asan.sh); every picture must also be the single-threaded one.
@Suite struct ConcurrentRenderingTests {
  /// Latin in Inter's six styles (regular, medium names, semibold time labels, bold, italic,
  /// bold italic), code in DejaVu Sans Mono and its bold, Han in both CJK files, emoji, and
  /// Arabic and Hebrew in DejaVu Sans and its bold.
  static let json = #"""
    {"title": "Threads 并发", "markup": "markdown", "localUser": "me",
     "participants": [{"id": "me", "name": "Sam"}, {"id": "ann", "name": "Ann 李"}],
     "messages": [
      {"from": "ann", "time": "09:41", "text": "*slanted* and **bold** and ***both*** 👋"},
      {"from": "me", "time": "09:42", "text": "`let x = 1` and **`bold code`**, 好的 **三楼**"},
      {"from": "ann", "time": "09:43", "text": "مرحبا **بكم** and עברית **מודגש** 🚀🎉"}
     ]}
    """#

  static func render(_ conversation: Conversation, format: OutputFormat) throws -> [UInt8] {
    var options = RenderOptions()
    options.scale = 1
    options.format = format
    return try ChatRenderer().render(conversation, options: options).bytes
  }

  @Test(arguments: [OutputFormat.png, .svg])
  func rendersOnFourThreadsAsOnOne(_ format: OutputFormat) throws {
    let conversation = try ConversationDecoder.decode(
      Array(Self.json.utf8), file: "threads.json", baseDirectory: nil)
    let expected = try Self.render(conversation, format: format)
    let results = Results()
    ThreadRunner.concurrentPerform(iterations: 4) { thread in
      for round in 0..<3 {
        let bytes = try? Self.render(conversation, format: format)
        results.add("thread \(thread), round \(round)", same: bytes == expected)
      }
    }
    #expect(results.differing.isEmpty, "\(results.differing)")
    #expect(results.count == 12)
  }

  /// What the threads found, gathered under a lock.
  private final class Results: @unchecked Sendable {
    private let lock = Condition()
    private var names: [String] = []
    private var total = 0

    func add(_ name: String, same: Bool) {
      lock.withLock {
        total += 1
        if !same { names.append(name) }
      }
    }

    var differing: [String] { lock.withLock { names.sorted() } }
    var count: Int { lock.withLock { total } }
  }
}
