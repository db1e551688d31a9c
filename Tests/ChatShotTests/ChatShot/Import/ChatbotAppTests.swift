import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotModel

/// Chatbot apps' data exports: ChatGPT's `conversations.json` and Claude's.
struct ChatbotAppTests {
  /// Shaped like ChatGPT's export: an edited question leaves a branch not shown.
  static let chatGPT = #"""
    [{"title": "Dinner ideas", "conversation_id": "c1", "current_node": "a2",
      "mapping": {
        "root": {"id": "root", "message": null, "parent": null, "children": ["u1", "u1b"]},
        "u1": {"id": "u1", "parent": "root", "children": ["a1"], "message": {"author": {"role": "user"}, "create_time": 1700000000.5, "content": {"content_type": "text", "parts": ["Pizza?"]}}},
        "a1": {"id": "a1", "parent": "u1", "children": [], "message": {"author": {"role": "assistant"}, "create_time": 1700000010.0, "content": {"content_type": "text", "parts": ["Old answer"]}}},
        "u1b": {"id": "u1b", "parent": "root", "children": ["a2"], "message": {"author": {"role": "user"}, "create_time": 1700000020.0, "content": {"content_type": "text", "parts": ["Sushi?"]}}},
        "a2": {"id": "a2", "parent": "u1b", "children": [], "message": {"author": {"role": "assistant"}, "create_time": 1700000030.0, "content": {"content_type": "text", "parts": ["**Yes**"]}}}}},
     {"title": "Other", "conversation_id": "c2", "current_node": null, "mapping": {}}]
    """#

  static func conversation(_ text: String, chat: String?) throws(InputError) -> Conversation {
    var options = ImportOptions()
    options.chat = chat
    return try ChatImporter.conversation(
      Array(text.utf8), file: "conversations.json", directory: nil, options: options)
  }

  @Test func chatGPTFollowsTheBranchShown() throws {
    #expect(try ChatImporter.detectedFormat(Array(Self.chatGPT.utf8), file: "c.json") == .chatbot)
    let c = try Self.conversation(Self.chatGPT, chat: "Dinner ideas")
    #expect(c.title == "Dinner ideas")
    #expect(c.messages.filter { $0.kind == .text }.map(\.text) == ["Sushi?", "**Yes**"])
    #expect(c.messages.last?.format == .markdown)
    let missing = #expect(throws: InputError.self) {
      try Self.conversation(Self.chatGPT, chat: nil)
    }
    #expect(missing?.reason.contains("'Dinner ideas' (id c1), 'Other' (id c2)") == true)
  }

  @Test func claudeConversations() throws {
    let claude = #"""
      [{"uuid": "k1", "name": "Trip", "chat_messages": [
        {"sender": "human", "text": "Where to?", "content": [{"type": "text", "text": "Where to?"}], "created_at": "2024-03-01T10:00:00Z"},
        {"sender": "assistant", "text": "", "content": [{"type": "text", "text": "Lisbon."}], "created_at": "2024-03-01T10:00:05Z"}]}]
      """#
    let c = try Self.conversation(claude, chat: nil)
    #expect(c.messages.filter { $0.kind == .text }.map(\.text) == ["Where to?", "Lisbon."])
    #expect(c.messages.first { $0.kind == .text }?.from == "user")
  }
}
