import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Message kinds, statuses, ids, marks and participant colours (issue 12): decoded from a
/// file, refused with today's error form, and refused the same way when built in code.
@Suite struct ConversationKindsTests {
  static func decode(_ json: String) throws -> Conversation {
    try ConversationDecoder.decode(Array(json.utf8), file: "c.json", baseDirectory: nil)
  }

  static func error(_ json: String) -> String? {
    do throws(InputError) {
      _ = try ConversationDecoder.decode(Array(json.utf8), file: "c.json", baseDirectory: nil)
      return nil
    } catch { return error.description }
  }

  @Test func decodesEveryNewMember() throws {
    let c = try Self.decode(
      #"""
      {"participants": [{"id": "me"}, {"id": "ana", "name": "Ana", "color": "#AA3300"}],
       "messages": [
        {"kind": "system", "text": "Ana joined"},
        {"from": "ana", "text": "hi", "id": "m1", "edited": true, "forwarded": "Raj"},
        {"from": "me", "text": "yo", "status": "read", "forwarded": true},
        {"from": "ana", "kind": "typing"}]}
      """#)
    #expect(c.participant("ana")?.color == "#AA3300")
    #expect(c.messages[0] == .system("Ana joined"))
    #expect(
      c.messages[1]
        == Message(from: "ana", text: "hi", id: "m1", edited: true, forwarded: .from("Raj")))
    #expect(c.messages[2] == Message(from: "me", text: "yo", status: .read, forwarded: .unnamed))
    #expect(c.messages[3] == .typing(from: "ana"))
    #expect(c.participants.map(\.id) == ["me", "ana"])
    // The canonical JSON reads back to the same conversation.
    let text = RenderMetadata.conversationJSON(of: c, baseDirectory: nil).serialized()
    #expect(try Self.decode(text) == c)
  }

  @Test func withoutTheNewMembersTheCanonicalJSONIsUnchanged() throws {
    let c = try Self.decode(#"[{"from": "me", "text": "a", "time": "9"}]"#)
    #expect(
      RenderMetadata.conversationJSON(of: c, baseDirectory: nil).compact()
        == #"{"localUser":"me","messages":[{"from":"me","text":"a","time":"9"}],"#
        + #""participants":[{"id":"me","name":"me"}]}"#)
  }

  static let refusals: [(json: String, expected: String)] = [
    (
      #"[{"from": "me", "text": "a", "kind": "sticker"}]"#,
      "c.json:1:38: [0].kind: unknown value \"sticker\"; expected one of: text, system, typing"
    ),
    (
      #"[{"from": "me", "text": "a", "id": "x"}, {"from": "me", "text": "b", "id": "x"}]"#,
      "c.json:1:76: [1].id: duplicate message id 'x' (first at messages[0])"
    ),
    (
      #"[{"from": "me", "text": "a"}, {"kind": "system", "text": "Hi", "status": "read"}]"#,
      "c.json:1:74: [1].status: a system row has no delivery status"
    ),
    (
      #"[{"from": "me", "kind": "system", "text": "Hi"}]"#,
      "c.json:1:11: [0].from: a system row has no sender; leave 'from' out"
    ),
    (
      #"[{"from": "me", "kind": "typing", "text": "..."}]"#,
      "c.json:1:43: [0].text: a typing indicator has no text; leave 'text' out"
    ),
    (
      #"[{"from": "me", "text": "a", "status": "seen"}]"#,
      "c.json:1:40: [0].status: unknown value \"seen\"; expected one of: sending, sent, delivered, read, failed"
    ),
    (
      #"{"participants": [{"id": "me", "color": "red"}], "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:41: participants[0].color: expected a colour written #RRGGBB, found \"red\""
    ),
    (
      #"[{"from": "me", "text": "a", "forwarded": 3}]"#,
      "c.json:1:43: [0].forwarded: expected true or the name it was forwarded from, found a number"
    ),
  ]

  @Test(arguments: 0..<refusals.count)
  func refusesWithFileLineColumnAndPath(_ i: Int) {
    #expect(Self.error(Self.refusals[i].json) == Self.refusals[i].expected)
  }

  /// The same rules refuse a conversation built in code, with the same reasons.
  @Test func validatedAppliesTheSameRules() {
    func reason(_ c: Conversation) -> String? {
      do {
        _ = try c.validated()
        return nil
      } catch { return error.description }
    }
    let me = [Participant(id: "me")]
    #expect(
      reason(
        Conversation(
          messages: [
            Message(from: "me", text: "a", id: "x"), Message(from: "me", text: "b", id: "x"),
          ]))
        == "messages[1].id: duplicate message id 'x' (first at messages[0])")
    var system = Message.system("Hi")
    system.status = .read
    #expect(
      reason(Conversation(participants: me, messages: [system]))
        == "messages[0].status: a system row has no delivery status")
    #expect(
      reason(
        Conversation(
          participants: [Participant(id: "me", color: "#12345")],
          messages: [Message(from: "me", text: "a")]))
        == "participants[0].color: expected a colour written #RRGGBB, found \"#12345\"")
    var typing = Message.typing(from: "me")
    typing.text = "..."
    #expect(
      reason(Conversation(messages: [typing]))
        == "messages[0].text: a typing indicator has no text; leave 'text' out")
    // A system row needs no declared sender; the participants come from the others.
    let fine = try? Conversation(messages: [.system("Today"), Message(from: "me", text: "a")])
      .validated()
    #expect(fine?.participants.map(\.id) == ["me"])
  }
}
