import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Photos, replies and reactions through the built `chatshot`: a render with its metadata,
/// and each refusal's exit code, one line naming the message and the path, and no output.
@Suite struct PhotoCLITests {
  let dir: URL

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    let good = try JPEGReaderTests.fixture("exif-6.jpg")
    try Data(good).write(to: dir.appendingPathComponent("good.jpg"))
    try Data(JPEGReaderTests.bomb()).write(to: dir.appendingPathComponent("bomb.jpg"))
    // Cut inside the scan but ending with EOI: passes the file check, fails in libjpeg.
    let cut = Array(good.prefix(good.count - 120)) + [0xFF, 0xD9]
    try Data(cut).write(to: dir.appendingPathComponent("cut.jpg"))
  }

  func render(_ messages: String) throws -> (CLIHarness.Result, Bool) {
    let input = dir.appendingPathComponent("c.json")
    try Data(#"{"messages": [\#(messages)]}"#.utf8).write(to: input)
    let output = dir.appendingPathComponent("c.png")
    try? FileManager.default.removeItem(at: output)
    let result = try CLIHarness.run([input.path, "-o", output.path])
    return (result, FileManager.default.fileExists(atPath: output.path))
  }

  @Test func rendersPhotosRepliesAndReactionsWithTheirMetadata() throws {
    let (result, written) = try render(
      #"{"from": "me", "id": "p", "text": "look", "image": {"file": "good.jpg", "alt": "red"}}, "#
        + #"{"from": "ana", "text": "nice", "replyTo": "p", "reactions": [{"emoji": "👍"}]}"#)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(written)
    let png = Array(try Data(contentsOf: dir.appendingPathComponent("c.png")))
    let chunks = try PNGReader.readText(png)
    let images = try #require(chunks.first { $0.keyword == "chatshot:images" }).text
    #expect(images.contains(#""photos":[{"file":"good.jpg","sha256":"#))
    let conversation = try #require(chunks.first { $0.keyword == "chatshot:conversation" }).text
    #expect(conversation.contains(#""image":{"alt":"red","file":"good.jpg"}"#))
    #expect(conversation.contains(#""replyTo":"p""#))
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let messages: String
    let status: Int32
    let words: String
    var testDescription: String { words }
  }

  @Test(arguments: [
    Case(
      messages: #"{"from": "me", "text": "", "image": "gone.jpg"}"#, status: 66,
      words: "messages[0].image: image file 'gone.jpg' does not exist"),
    Case(
      messages: #"{"from": "me", "text": "", "image": "bomb.jpg"}"#, status: 65,
      words: "image file 'bomb.jpg' is 60000×60000 pixels"),
    Case(
      messages: #"{"from": "me", "text": "", "image": "cut.jpg"}"#, status: 65,
      words: "messages[0].image: image file 'cut.jpg' is not a readable JPEG"),
    Case(
      messages:
        #"{"from": "me", "text": "a", "id": "m1"}, {"from": "me", "text": "b", "replyTo": "m7"}"#,
      status: 65, words: "replies to 'm7', but no message has that id"),
  ])
  func refusesWithTheMessageAndThePath(_ c: Case) throws {
    let (result, written) = try render(c.messages)
    #expect(result.status == c.status, "\(result.stderr)")
    #expect(result.stderr.contains(c.words), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(!written)
  }
}
