import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The one entry point: what it refuses, where it writes, and that every way of calling it
/// gives the same bytes.
@Suite struct ChatRendererTests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json").path

  /// A conversation built in code meets the rules a file does: each case is one the CLI
  /// refuses for the same conversation written as JSON.
  @Test(arguments: [
    (
      Conversation(messages: [Message(from: "ann", text: "Hi")]),
      "localUser: 'me' is neither a participant nor the sender of any message"
    ),
    (
      Conversation(messages: []),
      "messages: expected at least one message, found none"
    ),
    (
      Conversation(
        participants: [Participant(id: "me")],
        messages: [Message(from: "me", text: "Hi"), Message(from: "bob", text: "Yo")]),
      "messages[1].from: participant 'bob' is not declared in participants"
    ),
    (
      Conversation(
        participants: [Participant(id: "me"), Participant(id: "me")],
        messages: [Message(from: "me", text: "Hi")]),
      "participants[1].id: duplicate participant id 'me'"
    ),
    (
      Conversation(messages: [Message(from: "me", text: String(repeating: "a", count: 20_001))]),
      "messages[0].text: message is 20001 characters long; the limit is 20000"
    ),
    (
      Conversation(theme: "imessage", messages: [Message(from: "me", text: "Hi")]),
      "theme: unknown theme 'imessage'; expected one of: bubbles, default, green, jabber, qq, team, wechat, weixin"
    ),
  ])
  func refusesWhatAFileCannotSay(_ conversation: Conversation, _ message: String) throws {
    let renderer = try ChatRenderer()
    do {
      try renderer.render(conversation)
      Issue.record("rendered an invalid conversation")
    } catch let error as InputError {
      #expect(error.description == message)
      #expect(error.file == Conversation.inCodeName)
      #expect(error.kind == .invalidData)
    }
  }

  /// Participants left out are filled in from the senders, as the decoder does.
  @Test func fillsInParticipantsFromTheSenders() throws {
    let conversation = Conversation(
      messages: [Message(from: "ann", text: "Hi"), Message(from: "me", text: "Yo")])
    let validated = try conversation.validated()
    #expect(validated.participants.map(\.id) == ["ann", "me"])
    #expect(try validated.validated() == validated)
  }

  /// The library call and the command line give the same bytes, metadata included.
  @Test func memoryFileAndCLIAgree() throws {
    let renderer = try ChatRenderer()
    let memory = try renderer.render(contentsOf: Self.weekend)
    #expect(memory.metadata != nil)
    #expect(try PNGReader.readText(memory.bytes).contains { $0.keyword == "chatshot:conversation" })
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("w.png").path
    let file = try renderer.render(contentsOf: Self.weekend, to: .file(path))
    #expect(file.bytes.isEmpty && file.layout == memory.layout)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == memory.bytes)
    let cli = try CLIHarness.run([Self.weekend, "-o", "-"])
    #expect(cli.stdout == Data(memory.bytes))
  }

  /// Options out of range are the caller's mistake, refused before anything is drawn.
  @Test(arguments: ["scale", "width", "compression"])
  func refusesOptionsOutOfRange(_ name: String) throws {
    var options = RenderOptions()
    switch name {
    case "scale": options.scale = 9
    case "width": options.width = 10
    default: options.compression = 12
    }
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("o.png").path
    do {
      try ChatRenderer().render(contentsOf: Self.weekend, options: options, to: .file(path))
      Issue.record("rendered with \(name) out of range")
    } catch let error as RenderError {
      #expect(error.kind == .invalidRequest)
      #expect(error.description.hasPrefix(name + " "))
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// An input bar asked of a theme without one is refused, naming the themes that have one.
  @Test func refusesAnInputBarTheThemeLacks() throws {
    var options = RenderOptions()
    options.chrome = true
    var bare = try ThemeCatalog.builtin(named: "qq")
    bare.name = "bare"
    bare.chrome = nil
    #expect(
      throws: ScreenPartUnavailable(
        part: .inputBar, theme: "bare", themesWithIt: ThemeCatalog.builtinNames)
    ) {
      try ChatRenderer().render(contentsOf: Self.weekend, theme: bare, options: options)
    }
  }
}
