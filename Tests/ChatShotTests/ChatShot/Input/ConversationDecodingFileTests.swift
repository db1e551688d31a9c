import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Reading conversation files: missing, directories, size limits.
@Suite final class ConversationDecodingFileTests {
  let folder: String

  init() throws {
    let made = FileManager.default.temporaryDirectory
      .appendingPathComponent("chatshot-files-\(UUID())").path
    try FileManager.default.createDirectory(atPath: made, withIntermediateDirectories: true)
    folder = made
    try Data(#"[{"from": "me", "text": "hello"}]"#.utf8)
      .write(to: URL(fileURLWithPath: folder + "/c.json"))
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func failure(_ path: String, limits: InputLimits = .default) -> InputError? {
    do {
      _ = try ConversationDecoder.decode(contentsOf: path, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  @Test func readsAFile() throws {
    let conversation = try ConversationDecoder.decode(contentsOf: folder + "/c.json")
    #expect(conversation.messages == [Message(from: "me", text: "hello")])
  }

  @Test func missingFileIsNoInput() {
    let error = failure(folder + "/nope.json")
    #expect(error?.description == "cannot read '\(folder)/nope.json': No such file or directory")
    #expect(error?.kind == .unreadableInput)
  }

  @Test func directoryIsNoInput() {
    let error = failure(folder)
    #expect(error?.description == "'\(folder)' is a directory, not a conversation file")
    #expect(error?.kind == .unreadableInput)
  }

  @Test func fileOverTheSizeLimitIsRefusedBeforeReading() {
    var limits = InputLimits()
    limits.maxFileBytes = 1 << 4
    let error = failure(folder + "/c.json", limits: limits)
    #expect(error?.description == "'\(folder)/c.json' is 33 bytes; the limit is 16 bytes")
    #expect(error?.kind == .invalidData)
  }

  @Test func limitInMebibytesIsSpelledOut() {
    let error = InputFile.tooLarge("big.json", size: 17_000_000, limits: .default)
    #expect(
      error.description == "'big.json' is 17000000 bytes; the limit is 16777216 bytes (16 MiB)")
  }

  @Test func defaultLimits() {
    let limits = InputLimits.default
    #expect(limits.maxFileBytes == 16 * 1024 * 1024)
    #expect(limits.maxMessages == 100_000)
    #expect(limits.maxMessageCharacters == 20_000)
    #expect(limits.maxNestingDepth == 64)
  }
}
