import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The canonical JSON (`CanonicalJSONEncoder` over the types' `Encodable` conformances) gives
/// the bytes the metadata of the goldens was made with: every built-in theme's digest (and
/// the custom test theme's), and the recorded conversation of every example and of every
/// tracked golden PNG, as SHA-256 in `Goldens/canonical-json.txt`. The file was recorded by
/// the hand-written serialisation the encoder replaced; a theme changed on purpose
/// re-records it (`CHATSHOT_RECORD=1 swift test --filter CanonicalJSONTests`).
@Suite struct CanonicalJSONTests {
  static let root = Golden.repository.path

  /// The tracked PNG files that are chatshot renders (their metadata records a conversation).
  static func trackedPNGs() throws -> [String] {
    let git = Process()
    git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    git.arguments = ["git", "-C", root, "ls-files", "*.png"]
    let pipe = Pipe()
    git.standardOutput = pipe
    try git.run()
    let out = pipe.fileHandleForReading.readDataToEndOfFile()
    git.waitUntilExit()
    return String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
  }

  static func digest(_ json: JSONOutput) -> String { SHA256.hash(json.compact().utf8).hex }

  static func lines() throws -> [String] {
    var lines: [String] = []
    for name in ThemeCatalog.builtinNames {
      lines.append("theme \(name) \(try ThemeCatalog.builtin(named: name).contentHash)")
    }
    let custom = try ThemeDecoder.decode(contentsOf: ThemeDump.customThemePath)
    lines.append("theme custom-fixture \(custom.contentHash)")
    let examples = try FileManager.default.contentsOfDirectory(atPath: root + "/Examples")
      .filter { $0.hasSuffix(".json") }.sorted()
    for name in examples {
      let path = root + "/Examples/" + name
      let conversation = try ConversationDecoder.decode(contentsOf: path)
      let json = RenderMetadata.conversationJSON(
        of: conversation, baseDirectory: root + "/Examples")
      lines.append("conversation Examples/\(name) \(digest(json))")
    }
    for png in try trackedPNGs() {
      // Re-encoded from the conversation the golden recorded, its paths relative to the
      // golden's folder (where its avatars and photos were, when it was recorded there).
      let path = root + "/" + png
      guard let chunks = try? GoldenFile.readHeaderAndText(FilePath(path)).text,
        let metadata = try? RenderMetadata(textChunks: chunks),
        let recorded = metadata.conversationJSON,
        let conversation = try? ConversationDecoder.decode(
          Array(recorded.utf8), file: png, baseDirectory: nil)
      else { continue }
      let json = RenderMetadata.conversationJSON(of: conversation, baseDirectory: nil)
      lines.append("conversation \(png) \(digest(json))")
    }
    return lines
  }

  @Test func bytesAreThoseTheGoldensWereMadeWith() throws {
    let text = try Self.lines().joined(separator: "\n") + "\n"
    #expect(text.split(separator: "\n").count > 60, "too few renders found")
    Golden.assertText(text, named: "canonical-json.txt")
  }
}
