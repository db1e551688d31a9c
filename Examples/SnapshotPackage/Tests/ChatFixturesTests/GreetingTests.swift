import ChatFixtures
import ChatShotTesting
import Testing

/// Swift Testing: a conversation value against __Snapshots__/GreetingTests/greeting.png.
@Test func greetingLooksRight() {
  assertChatSnapshot(of: ChatFixtures.greeting, named: "greeting", scale: 2)
}
