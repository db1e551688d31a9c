import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--anonymize` through the built binary: a name written in capitals, lower case, with
/// combining accents or in full-width letters is in none of the files the run writes (the
/// picture's metadata, the layout dump, the alt text, the snippet).
@Suite struct AnonymizeCLITests {
  @Test func noSpellingOfANameIsLeftInAnyOutput() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("pics"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: Golden.repository.appendingPathComponent("Goldens/examples/weekend@1x.png"),
      to: dir.appendingPathComponent("pics/with-renée.png"))
    // "Rene\u0301e": the name decomposed (NFD).
    let conversation = """
      {"title": "Renée & Ilse", "localUser": "ilse",
       "participants": [{"id": "ilse", "name": "Ilse Brandt"}, {"id": "r", "name": "Renée"}],
       "screen": {"subtitle": "renée is typing"},
       "messages": [
         {"from": "r", "text": "ILSE, it's RENÉE"},
         {"from": "ilse", "text": "hi Rene\\u0301e, and ＩＬＳＥ says hi to RENÉE's dog"},
         {"from": "r", "image": "pics/with-renée.png", "text": "ilse brandt!"}]}
      """
    try Data(conversation.utf8).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(
      [
        "c.json", "--anonymize", "-o", "x.png", "--alt-text", "x.txt", "--layout-json", "x.json",
        "--html", "x.html",
      ], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let png = [UInt8](try Data(contentsOf: dir.appendingPathComponent("x.png")))
    var texts = try PNGReader.readText(png).map { $0.keyword + " " + $0.text }
    for name in ["x.txt", "x.json", "x.html"] {
      texts.append(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8))
    }
    let alt = texts[texts.count - 3]
    #expect(alt.contains("Person 2: Person 1, it's Person 2"), "\(alt)")
    for text in texts {
      let folded = text.lowercased().precomposedStringWithCompatibilityMapping
      for word in ["ilse", "renée", "brandt"] {
        #expect(!folded.contains(word), "'\(word)' in \(text.prefix(200))")
      }
    }
  }
}
