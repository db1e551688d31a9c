import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every refusal of the conversation decoder, with the exact line it prints.
@Suite struct ConversationDecodingErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let json: String
    var limits = InputLimits.default
    let expected: String
    var testDescription: String { name }

    init(_ name: String, _ json: String, limits: InputLimits = .default, _ expected: String) {
      self.name = name
      self.json = json
      self.limits = limits
      self.expected = expected
    }
  }

  static func limits(_ change: (inout InputLimits) -> Void) -> InputLimits {
    var limits = InputLimits()
    change(&limits)
    return limits
  }

  static let documentCases: [Case] = [
    Case(
      "top level is a string", #""hi""#,
      #"c.json:1:1: expected an object with "messages" or an array of messages, found a string"#),
    Case(
      "unknown top-level key", #"{"messages": [{"from": "me", "text": "a"}], "colour": "red"}"#,
      "c.json:1:45: unknown key 'colour'; expected one of: title, theme, localUser, participants, messages, screen, appearance, markup"
    ),
    Case("missing messages", #"{"title": "x"}"#, "c.json:1:1: missing required key 'messages'"),
    Case(
      "messages not an array", #"{"messages": {}}"#,
      "c.json:1:14: messages: expected an array of messages, found an object"),
    Case(
      "no messages", #"{"messages": []}"#,
      "c.json:1:14: messages: expected at least one message, found none"),
    Case(
      "title not a string", #"{"title": 1, "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:11: title: expected a string, found a number"),
    Case(
      "empty theme", #"{"theme": "", "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:11: theme: expected a theme name, found an empty string"),
    Case(
      "unknown theme", #"{"theme": "imessage", "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:11: theme: unknown theme 'imessage'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin"
    ),
    Case(
      "syntax error", "{\"messages\": [\n  {\"from\": \"me\" \"text\": \"a\"}]}",
      "c.json:2:17: messages[0]: unexpected '\"' after the value of 'from'; expected ',' or '}'"),
  ]

  static let messageCases: [Case] = [
    Case(
      "message not an object", #"{"messages": ["hi"]}"#,
      "c.json:1:15: messages[0]: expected a message object, found a string"),
    Case(
      "text is a number", "{\"messages\": [\n  {\"from\": \"me\", \"text\": 5}]}",
      "c.json:2:26: messages[0].text: expected a string, found a number"),
    Case(
      "time is a number", #"[{"from": "me", "text": "a", "time": 941}]"#,
      #"c.json:1:38: [0].time: expected a string, found a number; write the time as text, e.g. "09:41""#
    ),
    Case(
      "time is a boolean", #"[{"from": "me", "text": "a", "time": true}]"#,
      "c.json:1:38: [0].time: expected a string, found true"),
    Case(
      "missing text", #"[{"from": "me"}]"#,
      "c.json:1:2: [0]: missing required key 'text' (a message without an 'image' needs a text)"),
    Case(
      "missing text, null image", #"[{"from": "me", "image": null}]"#,
      "c.json:1:2: [0]: missing required key 'text' (a message without an 'image' needs a text)"),
    Case(
      "no shape fits", #"[{"from": "me", "text": "a"}, {"text": "hi", "time": "1"}]"#,
      "c.json:1:31: [1]: cannot tell the message's shape: expected 'from' (or 'sender') with 'text', 'sender' with 'msg', or 'type' (0 or 1) with 'text'"
    ),
    Case(
      "from and sender", #"[{"from": "me", "sender": "me", "text": "a"}]"#,
      "c.json:1:2: [0]: a message cannot have both 'from' and 'sender'; keep one"),
    Case(
      "msg and type", #"[{"msg": "a", "type": 0}]"#,
      "c.json:1:2: [0]: a message cannot have both 'msg' ({sender, msg, time} shape) and 'type' ({text, time, type} shape)"
    ),
    Case(
      "type and from", #"[{"from": "me", "text": "a", "type": 0}]"#,
      "c.json:1:2: [0]: a message cannot have both 'type' and 'from': both say who sent it; keep one"
    ),
    Case(
      "type out of range", #"[{"text": "a", "type": 2}]"#,
      "c.json:1:24: [0].type: expected 0 (the local user) or 1 (the other person), found 2"),
    Case(
      "type is a string", #"[{"text": "a", "type": "0"}]"#,
      "c.json:1:24: [0].type: expected 0 (the local user) or 1 (the other person), found a string"),
    Case(
      "Jabber message with text", #"[{"sender": "you", "msg": "a", "text": "b"}]"#,
      "c.json:1:32: [0]: unknown key 'text'; expected one of: sender, msg, time"),
    Case(
      "Jabber message without msg text", #"[{"sender": "you", "msg": null}]"#,
      "c.json:1:27: [0].msg: expected a string, found null"),
    Case(
      "typed message with unknown key", #"[{"text": "a", "type": 0, "hideTime": true}]"#,
      "c.json:1:27: [0]: unknown key 'hideTime'; expected one of: text, time, type"),
    Case(
      "empty sender", #"[{"from": "", "text": "a"}]"#,
      "c.json:1:11: [0].from: expected a participant id, found an empty string"),
    Case(
      "too many messages",
      #"[{"from": "me", "text": "a"}, {"from": "me", "text": "b"}, {"from": "me", "text": "c"}]"#,
      limits: limits { $0.maxMessages = 2 }, "c.json:1:1: too many messages (3); the limit is 2"),
    Case(
      "text too long", #"{"messages": [{"from": "me", "text": "héllo!"}]}"#,
      limits: limits { $0.maxMessageCharacters = 5 },
      "c.json:1:38: messages[0].text: message is 6 characters long; the limit is 5"),
    Case(
      "file too large", #"[{"from": "me", "text": "a"}]"#, limits: limits { $0.maxFileBytes = 10 },
      "'c.json' is 29 bytes; the limit is 10 bytes"),
    Case(
      "nesting too deep", #"{"messages": [{"from": "me", "text": "a"}]}"#,
      limits: limits { $0.maxNestingDepth = 2 },
      "c.json:1:15: messages[0]: nesting deeper than 2 levels"),
  ]

  static let participantCases: [Case] = [
    Case(
      "undeclared sender",
      "{\"participants\": [{\"id\": \"me\"}, {\"id\": \"al\"}],\n \"messages\": [{\"from\": \"me\", \"text\": \"a\"}, {\"from\": \"bob\", \"text\": \"b\"}]}",
      #"c.json:2:53: messages[1].from: participant 'bob' is not declared in "participants" (declared: me, al)"#
    ),
    Case(
      "undeclared typed sender",
      #"{"participants": [{"id": "me"}], "messages": [{"text": "a", "type": 1}]}"#,
      #"c.json:1:69: messages[0].type: this type stands for participant 'other', which is not declared in "participants" (declared: me)"#
    ),
    Case(
      "participant with unknown key",
      #"{"participants": [{"id": "me", "avatr": "a.png"}], "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:32: participants[0]: unknown key 'avatr'; expected one of: id, name, avatar, color"),
    Case(
      "participant without id",
      #"{"participants": [{"name": "Me"}], "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:19: participants[0]: missing required key 'id'"),
    Case(
      "duplicate participant id",
      "{\"participants\": [{\"id\": \"me\"},\n  {\"id\": \"me\"}], \"messages\": [{\"from\": \"me\", \"text\": \"a\"}]}",
      "c.json:2:10: participants[1].id: duplicate participant id 'me' (first at 1:26)"),
    Case(
      "no participants", #"{"participants": [], "messages": [{"from": "me", "text": "a"}]}"#,
      #"c.json:1:18: participants: expected at least one participant; leave "participants" out to take them from the messages"#
    ),
    Case(
      "participant name not a string",
      #"{"participants": [{"id": "me", "name": 3}], "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:40: participants[0].name: expected a string, found a number"),
    Case(
      "local user unknown", #"{"localUser": "ann", "messages": [{"from": "me", "text": "a"}]}"#,
      "c.json:1:15: localUser: 'ann' is neither a declared participant nor the sender of any message"
    ),
    Case(
      "both me and you", #"[{"from": "me", "text": "a"}, {"from": "you", "text": "b"}]"#,
      #"c.json:1:1: cannot tell who the local user is: both 'me' and 'you' take part; add "localUser": "me" (or "you")"#
    ),
    Case(
      "typed and Jabber shapes together",
      #"[{"text": "a", "type": 1}, {"sender": "bo", "msg": "b"}]"#,
      #"c.json:1:1: cannot tell who the local user is: both 'me' and 'you' take part; add "localUser": "me" (or "you")"#
    ),
    Case(
      "neither me nor you",
      #"{"messages": [{"from": "ann", "text": "a"}, {"from": "bob", "text": "b"}]}"#,
      #"c.json:1:1: cannot tell who the local user is: no participant is called 'me' or 'you'; add "localUser": "<participant id>""#
    ),
  ]

  @Test(arguments: documentCases + messageCases + participantCases)
  func rejects(_ c: Case) {
    let error = decodeFailure(c.json, limits: c.limits)
    #expect(error?.description == c.expected)
    #expect(error?.kind == .invalidData)
  }

  @Test func explicitLocalUserSettlesMeAndYou() throws {
    let json =
      #"{"localUser": "you", "messages": [{"from": "me", "text": "a"}, {"from": "you", "text": "b"}]}"#
    #expect(try decodeConversation(json).localUser == "you")
  }
}
