import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Schemas/conversation.schema.json and the decoder agree: every example, every JSON
/// fixture and a few hundred generated conversations get the same verdict from the decoder
/// and from a real JSON Schema validator (the jsonschema package, through
/// scripts/schema-verdicts.py). The only documents they may judge apart are those the
/// schema says it cannot judge (its description's "beyond this schema" list), and then only
/// the decoder refusing, for that reason.
@Suite struct SchemaAgreementTests {
  static let schema = Golden.repository.appendingPathComponent("Schemas/conversation.schema.json")

  /// What the schema's description lists as refused beyond it, as the decoder words each.
  static let beyondTheSchema = [
    "duplicate key", "nesting deeper than", "is not declared in", "cannot tell who the local user",
    "does not exist", "leads outside", "combining marks in a row", "entity", "replyTo",
    "larger than",
  ]

  struct Verdict: CustomStringConvertible {
    var name: String
    var decoder: String?  // nil: decoded
    var schema: String  // "valid" or "invalid: …"
    var description: String { "\(name): decoder \(decoder ?? "valid"), schema \(schema)" }

    var agrees: Bool {
      if (decoder == nil) == (schema == "valid") { return true }
      guard schema == "valid", let decoder else { return false }
      return SchemaAgreementTests.beyondTheSchema.contains { decoder.contains($0) }
    }
  }

  /// The verdicts of the decoder and the schema on each file of `files` (name, path).
  static func verdicts(_ files: [(String, URL)]) throws -> [Verdict] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [
      Golden.repository.appendingPathComponent("scripts/schema-verdicts.py").path, schema.path,
    ]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    try input.fileHandleForWriting.write(
      contentsOf: Data(files.map { $0.1.path + "\n" }.joined().utf8))
    try input.fileHandleForWriting.close()
    let lines = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").map(String.init)
    process.waitUntilExit()
    #expect(
      process.terminationStatus == 0, "the validator failed (is python3-jsonschema installed?)")
    try #require(lines.count == files.count, "\(lines.count) verdicts for \(files.count) files")
    return zip(files, lines).map { file, schema in
      var decoder: String?
      do {
        _ = try ConversationDecoder.decode(
          [UInt8](try Data(contentsOf: file.1)), file: file.0,
          baseDirectory: file.1.deletingLastPathComponent().path)
      } catch {
        decoder = "\(error)"
      }
      return Verdict(name: file.0, decoder: decoder, schema: schema)
    }
  }

  @Test func examplesAndFixturesGetTheSameVerdict() throws {
    var files: [(String, URL)] = []
    for folder in ["Examples", "Tests/Fixtures"] {
      let root = Golden.repository.appendingPathComponent(folder)
      for case let path as String in FileManager.default.enumerator(atPath: root.path)!
      where path.hasSuffix(".json") && !path.hasPrefix("themes") && !path.contains("/themes/") {
        files.append((folder + "/" + path, root.appendingPathComponent(path)))
      }
    }
    #expect(files.count > 30)
    let verdicts = try Self.verdicts(files.sorted { $0.0 < $1.0 })
    let differ = verdicts.filter { !$0.agrees }
    #expect(differ.isEmpty, "\(differ.map(\.description).joined(separator: "\n"))")
    // Both kinds are there: the comparison can fail either way.
    #expect(verdicts.contains { $0.decoder == nil } && verdicts.contains { $0.decoder != nil })
  }

  @Test func generatedConversationsGetTheSameVerdict() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(
      at: Golden.repository.appendingPathComponent("Examples/photos/beach.jpg"),
      to: dir.appendingPathComponent("p.jpg"))
    var files: [(String, URL)] = []
    for (index, (name, document)) in SchemaCases.all.enumerated() {
      let url = dir.appendingPathComponent("g\(index).json")
      try document.write(to: url)
      files.append((name, url))
    }
    let verdicts = try Self.verdicts(files)
    let differ = verdicts.filter { !$0.agrees }
    #expect(differ.isEmpty, "\(differ.map(\.description).joined(separator: "\n"))")
    let valid = verdicts.filter { $0.decoder == nil }.count
    #expect(valid > 40 && verdicts.count - valid > 40, "\(valid) of \(verdicts.count) valid")
  }
}
