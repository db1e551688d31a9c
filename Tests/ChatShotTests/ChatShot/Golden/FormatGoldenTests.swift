import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The weekend example in every format beside its PNG goldens (Goldens/formats/), and the
/// transcript of every example (Goldens/transcripts/). `CHATSHOT_RECORD=1` records.
@Suite struct FormatGoldenTests {
  @Test(arguments: ExampleGoldenTests.examples)
  func transcript(_ name: String) throws {
    let conversation = try ConversationDecoder.decode(contentsOf: FormatRender.example(name))
    let text = Transcript.text(of: conversation)
    #expect(text.split(separator: "\n").count == conversation.messages.count)
    Golden.assertText(text, named: "transcripts/\(name).txt")
  }

  /// WebP by pixels, as PNG goldens are (0.05 % may differ across library builds).
  @Test func webP() throws {
    let bytes = try FormatRender.bytes("weekend", .webp)
    let url = Golden.directory.appendingPathComponent("formats/weekend@2x.webp")
    guard !Golden.recording, let golden = try? Data(contentsOf: url) else {
      return try record(bytes, at: url)
    }
    let (result, _) = try ImageDiff.compare(
      PictureReader.decode([UInt8](golden)).image, PictureReader.decode(bytes).image)
    let limit = ExampleGoldenTests.tolerance.maxDiffRatio ?? 0
    #expect(result.ratio <= limit, "\(result.differentPixels) pixels differ")
  }

  /// SVG and PDF byte for byte: Cairo's vector output on this stack is deterministic; a new
  /// cairo or font changes them, and the test says to re-record after looking.
  @Test(arguments: [OutputFormat.svg, .pdf])
  func vector(_ format: OutputFormat) throws {
    let bytes = try FormatRender.bytes("weekend", format)
    let url = Golden.directory.appendingPathComponent("formats/weekend@2x.\(format.rawValue)")
    guard !Golden.recording, let golden = try? Data(contentsOf: url) else {
      return try record(bytes, at: url)
    }
    let same = [UInt8](golden) == bytes
    #expect(
      same,
      "\(url.lastPathComponent) differs: rasterise both (rsvg-convert, pdftoppm) and compare")
  }

  private func record(_ bytes: [UInt8], at url: URL) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    Issue.record("recorded \(url.lastPathComponent): check it and run again")
  }
}
