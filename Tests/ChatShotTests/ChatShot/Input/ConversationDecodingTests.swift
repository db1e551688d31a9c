import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Each accepted input shape, decoded.
@Suite struct ConversationDecodingTests {
  @Test func nativeShapeWithEverything() throws {
    let json = #"""
      {
        "title": "Lunch",
        "theme": "wechat",
        "localUser": "ann",
        "participants": [{"id": "ann", "name": "Ann"}, {"id": "bob"}],
        "messages": [
          {"from": "bob", "text": "Hungry?", "time": "11:58"},
          {"sender": "ann", "text": "Always"},
          {"from": "bob", "text": "", "time": null}
        ]
      }
      """#
    let conversation = try decodeConversation(json)
    #expect(
      conversation
        == Conversation(
          title: "Lunch",
          participants: [Participant(id: "ann", name: "Ann"), Participant(id: "bob")],
          localUser: "ann", theme: "wechat",
          messages: [
            Message(from: "bob", text: "Hungry?", time: "11:58"),
            Message(from: "ann", text: "Always"),
            Message(from: "bob", text: ""),
          ]))
  }

  @Test func participantsAreImpliedInOrderOfFirstAppearance() throws {
    let json =
      #"{"messages": [{"from": "zoe", "text": "a"}, {"from": "me", "text": " "}, {"from": "zoe", "text": "b"}, {"from": "al", "text": "c"}]}"#
    let conversation = try decodeConversation(json)
    #expect(
      conversation.participants == [
        Participant(id: "zoe"), Participant(id: "me"), Participant(id: "al"),
      ])
    #expect(conversation.localUser == "me")
    #expect(conversation.messages[1].text == " ")
  }

  @Test func youIsTheLocalUserWhenNoOneIsCalledMe() throws {
    let conversation = try decodeConversation(
      #"{"messages": [{"from": "you", "text": "hi"}, {"from": "sam", "text": "yo"}]}"#)
    #expect(conversation.localUser == "you")
  }

  @Test func declaredButSilentParticipantCanBeTheLocalUser() throws {
    let json =
      #"{"participants": [{"id": "me"}, {"id": "kim"}], "messages": [{"from": "kim", "text": "anyone?"}]}"#
    let conversation = try decodeConversation(json)
    #expect(conversation.localUser == "me")
    #expect(conversation.participants.map(\.id) == ["me", "kim"])
  }

  @Test func jabberShapeAsTopLevelArray() throws {
    let json = #"""
      [{"sender": "you", "msg": "hello :)", "time": "Sep 12, 2011 7:34:21 PM"},
       {"sender": "jabber.org/alice", "msg": "hi", "time": "Sep 12, 2011 7:35:02 PM"}]
      """#
    let conversation = try decodeConversation(json)
    #expect(conversation.localUser == "you")
    #expect(conversation.participants.map(\.id) == ["you", "jabber.org/alice"])
    #expect(
      conversation.messages[0]
        == Message(from: "you", text: "hello :)", time: "Sep 12, 2011 7:34:21 PM"))
  }

  @Test func typedShapeAsTopLevelArray() throws {
    let json =
      #"[{"text": "在吗", "time": "16:28", "type": 1}, {"text": "在", "time": "16:29", "type": 0}]"#
    let conversation = try decodeConversation(json)
    #expect(conversation.localUser == "me")
    #expect(conversation.participants.map(\.id) == ["other", "me"])
    #expect(
      conversation.messages == [
        Message(from: "other", text: "在吗", time: "16:28"),
        Message(from: "me", text: "在", time: "16:29"),
      ])
  }

  @Test func typedShapeMakesMeLocalEvenIfMeNeverSpeaks() throws {
    let conversation = try decodeConversation(#"[{"text": "ping", "type": 1}]"#)
    #expect(conversation.localUser == "me")
    #expect(conversation.participants == [Participant(id: "other")])
  }

  @Test func seedShapesInsideTheNativeObjectWithDeclaredParticipants() throws {
    let json = #"""
      {"participants": [{"id": "me", "name": "我"}, {"id": "other", "name": "Ta"}],
       "messages": [{"text": "hi", "type": 0}, {"from": "other", "text": "hey"}]}
      """#
    let conversation = try decodeConversation(json)
    #expect(
      conversation.participants == [
        Participant(id: "me", name: "我"), Participant(id: "other", name: "Ta"),
      ])
    #expect(conversation.messages.map(\.from) == ["me", "other"])
  }

  @Test func textLimitCountsUnicodeScalarsNotBytes() throws {
    var limits = InputLimits()
    limits.maxMessageCharacters = 5
    let conversation = try decodeConversation(#"[{"from": "me", "text": "héllo"}]"#, limits: limits)
    #expect(conversation.messages[0].text == "héllo")
  }

  @Test func keepsTextExactly() throws {
    let conversation = try decodeConversation(
      #"[{"from": "me", "text": "  tabs\tand\nlines \u0000 😄 :) "}]"#)
    #expect(conversation.messages[0].text == "  tabs\tand\nlines \u{0} 😄 :) ")
  }
}

/// Decodes `json` as `c.json` with no avatar folder restrictions beyond the defaults.
func decodeConversation(
  _ json: String, limits: InputLimits = .default, baseDirectory: String? = nil,
  allowedRoots: [String] = []
) throws(InputError) -> Conversation {
  try ConversationDecoder.decode(
    Array(json.utf8), file: "c.json", baseDirectory: baseDirectory, allowedRoots: allowedRoots,
    limits: limits)
}

/// The error `decodeConversation` throws, or nil.
func decodeFailure(
  _ json: String, limits: InputLimits = .default, baseDirectory: String? = nil,
  allowedRoots: [String] = []
) -> InputError? {
  do {
    _ = try decodeConversation(
      json, limits: limits, baseDirectory: baseDirectory, allowedRoots: allowedRoots)
    return nil
  } catch {
    return error
  }
}
