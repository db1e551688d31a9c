import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// JPEG photos: the eight EXIF orientations of `scripts/gen-photo-fixtures.py`'s fixtures,
/// and the files that must be refused (truncated, corrupt, a decompression bomb).
@Suite struct JPEGReaderTests {
  static func fixture(_ name: String) throws -> [UInt8] {
    let url = Golden.repository.appendingPathComponent("Tests/Fixtures/photos/\(name)")
    return Array(try Data(contentsOf: url))
  }

  /// The upright picture every fixture shows: red, green / blue, white quadrants of 16×8.
  static let quadrants: [(x: Int, y: Int, colour: [Int])] = [
    (8, 4, [255, 0, 0]), (24, 4, [0, 255, 0]), (8, 12, [0, 0, 255]), (24, 12, [255, 255, 255]),
  ]

  @Test(arguments: 1...8)
  func everyOrientationStandsUpright(_ n: Int) throws {
    let bytes = try Self.fixture("exif-\(n).jpg")
    let orientation = EXIFOrientation.of(jpeg: bytes)
    #expect(orientation.rawValue == n)
    let file = try PhotoImageCheck.check(bytes, path: FilePath("/x.jpg"), limits: .default)
    #expect(file.format == .jpeg(orientation))
    #expect(file.shownSize.width == 32 && file.shownSize.height == 16)
    let upright = orientation.apply(to: try JPEGReader.decode(bytes, maxPixels: 1 << 20))
    #expect(upright.width == 32 && upright.height == 16)
    for q in Self.quadrants {
      let p = upright.pixel(x: q.x, y: q.y)
      let off = (0..<3).map { abs(Int(p[$0]) - q.colour[$0]) }.max() ?? 0
      #expect(off < 40, "orientation \(n) at (\(q.x), \(q.y)): \(p)")
    }
  }

  @Test func sidesSwapForTheTurnedOrientations() {
    for o in EXIFOrientation.allCases {
      let size = o.shownSize(width: 4, height: 3)
      #expect(o.swapsSides == (size.width == 3) && (size.width == 3) == (o.rawValue >= 5))
    }
  }

  @Test func aFileWithoutEXIFIsUpright() throws {
    var bytes = try Self.fixture("exif-6.jpg")
    // Break the APP1 segment's "Exif" name: libexif then finds no EXIF data.
    if let i = (0..<bytes.count - 4).first(where: {
      bytes[$0...$0 + 3] == [0x45, 0x78, 0x69, 0x66]
    }) {
      bytes[i] = 0x58
    }
    #expect(EXIFOrientation.of(jpeg: bytes) == .up)
  }

  @Test func aTruncatedFileIsRefusedBeforeDecoding() throws {
    let bytes = try Self.fixture("exif-1.jpg")
    let half = Array(bytes.prefix(bytes.count / 2))
    #expect(throws: ImageFileProblem.self) {
      try PhotoImageCheck.check(half, path: FilePath("/x.jpg"), limits: .default)
    }
  }

  @Test func aTruncatedScanIsNeverDecodedHalf() throws {
    // A file cut inside its scan but ending with EOI passes the cheap check; libjpeg only
    // warns ("premature end of data") and would make up the rows: refused instead.
    let bytes = try Self.fixture("exif-1.jpg")
    let cut = Array(bytes.prefix(bytes.count - 120)) + [0xFF, 0xD9]
    #expect(PhotoImageCheck.endsWithEOI(cut))
    #expect(throws: JPEGError.self) { try JPEGReader.decode(cut, maxPixels: 1 << 20) }
  }

  @Test func corruptDataIsRefused() throws {
    var bytes = try Self.fixture("exif-1.jpg")
    for i in (bytes.count - 200)..<(bytes.count - 2) { bytes[i] = 0xFF }
    #expect(throws: JPEGError.self) { try JPEGReader.decode(bytes, maxPixels: 1 << 20) }
    #expect(throws: JPEGError.notJPEG) { try JPEGReader.probe([0x89, 0x50, 0x4E]) }
  }

  /// A 700-byte file whose frame header claims 60000 × 60000 pixels (3.6 billion): refused
  /// from the header, before any pixel memory exists.
  @Test func aDecompressionBombIsRefusedFromItsHeader() throws {
    let bomb = try Self.bomb()
    let size = try JPEGReader.probe(bomb)
    #expect(size.width == 60000 && size.height == 60000)
    #expect(
      throws: ImageFileProblem.tooManyPixels(width: 60000, height: 60000, limit: 4096 * 4096)
    ) {
      try PhotoImageCheck.check(bomb, path: FilePath("/x.jpg"), limits: .default)
    }
    #expect(throws: JPEGError.tooLarge(width: 60000, height: 60000, maxPixels: 1 << 24)) {
      try JPEGReader.decode(bomb, maxPixels: 1 << 24)
    }
  }

  /// exif-1.jpg with its SOF0 frame's height and width set to 60000.
  static func bomb() throws -> [UInt8] {
    var bytes = try fixture("exif-1.jpg")
    guard
      let sof = (2..<bytes.count - 9).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
    else { throw JPEGError.notJPEG }
    for offset in [5, 7] {
      bytes[sof + offset] = UInt8(60000 >> 8)
      bytes[sof + offset + 1] = UInt8(60000 & 0xFF)
    }
    return bytes
  }

  @Test func photosKeepTheirAspectRatioWithinTheTheme() {
    let style = ConversationStyle.Photos.standard  // 240 × 320, at least 100
    func size(_ w: Int, _ h: Int) -> Size { MessageLayout.photoSize(pixels: (w, h), style: style) }
    #expect(size(1200, 800) == Size(width: 240, height: 160))  // landscape: the width limits
    #expect(size(600, 800) == Size(width: 240, height: 320))  // portrait: both
    #expect(size(900, 1600) == Size(width: 180, height: 320))  // tall: the height limits
    #expect(size(150, 120) == Size(width: 150, height: 120))  // small: its own size
    #expect(size(40, 20) == Size(width: 100, height: 50))  // tiny: enlarged to the minimum
    #expect(size(1000, 1) == Size(width: 240, height: 1))  // a line stays at least 1 pt
  }
}
