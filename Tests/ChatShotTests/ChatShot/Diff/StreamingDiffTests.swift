import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The streaming diff gives what the whole-image diff gives: the same count and the same
/// diff image, whatever the band height and the number of threads, on pixelmatch's cases.
@Suite struct StreamingDiffTests {
  struct Setting: Sendable, CustomTestStringConvertible {
    var bandRows: Int?
    var threads: Int
    var testDescription: String {
      "bands of \(bandRows.map(String.init) ?? "default") rows, \(threads) threads"
    }
  }

  static let settings = [
    Setting(bandRows: 2, threads: 1), Setting(bandRows: 3, threads: 3),
    Setting(bandRows: 7, threads: 4), Setting(bandRows: nil, threads: 2),
  ]

  func reader(_ name: String) throws -> PNGRowReader {
    try PNGRowReader(path: DiffFixtures.path(name), maxFileBytes: 1 << 30, maxPixels: 1 << 30)
  }

  /// The diff image's rows as the streaming diff hands them over, joined.
  func streamed(_ c: PixelmatchCase, _ s: Setting) throws -> (Int, [UInt8]) {
    var rows: [UInt8] = []
    let expected = try reader(c.expected)
    let actual = try reader(c.actual)
    let width = expected.header.width
    let result = try StreamingDiff.compare(
      expected, actual, options: c.options, bandRows: s.bandRows, threads: s.threads
    ) { pointer, count in
      rows += UnsafeRawBufferPointer(start: pointer, count: count * width * 4)
    }
    return (result.differentPixels, rows)
  }

  @Test(arguments: pixelmatchCases, settings)
  func sameCountAndDiffImageAsTheWholeImageDiff(_ c: PixelmatchCase, _ s: Setting) throws {
    let whole = try ImageDiff.compare(
      DiffFixtures.image(c.expected), DiffFixtures.image(c.actual), options: c.options,
      diffImage: true)
    let (count, rows) = try streamed(c, s)
    #expect(count == whole.result.differentPixels)
    #expect(count == c.count)
    #expect(rows == whole.diff?.pixels, "diff image differs")
  }

  /// Without an output, the count alone.
  @Test(arguments: pixelmatchCases)
  func countWithoutDiffImage(_ c: PixelmatchCase) throws {
    let result = try StreamingDiff.compare(
      reader(c.expected), reader(c.actual), options: c.options, bandRows: 5, threads: 2)
    #expect(result.differentPixels == c.count)
  }

  @Test func sizesMustMatch() throws {
    #expect(throws: DiffError.self) {
      try StreamingDiff.compare(reader("1a"), reader("2a"))
    }
  }

  /// A PNG cut short in its image data is an error, not a partial count.
  @Test func truncatedDataIsAnError() throws {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: DiffFixtures.path("1a"))))
    let cut = try PNGRowReader(bytes: Array(bytes.prefix(bytes.count / 2)), maxPixels: 1 << 30)
    let error = #expect(throws: StreamingDiff.ReadFailure.self) {
      try StreamingDiff.compare(reader("1a"), cut, bandRows: 4, threads: 2)
    }
    #expect(error?.image == 1, "the actual image is the one cut short")
  }

  /// An interlaced PNG is not streamed (its rows are complete only after the last pass).
  @Test func interlacedImagesAreNotStreamed() throws {
    let samples = (0..<(9 * 7 * 4)).map { ($0 * 37 + $0 / 5) % 256 }
    let png = HandMadePNG.make(
      width: 9, height: 7, bitDepth: 8, colorType: 6, interlaced: true, samples: samples)
    let reader = try PNGRowReader(bytes: png, maxPixels: 1 << 30)
    #expect(!reader.streams)
    var row = [UInt8](repeating: 0, count: 9 * 4)
    #expect(throws: PNGError.self) {
      try row.withUnsafeMutableBytes { try reader.read(rows: 1, into: $0.baseAddress!, stride: 36) }
    }
  }

  /// Rows read a few at a time are the whole decode's, for every colour type and depth.
  @Test(arguments: [(0, 1), (0, 16), (2, 16), (3, 8), (4, 8), (6, 16)])
  func rowsAreTheWholeDecodesPixels(colorType: Int, bitDepth: Int) throws {
    let (width, height) = (5, 6)
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
    let top = colorType == 3 ? 3 : 1 << bitDepth
    let samples = (0..<(width * height * channels)).map { ($0 * 7919) % top }
    let before = colorType == 3 ? [HandMadePNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 9, 8, 7])] : []
    let png = HandMadePNG.make(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType, samples: samples,
      before: before)
    let whole = try PNGReader.decode(png).image.pixels
    let reader = try PNGRowReader(bytes: png, maxPixels: 1 << 30)
    var rows = [UInt8](repeating: 0, count: whole.count)
    try rows.withUnsafeMutableBytes { buffer in
      for (start, count) in [(0, 2), (2, 1), (3, 3)] {
        try reader.read(
          rows: count, into: buffer.baseAddress! + start * width * 4, stride: width * 4)
      }
    }
    #expect(rows == whole)
    #expect(reader.rowsRead == height)
  }
}
