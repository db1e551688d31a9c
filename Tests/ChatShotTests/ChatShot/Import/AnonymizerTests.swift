import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--anonymize`: aliases everywhere, masked numbers and addresses, nothing real in the PNG.
struct AnonymizerTests {
  static let realWords = [
    "Ann", "Bob", "Lee", "Cleo", "Jonas", "Lea", "Bake-off", "7700", "900123", "ann@example.com",
    "example.com", "555 010", "4477", "user111", "Stone", "Mum", "Mikko", "Luis", "Kai",
    "bobsynth", "ClubBot",
  ]

  @Test func masksContacts() {
    #expect(Anonymizer.maskContacts("call +44 7700 900123 now") == "call +•• •••• •••••• now")
    #expect(Anonymizer.maskContacts("mail ann.lee@example.co.uk.") == "mail •••@•••.")
    #expect(Anonymizer.maskContacts("at 10:30 on 2024") == "at 10:30 on 2024")
  }

  /// Names count, numbers do not: apps name photos with dates (`IMG-20170306-WA0001.jpg`).
  @Test func namesSomeoneLooksForNamesOnly() {
    let anonymizer = Anonymizer(
      authors: [ImportedAuthor(id: "Ann Lee", name: "Ann Lee")], otherNames: [])
    #expect(anonymizer.namesSomeone("/exports/WhatsApp Chat with Ann Lee"))
    #expect(anonymizer.namesSomeone("Ann-2017.jpg"))
    #expect(!anonymizer.namesSomeone("IMG-20170306-WA0001.jpg"))
    #expect(!anonymizer.namesSomeone("/exports/WhatsApp Chat with Bob"))
  }

  @Test func aliasesAreStableAcrossSelections() throws {
    let fixture = ImportFixtures.all.first { $0.name == "telegram" }!
    var options = fixture.options
    options.anonymize = true
    let whole = try ImportFixtures.conversation(fixture, options: options)
    options.selection.last = 2
    let tail = try ImportFixtures.conversation(fixture, options: options)
    #expect(whole.participants.map(\.name) == ["Person 1", "Person 2", "Person 3"])
    #expect(tail.participants.map(\.name).contains("Person 3"))
    #expect(tail.localUser == "p1" && whole.localUser == "p1")
  }

  @Test(arguments: ImportFixtures.all)
  func nothingRealInTheJSONOrThePNG(_ fixture: ImportFixtures.Fixture) throws {
    var options = fixture.options
    options.anonymize = true
    let conversation = try ImportFixtures.conversation(fixture, options: options)
    let json = try ConversationJSON.document(conversation).serialized()
    let png = try ChatRenderer().render(conversation).bytes
    // The metadata's text chunks are deflated: read them back as text.
    let chunks = try PNGReader.readText(png).map { $0.keyword + " " + $0.text }.joined()
    let raw = String(decoding: png, as: UTF8.self)
    for word in Self.realWords where fixture.name != "chatbot" && fixture.name != "chatbot-bare" {
      #expect(!json.contains(word), "\(word) in the JSON of \(fixture.name)")
      #expect(!chunks.contains(word), "\(word) in the PNG text of \(fixture.name)")
      #expect(!raw.contains(word), "\(word) in the PNG bytes of \(fixture.name)")
    }
  }
}
