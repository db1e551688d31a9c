import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotModel

/// Telegram's exports as they come: a whole account's, messages without dates, stickers,
/// polls, forwarded messages and channels' events.
struct TelegramExportTests {
  static func conversation(me: String? = nil, _ text: String, chat: String? = nil)
    throws(InputError) -> Conversation
  {
    var options = ImportOptions()
    options.chat = chat
    options.me = me
    return try ChatImporter.conversation(
      Array(text.utf8), file: "result.json", directory: nil, options: options)
  }

  /// Shaped like Telegram Desktop's "Export Telegram data" JSON.
  static let account = #"""
    {"about": "Here is the data you requested.",
     "personal_information": {"user_id": 111, "first_name": "Ann", "last_name": "Lee",
       "phone_number": "+00 000 0000", "bio": ""},
     "contacts": {"about": "contacts", "list": []},
     "chats": {"about": "chats", "list": [
       {"name": "Bob", "type": "personal_chat", "id": 222, "messages": [
         {"id": 1, "type": "message", "date": "2023-01-05T10:11:12", "from": "Bob",
          "from_id": "user222", "text": "hi"}]},
       {"name": "Trip", "type": "private_group", "id": 333, "messages": [
         {"id": 7, "type": "message", "date": "2023-01-05T10:11:12", "from": "Ann Lee",
          "from_id": "user111", "text": "cabin booked"}]},
       {"name": "trip", "type": "private_group", "id": 334, "messages": []}]},
     "left_chats": {"about": "left", "list": [
       {"name": "Old club", "type": "private_supergroup", "id": 444, "messages": []}]}}
    """#

  @Test func accountExportPicksTheChatByNameOrID() throws {
    #expect(
      try ChatImporter.detectedFormat(Array(Self.account.utf8), file: "result.json") == .telegram)
    let bob = try Self.conversation(Self.account, chat: "Bob")
    #expect(bob.localUser == "user111")
    #expect(bob.messages.map(\.text) == ["Thu 5 Jan 2023", "hi"])
    #expect(bob.participants.map(\.name) == ["Bob", "Ann Lee"])
    let trip = try Self.conversation(Self.account, chat: "333")
    #expect(trip.title == "Trip")
    #expect(trip.messages.last?.from == "user111")
  }

  @Test func accountExportRefusesWithoutAChosenChat() {
    let missing = #expect(throws: InputError.self) { try Self.conversation(Self.account) }
    #expect(missing?.kind == .invalidData)
    #expect(
      missing?.reason
        == "the export holds 4 chats; choose one by its name or id (chats: 'Bob' (id 222), "
        + "'Trip' (id 333), 'trip' (id 334), 'Old club' (id 444))")
    let none = #expect(throws: InputError.self) { try Self.conversation(Self.account, chat: "Eve") }
    #expect(none?.kind == .invalidRequest)
    #expect(none?.reason.hasPrefix("the chat 'Eve' names no chat of this export") == true)
    // "TRIP" is neither name exactly and both in any case.
    let both = #expect(throws: InputError.self) {
      try Self.conversation(Self.account, chat: "TRIP")
    }
    #expect(both?.kind == .invalidRequest)
    #expect(both?.reason.contains("names several chats") == true)
  }

  @Test func chatListsStopAtTwenty() {
    let candidates = (0..<25).map { ChatCandidate(name: "c\($0)", id: "\($0)") }
    let list = ChatChoice.list(candidates)
    #expect(list.hasSuffix("'c19' (id 19) and 5 more"))
    #expect(!list.contains("c20"))
  }

  @Test func messagesWithoutDatesAreTelegram() throws {
    let undated = #"""
      {"name": "Bob", "type": "personal_chat", "id": 5, "messages": [
        {"id": 1, "type": "message", "from": "Ann", "from_id": "user1", "text": "hi"},
        {"id": 2, "type": "message", "from": "Bob", "from_id": "user2", "text": "yo"}]}
      """#
    let c = try Self.conversation(undated)
    #expect(c.messages.map(\.text) == ["hi", "yo"])
    #expect(c.localUser == "user1")
    // Without the chat's own keys: the messages' `type` and `from` are Telegram's.
    let bare = #"{"messages": [{"id": 1, "type": "message", "from": "Ann", "text": "hi"}]}"#
    #expect(try ChatImporter.detectedFormat(Array(bare.utf8), file: "x.json") == .telegram)
    let unix = #"""
      {"name": "Bob", "type": "personal_chat", "id": 5, "messages": [
        {"id": 1, "type": "message", "date_unixtime": "1672913472", "from": "Ann",
         "from_id": "user1", "text": "hi"},
        {"id": 2, "type": "message", "from": "Bob", "from_id": "user2", "text": "yo"}]}
      """#
    #expect(try Self.conversation(unix).messages.map(\.text) == ["Thu 5 Jan 2023", "hi", "yo"])
  }

  static func one(_ message: String, type: String = "private_group") -> String {
    #"{"name": "G", "type": ""# + type
      + #"", "id": 9, "messages": [{"id": 1, "type": "message", "date": "2023-01-05T10:11:12", "from": "Ann", "from_id": "user1", "text": "x"}, "#
      + message + "]}"
  }

  @Test func stickersAreTheirEmoji() throws {
    let c = try Self.conversation(
      me: "Ann",
      Self.one(
        #"{"id": 2, "type": "message", "date": "2023-01-05T10:12:00", "from": "Bob", "from_id": "user2", "file": "stickers/sticker.webp", "media_type": "sticker", "sticker_emoji": "😂", "mime_type": "image/webp", "text": ""}"#
      ))
    #expect(c.messages.map(\.text) == ["Thu 5 Jan 2023", "x", "😂"])
    #expect(c.messages.last?.from == "user2")
  }

  @Test func pollsAreCards() throws {
    let c = try Self.conversation(
      me: "Ann",
      Self.one(
        #"{"id": 2, "type": "message", "date": "2023-01-05T10:12:00", "from": "Bob", "from_id": "user2", "text": "", "poll": {"question": "Dinner?", "closed": false, "total_voters": 5, "answers": [{"text": "Pizza", "voters": 3, "chosen": true}, {"text": "Sushi", "voters": 1, "chosen": false}, {"text": "Tacos", "voters": 0, "chosen": false}]}}"#
      ))
    let poll = try #require(c.messages.last)
    #expect(poll.text == "Dinner?\n● Pizza — 3 votes\n○ Sushi — 1 vote\n○ Tacos — 0 votes\n5 votes")
    #expect(poll.entities.first?.type == .bold)
    #expect(poll.entities.first?.length == 7)
  }

  @Test func forwardedMessagesNameTheirSource() throws {
    let c = try Self.conversation(
      me: "Ann",
      Self.one(
        #"{"id": 2, "type": "message", "date": "2023-01-05T10:12:00", "from": "Bob", "from_id": "user2", "forwarded_from": "News Daily", "text": "read this"}"#
      ))
    #expect(c.messages.last?.forwarded == .from("News Daily"))
    #expect(c.messages[1].forwarded == nil)
  }

  @Test func channelEventsAreWordedForChannels() throws {
    let event =
      #"{"id": 2, "type": "service", "date": "2023-01-05T10:12:00", "actor": "News", "actor_id": "channel9", "action": "edit_group_title", "title": "News Daily", "text": ""}"#
    let channel = try Self.conversation(me: "Ann", Self.one(event, type: "public_channel"))
    #expect(channel.messages.last?.text == "Channel name changed to “News Daily”")
    let group = try Self.conversation(me: "Ann", Self.one(event))
    #expect(group.messages.last?.text == "News changed the group name to “News Daily”")
    let created =
      #"{"id": 0, "type": "service", "date": "2023-01-05T10:00:00", "actor": "News", "actor_id": "channel9", "action": "create_channel", "title": "News", "text": ""}"#
    #expect(
      try Self.conversation(me: "Ann", Self.one(created, type: "private_channel")).messages.last?
        .text
        == "Channel created")
  }
}
