import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A folder with `c.json` (the weekend example) and a golden `g/c.png` recorded at scale 1.
struct CheckFixture {
  let dir: URL
  var input: String { dir.appendingPathComponent("c.json").path }
  var golden: String { dir.appendingPathComponent("g/c.png").path }
  func path(_ name: String) -> String { dir.appendingPathComponent(name).path }
  func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

  init(recorded: Bool = true) throws {
    dir = try CLIHarness.temporaryDirectory()
    try FileManager.default.copyItem(atPath: CLIRenderTests.weekend, toPath: input)
    if recorded {
      let r = try CLIHarness.run(
        ["check", "c.json", "--golden", "g/c.png", "--scale", "1", "--update"], in: dir)
      #expect(r.status == 0 && r.stdoutText == "g/c.png: recorded\n", "\(r.stderr)")
    }
  }

  func remove() { try? FileManager.default.removeItem(at: dir) }

  /// Rewrites the golden with `edit` applied to its text chunks and `pixels` to its image.
  func editGolden(
    chunks edit: (inout [PNGTextChunk]) -> Void, pixels: (inout [UInt8]) -> Void = { _ in }
  ) throws {
    let png = try PNGReader.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: golden))))
    var chunks = png.text
    edit(&chunks)
    var bytes = png.image.pixels
    pixels(&bytes)
    let image = try RGBAImage(width: png.image.width, height: png.image.height, pixels: bytes)
    try Data(PNGWriter.encode(image, hasAlpha: false, textChunks: chunks))
      .write(to: URL(fileURLWithPath: golden))
  }
}
