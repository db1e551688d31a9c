import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// A Slack export's members (day files, users.json) are read only inside the export: a link
/// leading out is refused without a byte of its target read or quoted; the message cap is
/// counted while reading, so the day files after it are never opened.
struct SlackMemberTests {
  /// An export folder with `channel/` holding `days` (name → JSON text) and `users.json`
  /// above it.
  static func export(days: [String: String], users: String? = nil) throws -> URL {
    let root = try CLIHarness.temporaryDirectory()
    let channel = root.appendingPathComponent("general")
    try FileManager.default.createDirectory(at: channel, withIntermediateDirectories: true)
    for (name, text) in days {
      try Data(text.utf8).write(to: channel.appendingPathComponent(name))
    }
    if let users { try Data(users.utf8).write(to: root.appendingPathComponent("users.json")) }
    return root
  }

  static func day(_ from: Int, count: Int) -> String {
    let messages = (0..<count).map { i in
      #"{"type": "message", "user": "U1", "text": "m\#(from + i)", "ts": "\#(1_709_287_200 + from + i).000100"}"#
    }
    return "[" + messages.joined(separator: ",\n") + "]"
  }

  static func read(_ folder: URL, _ configure: (inout ImportOptions) -> Void = { _ in })
    throws(InputError) -> Conversation
  {
    var options = ImportOptions()
    options.me = "U1"
    configure(&options)
    return try ChatImporter.conversation(contentsOf: FilePath(folder.path), options: options)
  }

  @Test func aDayFileLinkingOutOfTheExportIsNotRead() throws {
    let root = try Self.export(days: ["2024-03-01.json": Self.day(0, count: 2)])
    let outside = try CLIHarness.temporaryDirectory().appendingPathComponent("secret.txt")
    try Data("hunter2 is the password".utf8).write(to: outside)
    let link = root.appendingPathComponent("general/2024-03-02.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
    let error = #expect(throws: InputError.self) {
      try Self.read(root.appendingPathComponent("general"))
    }
    let text = error?.description ?? ""
    #expect(error?.file.hasSuffix("general/2024-03-02.json") == true)
    #expect(text.contains("2024-03-02.json' is a symbolic link leading out of the export's"))
    #expect(!text.contains("hunter2"))
    #expect(!text.contains("secret"))
  }

  @Test func usersJSONLinkingOutOfTheExportIsNotRead() throws {
    let root = try Self.export(days: ["2024-03-01.json": Self.day(0, count: 2)])
    let outside = try CLIHarness.temporaryDirectory().appendingPathComponent("people.json")
    try Data(#"[{"id": "U1", "name": "Leaked Name"}]"#.utf8).write(to: outside)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("users.json"), withDestinationURL: outside)
    let error = #expect(throws: InputError.self) {
      try Self.read(root.appendingPathComponent("general"))
    }
    #expect(error?.file.hasSuffix("/users.json") == true)
    #expect(error?.description.contains("users.json' is a symbolic link leading out") == true)
    #expect(error?.description.contains("Leaked") == false)
  }

  @Test func aLinkInsideTheExportIsRead() throws {
    let root = try Self.export(days: ["2024-03-01.json": Self.day(0, count: 2)])
    try Data(#"[{"id": "U1", "name": "ann", "real_name": "Ann"}]"#.utf8).write(
      to: root.appendingPathComponent("people.json"))
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("users.json").path, withDestinationPath: "people.json")
    let chat = try Self.read(root.appendingPathComponent("general"))
    #expect(chat.participants.map(\.name) == ["Ann"])
  }

  @Test func aUsersFileThatIsNoJSONIsNeverQuoted() throws {
    let root = try Self.export(
      days: ["2024-03-01.json": Self.day(0, count: 2)], users: "PRIVATE-WORD and more")
    let chat = try Self.read(root.appendingPathComponent("general"))
    #expect(chat.participants.map(\.name) == ["U1"])
  }

  @Test func theMessageCapStopsBeforeTheNextDayFile() throws {
    // The third day file is not JSON: reading it would fail with its own error.
    let root = try Self.export(days: [
      "2024-03-01.json": Self.day(0, count: 4), "2024-03-02.json": Self.day(4, count: 4),
      "2024-03-03.json": "not json at all",
    ])
    let error = #expect(throws: InputError.self) {
      try Self.read(root.appendingPathComponent("general")) { $0.limits.maxMessages = 6 }
    }
    let text = error?.description ?? ""
    #expect(text.contains("2024-03-02.json"), "\(text)")
    #expect(text.contains("[2]: more than 6 messages; the limit is 6"), "\(text)")
  }

  @Test func theMessageCapCountsOnlyKeptMessages() throws {
    let root = try Self.export(days: [
      "2024-03-01.json": Self.day(0, count: 4), "2024-03-02.json": Self.day(4, count: 4),
    ])
    let chat = try Self.read(root.appendingPathComponent("general")) {
      $0.limits.maxMessages = 6
      $0.selection.last = 3
    }
    #expect(chat.messages.filter { $0.kind == .text }.map(\.text) == ["m5", "m6", "m7"])
  }
}
