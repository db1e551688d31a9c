import Foundation
import Testing

@testable import ChatShot

/// Golden files for chatshot's own tests: layout dumps compared as text, images by pixels.
///
/// `CHATSHOT_RECORD=1 swift test` rewrites goldens; a missing golden is written and the test
/// fails ("recorded new golden; re-run"). On an image mismatch the actual and diff images go
/// to `.build/golden-failures/<name>/` and the failure names them with the counts.
enum Golden {
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let directory = repository.appendingPathComponent("Goldens")
  static var recording: Bool { ProcessInfo.processInfo.environment["CHATSHOT_RECORD"] == "1" }

  /// Two pixels count as equal when no channel differs by more than this (antialiasing noise
  /// across library builds); the image matches when at most `maxDifferentRatio` of its
  /// pixels differ beyond it.
  static let channelTolerance = 2
  static let maxDifferentRatio = 0.0005

  /// Compares `text` with the golden file `name`.
  static func assertText(_ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let url = directory.appendingPathComponent(name)
    guard !recording, let golden = try? String(contentsOf: url, encoding: .utf8) else {
      record(Data(text.utf8), at: url, sourceLocation: sourceLocation)
      return
    }
    #expect(text == golden, "\(name) differs from its golden", sourceLocation: sourceLocation)
  }

  /// Compares PNG bytes with the golden image `name` by pixels.
  static func assertImage(_ png: [UInt8], named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let url = directory.appendingPathComponent(name)
    guard !recording, let golden = FileManager.default.contents(atPath: url.path) else {
      record(Data(png), at: url, sourceLocation: sourceLocation)
      return
    }
    let expected = try PNGReader.decode([UInt8](golden), maxPixels: 1 << 30).image
    let actual = try PNGReader.decode(png, maxPixels: 1 << 30).image
    guard expected.width == actual.width, expected.height == actual.height else {
      let path = try writeFailure(name: name, actual: png, diff: nil)
      Issue.record(
        "\(name): size \(actual.width)×\(actual.height), golden \(expected.width)×\(expected.height); actual at \(path)",
        sourceLocation: sourceLocation)
      return
    }
    let (count, diff) = compare(expected, actual)
    let total = expected.width * expected.height
    if Double(count) > Double(total) * maxDifferentRatio {
      let path = try writeFailure(name: name, actual: png, diff: diff)
      Issue.record(
        "\(name): \(count) of \(total) pixels differ (tolerance \(maxDifferentRatio * 100) %); actual and diff in \(path)",
        sourceLocation: sourceLocation)
    }
  }

  /// Counts pixels differing beyond the channel tolerance; the diff image shows them red on
  /// a faded grey copy of the expected image.
  static func compare(_ a: RGBAImage, _ b: RGBAImage) -> (Int, RGBAImage?) {
    if a.pixels == b.pixels { return (0, nil) }
    var out = [UInt8](repeating: 255, count: a.pixels.count)
    var count = 0
    a.pixels.withUnsafeBufferPointer { p in
      b.pixels.withUnsafeBufferPointer { q in
        for i in stride(from: 0, to: p.count, by: 4) {
          var delta = 0
          for c in 0..<4 { delta = max(delta, abs(Int(p[i + c]) - Int(q[i + c]))) }
          if delta > channelTolerance {
            count += 1
            out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
          } else {
            let luma = (Int(p[i]) * 3 + Int(p[i + 1]) * 6 + Int(p[i + 2])) / 10
            let grey = UInt8(255 - (255 - luma) / 10)
            out[i] = grey; out[i + 1] = grey; out[i + 2] = grey
          }
        }
      }
    }
    return (count, try? RGBAImage(width: a.width, height: a.height, pixels: out))
  }

  private static func record(_ data: Data, at url: URL, sourceLocation: Testing.SourceLocation) {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url, options: .atomic)
      if !recording {
        Issue.record("recorded new golden \(url.lastPathComponent); re-run", sourceLocation: sourceLocation)
      }
    } catch {
      Issue.record("cannot record golden \(url.path): \(error)", sourceLocation: sourceLocation)
    }
  }

  private static func writeFailure(name: String, actual: [UInt8], diff: RGBAImage?) throws -> String {
    let dir = repository.appendingPathComponent(".build/golden-failures").appendingPathComponent(name)
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(actual).write(to: dir.appendingPathComponent("actual.png"))
    if let diff {
      try Data(PNGWriter.encode(diff, hasAlpha: false)).write(to: dir.appendingPathComponent("diff.png"))
    }
    return dir.path
  }
}
