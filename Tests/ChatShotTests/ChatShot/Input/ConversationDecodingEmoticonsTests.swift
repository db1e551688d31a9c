import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct ConversationDecodingEmoticonsTests {
  @Test(arguments: [
    (":)", "😄"), (":(", "😔"), (";-)", "😉"), (":-x", "😘"),
    ("hi :) bye :( wink ;-) kiss :-x", "hi 😄 bye 😔 wink 😉 kiss 😘"),
    (":):)", "😄😄"), (";)", ";)"), (":-)", ":-)"), (":-X", ":-X"), ("", ""),
    ("no faces", "no faces"),
    ("é:)é", "é😄é"),
  ])
  func substitutes(_ text: String, _ expected: String) {
    #expect(Emoticons.substitute(text) == expected)
  }

  @Test func decoderLeavesEmoticonsAloneUntilAsked() throws {
    let conversation = try decodeConversation(#"[{"sender": "you", "msg": "ok :)"}]"#)
    #expect(conversation.messages[0].text == "ok :)")
    #expect(conversation.substitutingEmoticons().messages[0].text == "ok 😄")
  }
}
