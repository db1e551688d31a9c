import Foundation
import FoundationXML
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--html`'s `srcset` names each picture once, whatever its file name: names are
/// percent-encoded URLs, so a space or a comma in one never makes another candidate.
@Suite struct SnippetCLITests {
  @Test func fileNamesWithSpacesAndCommasStayOneCandidate() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.copyItem(
      at: Golden.repository.appendingPathComponent("Examples/emoji-only.json"),
      to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(
      ["c.json", "-o", "shot 1x, évé.png", "--scale", "1,3", "--html", "s.html"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    let html = try String(contentsOf: dir.appendingPathComponent("s.html"), encoding: .utf8)
    let document = try XMLDocument(data: Data(html.utf8))
    let image = try #require(document.rootElement())
    let srcset = try #require(image.attribute(forName: "srcset")?.stringValue)
    let candidates = srcset.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(
      candidates == [
        "shot%201x%2C%20%C3%A9v%C3%A9.png 1x", "shot%201x%2C%20%C3%A9v%C3%A9@3x.png 3x",
      ])
    // Each URL names a file that was written.
    for candidate in candidates {
      let name = try #require(candidate.split(separator: " ").first?.removingPercentEncoding)
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
    }
  }
}
