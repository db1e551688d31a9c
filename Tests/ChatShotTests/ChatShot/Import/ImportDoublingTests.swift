import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// Texts of many formatted parts are read in linear time: doubling the input at most about
/// doubles the time (checked against three times, the best of three runs of each, so the
/// noise of a shared machine cannot fail it while a quadratic step, four times, does).
@Suite(.serialized) struct ImportDoublingTests {
  /// The processor time this thread spent in `body`, in seconds: what another process or a
  /// parallel test takes of the machine is not counted (a wall clock was: the full suite on
  /// two cores failed a linear reader at 3.2x).
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    func now() -> Double {
      var t = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
      return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let start = now()
    try body()
    return now() - start
  }

  /// Times `run` at size `n` and `2n`, and expects the second at most three times the first
  /// (plus 20 ms for timer noise on tiny runs): the best of three rounds, the two sizes in
  /// turn, so that both see the same machine.
  static func expectLinear(
    _ what: String, n: Int, _ run: (Int) throws -> Void
  ) throws {
    try run(n / 4)  // warm up
    var once = Double.infinity
    var twice = Double.infinity
    for _ in 0..<3 {
      once = min(once, try seconds { try run(n) })
      twice = min(twice, try seconds { try run(2 * n) })
    }
    print("doubling \(what): n=\(n) \(once) s, 2n=\(twice) s, ratio \(twice / once)")
    #expect(twice <= 3 * once + 0.02, "\(what): \(once) s for \(n), \(twice) s for \(2 * n)")
  }

  static func importText(_ json: String, me: String) throws -> Conversation {
    var options = ImportOptions()
    options.me = me
    // Longer texts than a message may have, so that the timings stand above the noise.
    options.limits.maxMessageCharacters = 1_000_000
    return try ChatImporter.conversation(
      Array(json.utf8), file: "x.json", directory: nil, options: options)
  }

  /// A Telegram message of `parts` one-letter bold parts, each after a plain letter (so no
  /// two can merge).
  static func telegram(parts: Int) -> String {
    let text = Array(repeating: #""a", {"type": "bold", "text": "b"}"#, count: parts)
      .joined(separator: ", ")
    return #"{"name": "T", "type": "private_group", "messages": [{"id": 1, "type": "message", "#
      + #""date": "2024-01-05T10:00:00", "from": "Ann", "from_id": "u1", "text": [\#(text)]}]}"#
  }

  @Test func telegramTextOfManyBoldPartsIsLinear() throws {
    try Self.expectLinear("telegram bold parts", n: 20_000) { n in
      let chat = try Self.importText(Self.telegram(parts: n), me: "u1")
      let message = try #require(chat.messages.last)
      #expect(message.entities.count == n)
      let rich = EntityText.richText(
        message.text, entities: message.entities, emoticons: false,
        links: AutoLinks(participants: chat.participants))
      #expect(rich.blocks.first?.spans.count == n)
    }
  }

  @Test func adjacentPartsOfOneStyleAreOneEntity() throws {
    let text = Array(repeating: #"{"type": "bold", "text": "b"}"#, count: 300)
      .joined(separator: ", ")
    let json =
      #"{"name": "T", "type": "private_group", "messages": [{"id": 1, "type": "message", "#
      + #""date": "2024-01-05T10:00:00", "from": "Ann", "from_id": "u1", "text": ["x", \#(text)]}]}"#
    let message = try #require(try Self.importText(json, me: "u1").messages.last)
    #expect(message.entities == [TextEntity(type: .bold, offset: 1, length: 300)])
  }

  @Test func slackMarkupFloodsAreLinear() throws {
    try Self.expectLinear("slack *_~` floods", n: 10_000) { n in
      let text = String(repeating: "*_~`", count: n)
      let day =
        #"[{"type": "message", "user": "U1", "ts": "1709287200.000100", "text": "\#(text)"}]"#
      let chat = try Self.importText(day, me: "U1")
      #expect(chat.messages.last?.text.isEmpty == false)
    }
  }

  @Test func slackUnclosedMarkersAreLinear() throws {
    try Self.expectLinear("slack unclosed markers", n: 5_000) { n in
      let text = String(repeating: "<*a `_b ~", count: n)
      let chat = try Self.importText(
        #"[{"type": "message", "user": "U1", "ts": "1709287200.000100", "text": "\#(text)"}]"#,
        me: "U1")
      #expect(chat.messages.last?.text.isEmpty == false)
    }
  }

  @Test func whatsAppUnclosedMarkersAreLinear() throws {
    try Self.expectLinear("whatsapp unclosed markers", n: 800) { n in
      let text = "06/03/2017, 00:45 - Ann: " + String(repeating: "*a `_b ~```", count: n) + "\n"
      var options = ImportOptions()
      options.me = "Ann"
      let chat = try ChatImporter.conversation(
        Array(text.utf8), file: "chat.txt", directory: nil, options: options)
      #expect(chat.messages.last?.text.isEmpty == false)
    }
  }
}
