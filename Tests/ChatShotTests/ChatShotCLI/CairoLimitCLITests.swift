import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Images longer than Cairo's 32,767 pixels on a side are within the pixel limit (40000×1,
/// 1×16777216) but cannot be drawn: through the built binary they are refused from their
/// header with exit 65, naming the file and the limit, instead of ending in exit 70 ("cairo
/// failed while creating a 40000×1 surface") once decoded.
@Suite final class CairoLimitCLITests {
  let dir: URL

  init() throws { dir = try CLIHarness.temporaryDirectory() }
  deinit { try? FileManager.default.removeItem(at: dir) }

  /// A real, decodable transparent PNG of that size (transparent: its pixels need no loop).
  func write(width: Int, height: Int, to name: String) throws {
    let png = try PNGWriter.encode(try RGBAImage(width: width, height: height), compression: 9)
    try Data(png).write(to: dir.appendingPathComponent(name))
  }

  static let limit = "pixels; the limit is 32767 pixels on a side (the largest image Cairo draws)"

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: dir.appendingPathComponent(name))
  }

  @Test(arguments: [(40_000, 1), (1, 16_777_216)])
  func avatarLongerThanCairoAllows(width: Int, height: Int) throws {
    try write(width: width, height: height, to: "long.png")
    try write(
      #"{"participants":[{"id":"me","avatar":"long.png"}],"messages":[{"from":"me","text":"hi"}]}"#,
      to: "c.json")
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr == "chatshot: c.json:1:38: participants[0].avatar: avatar file 'long.png' is "
        + "\(width)×\(height) \(Self.limit)\n")
  }

  @Test func themeImageLongerThanCairoAllows() throws {
    try write(width: 40_000, height: 1, to: "long.png")
    try write(
      #"{"extends":"default","bubble":{"local":{"background":{"image":"x"}}},"#
        + #""images":{"x":{"file":"long.png","#
        + #""capInsets":{"top":0,"left":1,"bottom":0,"right":1}}}}"#,
      to: "t.json")
    try write(#"[{"from":"me","text":"hi"}]"#, to: "c.json")
    let r = try CLIHarness.run(["c.json", "--theme", "t.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(r.stderr.hasSuffix("image file 'long.png' is 40000×1 \(Self.limit)\n"), "\(r.stderr)")
  }
}
