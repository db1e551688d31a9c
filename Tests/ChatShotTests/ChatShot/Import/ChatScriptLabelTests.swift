import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A `.chat` script's `[LABEL]` must be closed: a label left open is an error at its line
/// and column, not a message from someone called "[12".
struct ChatScriptLabelTests {
  static func read(_ script: String) throws(InputError) -> Conversation {
    var options = ImportOptions()
    options.format = .script
    options.firstAuthorIsLocal = true
    return try ChatImporter.conversation(
      Array(script.utf8), file: "talk.chat", directory: nil, options: options)
  }

  @Test(arguments: [
    ("Wes: morning\n[07:45 Ida: late again", 2, 1),
    ("Wes: morning\n \t[07:45 Ida: late again", 2, 3),
    ("@title Trains\n\n[Tue Ida: late", 3, 1),
  ])
  func anOpenLabelIsAnError(_ script: String, _ line: Int, _ column: Int) {
    #expect {
      try Self.read(script)
    } throws: { error in
      guard let error = error as? InputError else { return false }
      return error.location?.line == line && error.location?.column == column
        && error.reason == "the time label opened with '[' is never closed with ']'"
    }
  }

  @Test func aClosedLabelIsTheTime() throws {
    let conversation = try Self.read("[07:45] Ida: late again\nWes: [sigh]")
    #expect(conversation.messages.map(\.time) == ["07:45", nil])
    #expect(conversation.messages.map(\.text) == ["late again", "[sigh]"])
    #expect(conversation.participants.map(\.name) == ["Ida", "Wes"])
  }
}
