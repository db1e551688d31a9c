import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotModel

/// WhatsApp's export zips read in place with libarchive (Tests/Fixtures/import-zip, written
/// by its make-zips.py): the chat and its photos come from the archive, nothing is
/// extracted, and hostile members are refused with their names.
struct ZipImportTests {
  static let folder = Golden.repository.appendingPathComponent("Tests/Fixtures/import-zip")

  static func read(_ name: String, me: String = "Ann") throws(InputError) -> Conversation {
    var options = ImportOptions()
    options.me = me
    return try ChatImporter.conversation(
      contentsOf: FilePath(folder.appendingPathComponent(name).path), options: options)
  }

  @Test func androidZipWithItsPhoto() throws {
    let chat = try Self.read("WhatsApp Chat with Mikko.zip")
    let texts = chat.messages.filter { $0.kind == .text }
    #expect(texts.count == 4)
    #expect(chat.participants.map(\.name) == ["Ann", "Mikko"])
    let photo = try #require(texts.first { $0.image != nil })
    #expect(photo.text == "This is the colour I meant")
    #expect(photo.image?.source.shownPath == "IMG-20170306-WA0001.jpg")
    // The photo came from the zip: its bytes are the fixture's.
    let bytes = try #require(try photo.image?.source.file().get().bytes)
    let original = try Data(
      contentsOf: Golden.repository.appendingPathComponent(
        "Tests/Fixtures/import/whatsapp/IMG-20170306-WA0001.jpg"))
    #expect(Data(bytes) == original)
    // The second photo is not in the zip: a notice row.
    #expect(
      chat.messages.contains {
        $0.text == "Mikko sent a photo (not in the export): IMG-20170306-WA0002.jpg"
      })
  }

  @Test func iOSZipWithItsPhoto() throws {
    let chat = try Self.read("WhatsApp Chat - Bake-off.zip")
    #expect(chat.title == nil || chat.title == "Bake-off")
    #expect(
      chat.messages.contains { $0.image?.source.shownPath.hasPrefix("00000012-PHOTO") == true })
    #expect(chat.messages.filter { $0.kind == .text }.count == 3)
  }

  @Test(arguments: [
    ("dotdot.zip", "member '../escape.txt': a path with '..'"),
    ("absolute.zip", "member '/tmp/absolute.txt': an absolute path"),
    ("link.zip", "member 'photo.jpg' is a link or a special file"),
    ("bomb.zip", "member 'chat.txt' is larger than 16777216 bytes once inflated"),
    ("notes.zip", "more than one text file in this zip ('a.txt', 'b.txt')"),
  ])
  func hostileZipsAreRefusedWithTheMembersName(name: String, reason: String) throws {
    let error = #expect(throws: InputError.self) { try Self.read(name) }
    #expect(error?.description.contains(reason) == true, "\(error?.description ?? "")")
    #expect(error?.file.hasSuffix(name) == true)
    #expect(error?.description.contains(name + ": ") == true)
  }

  @Test func memberNamesAreChecked() {
    #expect(ExportArchive.nameProblem("a/../../b") != nil)
    #expect(ExportArchive.nameProblem("C:\\x") != nil)
    #expect(ExportArchive.nameProblem("..\\x") != nil)
    #expect(ExportArchive.nameProblem("media/IMG-1.jpg") == nil)
    #expect(ExportArchive.nameProblem("a..b.txt") == nil)
  }
}
