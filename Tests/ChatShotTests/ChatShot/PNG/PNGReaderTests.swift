import CLibPNG
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Decodes with libpng's simplified API (png_image): a second, independent path to RGBA8.
private func decodeWithSimplifiedAPI(_ data: [UInt8]) -> [UInt8]? {
  var image = png_image()
  image.version = UInt32(PNG_IMAGE_VERSION)
  guard png_image_begin_read_from_memory(&image, data, data.count) != 0 else { return nil }
  image.format = 3  // PNG_FORMAT_RGBA, a macro Swift does not import
  var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height) * 4)
  let ok = png_image_finish_read(&image, nil, &pixels, 0, nil)
  png_image_free(&image)
  return ok != 0 ? pixels : nil
}

private let small: [UInt8] = {
  let image = try? RGBAImage(width: 9, height: 5, fill: SIMD4(200, 100, 50, 128))
  return (try? PNGWriter.encode(image!, textChunks: [PNGTextChunk(keyword: "K", text: "v")])) ?? []
}()

@Suite struct PNGReaderTests {
  /// The metadata of a conversation near the 16 MiB input limit inflates past libpng's
  /// default cap of 8,000,000 bytes, which dropped it without a word; a chunk that inflates
  /// past 64 MiB (a bomb) is still dropped.
  @Test func largeCompressedTextIsRead() throws {
    let image = try RGBAImage(width: 2, height: 2, fill: [1, 2, 3, 255])
    let text = String(repeating: "{\"text\": \"1234567890\"} ", count: 500_000)  // 12 MB
    let png = try PNGWriter.encode(
      image,
      textChunks: [
        PNGTextChunk(
          keyword: "chatshot:conversation", text: text, compressed: true, international: true)
      ])
    let read = try PNGReader.readText(png)
    #expect(read.map(\.keyword) == ["chatshot:conversation"] && read.first?.text == text)
    #expect(try PNGReader.decode(png).text.first?.text.utf8.count == text.utf8.count)
    let bomb = try PNGWriter.encode(
      image,
      textChunks: [
        PNGTextChunk(
          keyword: "chatshot:conversation", text: String(repeating: "a", count: 65 << 20),
          compressed: true, international: true)
      ])
    #expect(bomb.count < 1 << 20)
    #expect(try PNGReader.readText(bomb).isEmpty)
  }

  @Test func probeReadsTheHeaderOnly() throws {
    #expect(
      try PNGReader.probe(small)
        == PNGHeader(width: 9, height: 5, bitDepth: 8, colorType: .rgba, interlaced: false))
  }

  @Test func everyTruncationIsAnErrorNotACrash() throws {
    for length in 0..<small.count - 12 {  // keeping IDAT whole but dropping IEND may still decode
      let prefix = Array(small.prefix(length))
      #expect(throws: PNGError.self, "length \(length)") { try PNGReader.decode(prefix) }
    }
    #expect(throws: PNGError.invalidData("unexpected end of data (truncated file?)")) {
      try PNGReader.decode(Array(small.prefix(40)))
    }
  }

  @Test func corruptImageDataIsAnError() throws {
    let types = HandMadePNG.chunkTypes(small)
    #expect(types.contains("IDAT"))
    var corrupt = small
    corrupt[small.count - 20] ^= 0xFF  // inside the IDAT payload: its CRC no longer matches
    let error = #expect(throws: PNGError.self) { try PNGReader.decode(corrupt) }
    #expect(error?.kind == .invalidData)
    #expect(error?.description.hasPrefix("invalid PNG data: ") == true)
  }

  @Test(arguments: [[], [0x00], Array("GIF89a not a png".utf8), Array("\u{89}PNX\r\n".utf8)])
  func notPNG(_ data: [UInt8]) {
    #expect(throws: PNGError.notPNG) { try PNGReader.decode(data) }
    #expect(throws: PNGError.notPNG) { try PNGReader.probe(data) }
  }

  /// A 100000×100000 header would need 40 GB: refused from the header, nothing allocated.
  @Test func hugeDimensionsAreRefusedBeforeDecoding() throws {
    let png =
      HandMadePNG.signature
      + HandMadePNG.chunk(
        "IHDR", HandMadePNG.be32(100_000) + HandMadePNG.be32(100_000) + [8, 6, 0, 0, 0])
      + HandMadePNG.chunk("IDAT", [0x78, 0x01, 0x03, 0x00]) + HandMadePNG.chunk("IEND", [])
    #expect(try PNGReader.probe(png).width == 100_000)
    #expect(
      throws: PNGError.tooLarge(
        width: 100_000, height: 100_000, maxPixels: PNGReader.defaultMaxPixels)
    ) {
      try PNGReader.decode(png)
    }
    #expect(throws: PNGError.tooLarge(width: 9, height: 5, maxPixels: 44)) {
      try PNGReader.decode(small, maxPixels: 44)
    }
    #expect(try PNGReader.decode(small, maxPixels: 45).image.width == 9)
  }

  /// RGB, RGBA and palette files made by other encoders (pixelmatch's fixtures).
  @Test(arguments: ["1a", "2a", "4a", "4b", "5a", "7a", "8a"])
  func decodesFixturesLikeLibpngSimplifiedAPI(_ name: String) throws {
    let data = try GoldenFile.read(DiffFixtures.path(name))
    let decoded = try PNGReader.decode(data)
    #expect(decoded.image.width * decoded.image.height * 4 == decoded.image.pixels.count)
    #expect(decoded.image.pixels == decodeWithSimplifiedAPI(data))
  }
}
