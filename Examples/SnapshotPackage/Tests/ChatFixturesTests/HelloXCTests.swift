import ChatShotTesting
import XCTest

/// XCTest: a conversation file (relative to this file's folder) against
/// __Snapshots__/HelloXCTests/hello.png.
final class HelloXCTests: XCTestCase {
  func testHelloLooksRight() {
    assertChatSnapshot(of: "Fixtures/hello.json", named: "hello", scale: 2)
  }
}
