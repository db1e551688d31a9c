import Foundation
import Testing

@testable import ChatShotCore
@testable import ChatShotModel

/// A Slack "Export workspace data" zip read in place (Tests/Fixtures/import-zip/
/// slack-export.zip, written by its make-zips.py from Tests/Fixtures/import/slack-export):
/// one channel, chosen by `--chat`/`--channel`, reads as its unzipped folder does.
struct SlackZipTests {
  static let zip = ZipImportTests.folder.appendingPathComponent("slack-export.zip")

  static func read(channel: String?, me: String = "Ann", zip: URL = zip) throws(InputError)
    -> Conversation
  {
    var options = ImportOptions()
    options.me = me
    options.chat = channel
    return try ChatImporter.conversation(contentsOf: FilePath(zip.path), options: options)
  }

  /// The export with a direct message and a group direct message (`dms.json`, `mpims.json`).
  static let withDMs = ZipImportTests.folder.appendingPathComponent("slack-export-dms.zip")

  @Test func directMessagesAreChosenAndTitledByTheirMembers() throws {
    let dm = try Self.read(channel: "D0M3ANNCLEO", zip: Self.withDMs)
    #expect(dm.title == "Ann, Cleo Park")
    #expect(dm.messages.map(\.text) == ["Wed 15 May 2024", "Lunch at noon?", "Yes, see you there"])
    #expect(try Self.read(channel: "ann, cleo park", zip: Self.withDMs) == dm)
    let trio = try Self.read(channel: "G0M4TRIO01", zip: Self.withDMs)
    #expect(trio.title == "Ann, Cleo Park, U0M9DEAN1")
    #expect(trio.messages.map(\.text) == ["Wed 15 May 2024", "Slides are up", "Thanks!"])
    // Channels keep their `#`, and the list says channels.
    #expect(try Self.read(channel: "dev-ops", zip: Self.withDMs).title == "#dev-ops")
    let error = #expect(throws: InputError.self) {
      try Self.read(channel: nil, zip: Self.withDMs)
    }
    let text = error?.description ?? ""
    #expect(text.contains("the export holds 4 channels;"), "\(text)")
    #expect(text.contains("'Ann, Cleo Park' (id D0M3ANNCLEO)"), "\(text)")
    #expect(text.contains("'Ann, Cleo Park, U0M9DEAN1' (id G0M4TRIO01)"), "\(text)")
  }

  @Test func theChosenChannelReadsAsItsFolderDoes() throws {
    let zipped = try Self.read(channel: "dev-ops")
    let folder = try SlackExportTests.read()
    #expect(zipped.title == "#dev-ops")
    #expect(zipped == folder)
    // users.json, channels.json and the profiles all came from the zip.
    #expect(zipped.participants.map(\.name).contains("Bob Stone"))
    #expect(zipped.messages.contains { $0.text.hasSuffix("notes are in #general") })
  }

  @Test func anExportZippedInAFolderOfItsOwnReadsTheSame() throws {
    var options = ImportOptions()
    options.me = "Ann"
    options.chat = "dev-ops"
    let zip = ZipImportTests.folder.appendingPathComponent("slack-export-in-a-folder.zip")
    let chat = try ChatImporter.conversation(contentsOf: FilePath(zip.path), options: options)
    #expect(chat == (try Self.read(channel: "dev-ops")))
  }

  @Test func aChannelIsChosenByItsListedID() throws {
    #expect(try Self.read(channel: "C0M1GEN01", me: "Cleo Park").title == "#general")
  }

  @Test(arguments: [nil, "random"])
  func aMissingOrUnknownChannelIsRefusedWithTheChannels(channel: String?) throws {
    let error = #expect(throws: InputError.self) { try Self.read(channel: channel) }
    let text = error?.description ?? ""
    #expect(error?.file.hasSuffix("slack-export.zip") == true, "\(text)")
    #expect(text.contains("'dev-ops' (id C0M2DEV02), 'general' (id C0M1GEN01)"), "\(text)")
    #expect(!text.contains("\n"))
  }

  @Test func aBrokenDayFileIsNamedInsideTheZip() throws {
    var options = ImportOptions()
    options.me = "U1"
    let zip = ZipImportTests.folder.appendingPathComponent("slack-broken.zip")
    let error = #expect(throws: InputError.self) {
      try ChatImporter.conversation(contentsOf: FilePath(zip.path), options: options)
    }
    let text = error?.description ?? ""
    #expect(error?.file.hasSuffix("slack-broken.zip/ops/2024-05-14.json") == true, "\(text)")
    #expect(text.contains("[1]: missing required key \"ts\""), "\(text)")
  }

  @Test func aZipOfNoChannelIsRefusedAsSlack() throws {
    var options = ImportOptions()
    options.format = .slack
    let zip = ZipImportTests.folder.appendingPathComponent("notes.zip")
    let error = #expect(throws: InputError.self) {
      try ChatImporter.conversation(contentsOf: FilePath(zip.path), options: options)
    }
    #expect(error?.description.contains("no Slack channel in this zip") == true)
  }
}
