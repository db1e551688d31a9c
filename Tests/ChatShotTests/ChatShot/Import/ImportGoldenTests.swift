import ChatShotTesting
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every import fixture against its goldens in Goldens/import/: the native JSON it imports
/// to (exact text) and its picture at scale 1; and the round trip: rendering the imported
/// JSON, decoded again, gives the very bytes of rendering the export. The JSON is written as
/// if beside the export (`imported.json` in its folder), so photos are relative to it.
@Suite(.serialized, .goldenBytes) struct ImportGoldenTests {
  @Test(arguments: ImportFixtures.all)
  func importsToItsGolden(_ fixture: ImportFixtures.Fixture) throws {
    let conversation = try ImportFixtures.conversation(fixture)
    let json = try ConversationJSON.document(
      conversation, writtenTo: ImportFixtures.output(fixture)
    )
    .serialized()
    Golden.assertText(json, named: "import/\(fixture.name).json")
    assertChatSnapshot(
      of: conversation, named: fixture.name, scale: 1,
      tolerance: ExampleGoldenTests.tolerance, snapshotDirectory: "../../../../Goldens/import")
  }

  @Test(arguments: ImportFixtures.all)
  func renderingTheImportedJSONGivesTheSameBytes(_ fixture: ImportFixtures.Fixture) throws {
    let conversation = try ImportFixtures.conversation(fixture)
    let output = ImportFixtures.output(fixture)
    let json = Array(
      try ConversationJSON.document(conversation, writtenTo: output).serialized().utf8)
    let decoded = try ConversationDecoder.decode(
      json, file: "imported.json", baseDirectoryPath: output.directory)
    #expect(decoded == conversation)
    let renderer = try ChatRenderer()
    #expect(
      try ImportFixtures.png(decoded, renderer: renderer)
        == ImportFixtures.png(conversation, renderer: renderer))
  }

  @Test(arguments: ImportFixtures.all)
  func formatIsDetected(_ fixture: ImportFixtures.Fixture) throws {
    guard fixture.format != .slack else { return }  // a folder: detected by its day files
    let bytes = try [UInt8](Data(contentsOf: ImportFixtures.url(fixture.path)))
    #expect(try ChatImporter.detectedFormat(bytes, file: fixture.path) == fixture.format)
  }
}
