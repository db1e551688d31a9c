import ChatShot

/// The conversations this app shows, as values.
public enum ChatFixtures {
  /// Two people agreeing on lunch.
  public static let greeting = Conversation(
    participants: [Participant(id: "me", name: "Sam"), Participant(id: "ann", name: "Ann")],
    messages: [
      Message(from: "ann", text: "Lunch at noon? 🍜", time: "11:02"),
      Message(from: "me", text: "Yes! The noodle place on 5th?", time: "11:03"),
      Message(from: "ann", text: "Perfect, see you there.", time: "11:03"),
    ])
}
