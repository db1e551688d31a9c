import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A sink that accepts `limit` bytes, then fails with `error`.
private final class FailingSink: ByteSink {
  struct Refused: Error, Equatable {}
  var accepted = 0
  let limit: Int
  init(limit: Int) { self.limit = limit }
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    if accepted + bytes.count > limit { throw Refused() }
    accepted += bytes.count
  }
}

/// A 37×23 image with varied colours and alpha (0, 255 and in between).
private func sampleImage(opaque: Bool) throws -> RGBAImage {
  var image = try RGBAImage(width: 37, height: 23)
  for y in 0..<23 {
    for x in 0..<37 {
      let alpha: UInt8 = opaque ? 255 : UInt8((x * 29 + y * 13) % 256)
      image.setPixel(
        x: x, y: y, SIMD4(UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x ^ y) * 5 % 256), alpha))
    }
  }
  return image
}

@Suite struct PNGWriterTests {
  @Test(arguments: [true, false])
  func roundTrips(hasAlpha: Bool) throws {
    let image = try sampleImage(opaque: !hasAlpha)
    let png = try PNGWriter.encode(image, hasAlpha: hasAlpha)
    let decoded = try PNGReader.decode(png)
    #expect(decoded.header.colorType == (hasAlpha ? .rgba : .rgb))
    #expect(decoded.header.bitDepth == 8 && !decoded.header.interlaced)
    #expect(pixelDifference(decoded.image, image) == nil)
  }

  @Test func rgbWriterDropsAlpha() throws {
    let image = try RGBAImage(width: 2, height: 1, pixels: [10, 20, 30, 0, 40, 50, 60, 128])
    let decoded = try PNGReader.decode(PNGWriter.encode(image, hasAlpha: false))
    #expect(decoded.image.pixels == [10, 20, 30, 255, 40, 50, 60, 255])
  }

  @Test func textChunksRoundTripBeforeTheImageData() throws {
    let chunks = [
      PNGTextChunk(keyword: "Software", text: "chatshot \(chatshotVersion)"),
      PNGTextChunk(keyword: "Description", text: "café au lait\nline two", compressed: true),
      PNGTextChunk(keyword: "Title", text: ""),
      PNGTextChunk(keyword: "Comment", text: "日本語 ✓ 👋🏽", international: true),
      PNGTextChunk(
        keyword: "chatshot:x", text: "{\"a\": \"ü\"}", compressed: true, international: true),
    ]
    let png = try PNGWriter.encode(sampleImage(opaque: true), textChunks: chunks)
    #expect(try PNGReader.decode(png, text: .all).text == chunks)
    #expect(try PNGReader.readText(png, selection: .all) == chunks)
    #expect(
      HandMadePNG.chunkTypes(png) == [
        "IHDR", "tEXt", "zTXt", "tEXt", "iTXt", "iTXt", "IDAT", "IEND",
      ])
  }

  @Test func sameInputGivesSameBytesAndNoTimeChunk() throws {
    let image = try sampleImage(opaque: false)
    let text = [PNGTextChunk(keyword: "Software", text: "chatshot")]
    let first = try PNGWriter.encode(image, textChunks: text)
    let second = try PNGWriter.encode(image, textChunks: text)
    #expect(first == second)
    let types = HandMadePNG.chunkTypes(first)
    #expect(!types.contains("tIME"))
    #expect(Set(types).isSubset(of: ["IHDR", "tEXt", "IDAT", "IEND"]))
  }

  @Test func compressionLevelChangesSize() throws {
    let image = try sampleImage(opaque: true)
    let stored = try PNGWriter.encode(image, compression: 0)
    let best = try PNGWriter.encode(image, compression: 9)
    #expect(stored.count > best.count)
    #expect(stored.count > image.width * image.height * 4)
    #expect(try PNGReader.decode(stored).image == PNGReader.decode(best).image)
  }

  @Test(arguments: PNGFilter.allCases)
  func everyFilterRoundTrips(_ filter: PNGFilter) throws {
    let image = try sampleImage(opaque: false)
    #expect(try PNGReader.decode(PNGWriter.encode(image, filter: filter)).image == image)
  }

  @Test func stripsGiveTheSameBytesAsOneImage() throws {
    let image = try sampleImage(opaque: false)
    let whole = try PNGWriter.encode(image)
    let sink = MemorySink()
    let writer = try PNGWriter(width: 37, height: 23, hasAlpha: true, sink: sink)
    for (start, end) in [(0, 10), (10, 11), (11, 23)] {
      let strip = Array(image.pixels[start * 37 * 4..<end * 37 * 4])
      try writer.writeRGBA(RGBAImage(width: 37, height: end - start, pixels: strip))
    }
    try writer.finish()
    #expect(sink.bytes == whole)
  }

  @Test(arguments: [
    ("", "a keyword must be 1 to 79 characters"),
    (String(repeating: "k", count: 80), "a keyword must be 1 to 79 characters"),
    (" Title", "a keyword may hold only printable Latin-1 characters and single inner spaces"),
    ("Two  spaces", "a keyword may hold only printable Latin-1 characters and single inner spaces"),
    ("Tab\there", "a keyword may hold only printable Latin-1 characters and single inner spaces"),
  ])
  func rejectsBadKeywords(keyword: String, reason: String) throws {
    let chunk = PNGTextChunk(keyword: keyword, text: "x")
    #expect(throws: PNGError.invalidTextChunk(keyword: keyword, reason: reason)) {
      try PNGWriter.encode(sampleImage(opaque: true), textChunks: [chunk])
    }
  }

  @Test(arguments: ["emoji 🙂", "Ω", "nul\u{0}"])
  func rejectsTextThatIsNotLatin1(_ text: String) throws {
    let error = #expect(throws: PNGError.self) {
      try PNGWriter.encode(
        sampleImage(opaque: true), textChunks: [PNGTextChunk(keyword: "T", text: text)])
    }
    #expect(error?.kind == .invalidData)
  }

  @Test func refusesTooFewAndTooManyRows() throws {
    let early = try PNGWriter(width: 4, height: 2, hasAlpha: true, sink: MemorySink())
    try early.writeRGBA(RGBAImage(width: 4, height: 1))
    #expect(throws: PNGError.invalidArgument("finished after 1 of 2 rows")) { try early.finish() }

    let extra = try PNGWriter(width: 4, height: 2, hasAlpha: true, sink: MemorySink())
    #expect(throws: PNGError.self) { try extra.writeRGBA(RGBAImage(width: 4, height: 3)) }
  }

  @Test(arguments: [(0, 1, 6), (1, 0, 6), (1, 1, 10), (1, 1, -1)])
  func refusesBadSettings(width: Int, height: Int, level: Int) {
    let error = #expect(throws: PNGError.self) {
      try PNGWriter(
        width: width, height: height, hasAlpha: false, compression: level, sink: MemorySink())
    }
    #expect(error?.kind == .internalFailure)
  }

  /// The sink's own error comes back unchanged, whether it fails inside libpng (the first or
  /// a later 64 KiB piece, while rows are written) or on the last bytes in `finish()`.
  @Test(arguments: [0, 100_000, -1])
  func sinkFailureIsRethrown(limit: Int) throws {
    let image = try RGBAImage(width: 200, height: 200, fill: SIMD4(1, 2, 3, 4))
    let full = try PNGWriter.encode(image, compression: 0).count
    #expect(full > 150_000)
    let sink = FailingSink(limit: limit < 0 ? full - 1 : limit)
    #expect(throws: FailingSink.Refused()) {
      let writer = try PNGWriter(
        width: 200, height: 200, hasAlpha: true, compression: 0, sink: sink)
      try writer.writeRGBA(image)
      try writer.finish()
    }
    #expect(sink.accepted <= sink.limit)
  }
}
