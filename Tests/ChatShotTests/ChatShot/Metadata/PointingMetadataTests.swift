import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `--highlight` and `--callouts` are recorded in the options' metadata and read back, so a
/// golden made with them is checked with them.
@Suite struct PointingMetadataTests {
  func roundTrip(_ options: RenderOptions) throws -> RenderOptions {
    let text = options.metadataJSON.compact()
    return RenderOptions(metadata: try JSONParser.parse(Array(text.utf8), file: "options"))
  }

  @Test func selectorsComeBackAsWritten() throws {
    var options = RenderOptions()
    options.highlight = [.index(3), .range(5...7), .id("m-1")]
    options.callouts = [.id("a"), .index(0)]
    let read = try roundTrip(options)
    #expect(read.highlight == options.highlight)
    #expect(read.callouts == options.callouts)
    #expect(
      try read.changes(from: roundTrip(RenderOptions())) == [
        "highlight none → 3,5..7,m-1", "callouts none → a,0",
      ])
  }

  @Test func withoutThemTheOptionsRecordWhatTheyAlwaysDid() {
    let text = RenderOptions().metadataJSON.compact()
    #expect(!text.contains("highlight") && !text.contains("callouts"))
  }

  @Test func formsThisVersionDoesNotKnowAreLeftOut() throws {
    let json = try JSONParser.parse(
      Array(#"{"highlight": [2, [4, 3], -1, 1.5, true, [1, 2], "x"]}"#.utf8), file: "options")
    #expect(RenderOptions(metadata: json).highlight == [.index(2), .range(1...2), .id("x")])
  }
}
