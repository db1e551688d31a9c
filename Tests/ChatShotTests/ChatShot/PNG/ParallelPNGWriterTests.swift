import CLibPNG
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A `width`×`height` image with flat runs (which deflate refers back to across chunk
/// boundaries), gradients and varied alpha.
private func patterned(width: Int, height: Int, opaque: Bool) throws -> RGBAImage {
  var image = try RGBAImage(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let flat = (y / 7) % 3 == 0
      let alpha: UInt8 = opaque ? 255 : UInt8((x * 31 + y * 17) % 256)
      let value: SIMD4<UInt8> =
        flat
        ? SIMD4(236, 236, 236, opaque ? 255 : 200)
        : SIMD4(UInt8(x * 5 % 256), UInt8(y * 3 % 256), UInt8((x ^ y) % 256), alpha)
      image.setPixel(x: x, y: y, value)
    }
  }
  return image
}

/// Every chunk of `png` as (type, data), checking each CRC on the way.
private func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])]? {
  var result: [(String, [UInt8])] = []
  var i = 8
  func be32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  while i + 12 <= png.count {
    let length = be32(i)
    guard i + 12 + length <= png.count else { return nil }
    let body = Array(png[i + 4..<i + 8 + length])
    let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    guard crc == UInt(be32(i + 8 + length)) else { return nil }
    result.append((String(decoding: body[0..<4], as: UTF8.self), Array(body[4...])))
    i += 12 + length
  }
  return i == png.count ? result : nil
}

@Suite struct ParallelPNGWriterTests {
  struct Setting: Sendable, CustomStringConvertible {
    var threads: Int
    var chunkRows: Int?
    var description: String {
      "\(threads) threads, \(chunkRows.map(String.init) ?? "default") rows"
    }
  }

  static let settings = [
    Setting(threads: 1, chunkRows: nil), Setting(threads: 2, chunkRows: 1),
    Setting(threads: 3, chunkRows: 5), Setting(threads: 8, chunkRows: 16),
    Setting(threads: 2, chunkRows: 1000),
  ]

  /// Decoded, the pixels equal the source and what the single-threaded libpng writer gives.
  @Test(arguments: settings, [true, false])
  func samePixelsAsLibPNGWriter(_ setting: Setting, hasAlpha: Bool) throws {
    let image = try patterned(width: 53, height: 97, opaque: !hasAlpha)
    let png = try ParallelPNGWriter.encode(
      image, hasAlpha: hasAlpha, threads: setting.threads, chunkRows: setting.chunkRows)
    let reference = try PNGReader.decode(PNGWriter.encode(image, hasAlpha: hasAlpha)).image
    let decoded = try PNGReader.decode(png)
    #expect(decoded.header.colorType == (hasAlpha ? .rgba : .rgb))
    #expect(decoded.image == reference)
    #expect(pixelDifference(decoded.image, image) == nil)
  }

  /// The zlib stream is whole: every CRC holds and zlib inflates it, checking the combined
  /// Adler-32, to exactly the filtered rows.
  @Test(arguments: [1, 3, 40, 97])
  func zlibStreamAndChecksumsAreValid(chunkRows: Int) throws {
    let image = try patterned(width: 53, height: 97, opaque: true)
    let png = try ParallelPNGWriter.encode(image, hasAlpha: false, threads: 2, chunkRows: chunkRows)
    let parts = try #require(chunks(png))
    let idat = parts.filter { $0.type == "IDAT" }.flatMap(\.data)
    #expect(parts.filter { $0.type == "IDAT" }.count == (97 + chunkRows - 1) / chunkRows)
    var raw = [UInt8](repeating: 0xAA, count: 97 * (1 + 53 * 3))
    var length = uLongf(raw.count)
    let status = raw.withUnsafeMutableBufferPointer { out in
      idat.withUnsafeBufferPointer {
        uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count))
      }
    }
    #expect(status == Z_OK && length == uLongf(raw.count))
    #expect((0..<97).allSatisfy { raw[$0 * (1 + 53 * 3)] == 0 }, "filter byte None on every row")
  }

  /// The bytes depend on the chunk height only: not on the thread count, how the rows are
  /// handed in, or the run.
  @Test func sameBytesForAnyThreadsAndFeeding() throws {
    let image = try patterned(width: 61, height: 120, opaque: false)
    let reference = try ParallelPNGWriter.encode(image, threads: 1, chunkRows: 9)
    for threads in [1, 2, 3, 4, 8] {
      for _ in 0..<3 {
        #expect(try ParallelPNGWriter.encode(image, threads: threads, chunkRows: 9) == reference)
      }
      for cuts in [[0, 1, 2, 50, 51, 120], [0, 9, 18, 120], [0, 37, 120]] {
        let sink = MemorySink()
        let writer = try ParallelPNGWriter(
          width: 61, height: 120, hasAlpha: true, threads: threads, chunkRows: 9, sink: sink)
        for (start, end) in zip(cuts, cuts.dropFirst()) {
          let strip = Array(image.pixels[start * 61 * 4..<end * 61 * 4])
          try writer.writeRGBA(RGBAImage(width: 61, height: end - start, pixels: strip))
        }
        try writer.finish()
        #expect(sink.bytes == reference, "\(threads) threads, cuts \(cuts)")
      }
    }
  }

  @Test func textChunksComeBeforeTheImageData() throws {
    let text = [
      PNGTextChunk(keyword: "Software", text: "chatshot \(chatshotVersion)"),
      PNGTextChunk(keyword: "Description", text: "café au lait\nline two", compressed: true),
      PNGTextChunk(keyword: "Title", text: ""),
      PNGTextChunk(keyword: "Comment", text: "会话 🙂 ü", international: true),
      PNGTextChunk(
        keyword: "Packed", text: String(repeating: "聊天 ", count: 50), compressed: true,
        international: true),
    ]
    let image = try patterned(width: 20, height: 30, opaque: true)
    let png = try ParallelPNGWriter.encode(image, threads: 2, chunkRows: 10, textChunks: text)
    #expect(try PNGReader.decode(png, text: .all).text == text)
    #expect(
      HandMadePNG.chunkTypes(png)
        == ["IHDR", "tEXt", "zTXt", "tEXt", "iTXt", "iTXt", "IDAT", "IDAT", "IDAT", "IEND"])
    // The uncompressed ones byte for byte as libpng writes them.
    func plain(_ png: [UInt8]) -> [[UInt8]] {
      (chunks(png) ?? []).filter {
        $0.type == "tEXt" || ($0.type == "iTXt" && !$0.data.starts(with: Array("Packed".utf8)))
      }.map(\.data)
    }
    #expect(plain(png) == plain(try PNGWriter.encode(image, hasAlpha: true, textChunks: text)))
    #expect(plain(png).count == 3)
  }

  @Test(arguments: [0, 1, 2, 3, 4, 6, 9])
  func everyLevelRoundTrips(level: Int) throws {
    let image = try patterned(width: 40, height: 50, opaque: false)
    let png = try ParallelPNGWriter.encode(image, compression: level, threads: 2, chunkRows: 7)
    #expect(try PNGReader.decode(png).image == PNGReader.decode(PNGWriter.encode(image)).image)
  }

  @Test func refusesTooFewAndTooManyRows() throws {
    let early = try ParallelPNGWriter(
      width: 4, height: 2, hasAlpha: true, threads: 2, sink: MemorySink())
    try early.writeRGBA(RGBAImage(width: 4, height: 1))
    #expect(throws: PNGError.invalidArgument("finished after 1 of 2 rows")) { try early.finish() }
    let extra = try ParallelPNGWriter(
      width: 4, height: 2, hasAlpha: true, threads: 2, sink: MemorySink())
    #expect(throws: PNGError.self) { try extra.writeRGBA(RGBAImage(width: 4, height: 3)) }
  }

  @Test(arguments: [(0, 1, 6, 2), (1, 0, 6, 2), (1, 1, 10, 2), (1, 1, 6, 0), (1, 1, 6, 65)])
  func refusesBadSettings(width: Int, height: Int, level: Int, threads: Int) {
    #expect(throws: PNGError.self) {
      try ParallelPNGWriter(
        width: width, height: height, hasAlpha: false, compression: level, threads: threads,
        sink: MemorySink())
    }
  }

  /// The sink's own error comes back unchanged, from the header, from a chunk written while
  /// rows are still coming, or from the end; the threads stop cleanly.
  @Test(arguments: [0, 100_000, -1])
  func sinkFailureIsRethrown(limit: Int) throws {
    let image = try RGBAImage(width: 200, height: 200, fill: SIMD4(1, 2, 3, 4))
    let full = try ParallelPNGWriter.encode(image, compression: 0, chunkRows: 20).count
    #expect(full > 150_000)
    let sink = RefusingSink(limit: limit < 0 ? full - 1 : limit)
    #expect(throws: RefusingSink.Refused()) {
      let writer = try ParallelPNGWriter(
        width: 200, height: 200, hasAlpha: true, compression: 0, threads: 3, chunkRows: 20,
        sink: sink)
      try writer.writeRGBA(image)
      try writer.finish()
    }
    #expect(sink.accepted <= sink.limit)
  }
}

/// A sink that accepts `limit` bytes, then fails.
private final class RefusingSink: ByteSink {
  struct Refused: Error, Equatable {}
  var accepted = 0
  let limit: Int
  init(limit: Int) { self.limit = limit }
  func write(_ bytes: UnsafeRawBufferPointer) throws {
    if accepted + bytes.count > limit { throw Refused() }
    accepted += bytes.count
  }
}
