import CLibPNG
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Rows like a chat picture's: in each `period` rows, the last `run` repeat the row above
/// them; the others all differ.
private func banded(width: Int, height: Int, period: Int, run: Int) throws -> RGBAImage {
  var image = try RGBAImage(width: width, height: height)
  for y in 0..<height {
    let k = y % period
    let source = k < period - run ? y : y - (k - (period - run - 1))
    for x in 0..<width {
      image.setPixel(
        x: x, y: y,
        SIMD4(UInt8(x * 7 % 256), UInt8(source * 13 % 256), UInt8((x ^ source) % 256), 255))
    }
  }
  return image
}

/// The IDAT chunks' data, one entry per chunk, and the zlib stream they make up.
private func idats(_ png: [UInt8]) -> [[UInt8]] {
  var result: [[UInt8]] = []
  var i = 8
  func be32(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
  while i + 12 <= png.count {
    let length = be32(i)
    if String(decoding: png[i + 4..<i + 8], as: UTF8.self) == "IDAT" {
      result.append(Array(png[i + 8..<i + 8 + length]))
    }
    i += 12 + length
  }
  return result
}

/// Runs of rows that repeat the row above end a chunk and are written as deflate copies: the
/// stream stays valid (zlib checks it and its Adler-32) and decodes to the same pixels.
@Suite struct ParallelPNGWriterRunTests {
  /// Two runs of `run` rows in 100 rows that fit one chunk: a run of 12 or more ends its
  /// chunk (so the first makes a second chunk; the last ends the stream as copies); a
  /// shorter one stays with zlib.
  @Test(arguments: [(11, 1), (12, 2), (40, 2)])
  func longRunsEndAChunk(run: Int, chunks: Int) throws {
    let image = try banded(width: 53, height: 100, period: 50, run: run)
    let png = try ParallelPNGWriter.encode(image, hasAlpha: false, threads: 2)
    let parts = idats(png)
    #expect(parts.count == chunks)
    var raw = [UInt8](repeating: 0, count: 100 * (1 + 53 * 3))
    var length = uLongf(raw.count)
    let stream = parts.flatMap { $0 }
    let status = raw.withUnsafeMutableBufferPointer { out in
      stream.withUnsafeBufferPointer {
        uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count))
      }
    }
    #expect(status == Z_OK && length == uLongf(raw.count))
    #expect(try PNGReader.decode(png).image == image)
  }

  /// Runs that cross chunk boundaries and the image's end, with and without alpha, at every
  /// thread count and however the rows are handed in: the same bytes, the right pixels.
  @Test(arguments: [true, false])
  func runsAcrossChunksGiveTheSameBytesAnyway(hasAlpha: Bool) throws {
    let image = try banded(width: 37, height: 150, period: 45, run: 30)
    let reference = try ParallelPNGWriter.encode(
      image, hasAlpha: hasAlpha, threads: 1, chunkRows: 7)
    #expect(try PNGReader.decode(reference).image == image)
    for threads in [2, 3, 8] {
      #expect(
        try ParallelPNGWriter.encode(image, hasAlpha: hasAlpha, threads: threads, chunkRows: 7)
          == reference)
      let sink = MemorySink()
      let writer = try ParallelPNGWriter(
        width: 37, height: 150, hasAlpha: hasAlpha, threads: threads, chunkRows: 7, sink: sink)
      for (start, end) in zip([0, 20, 33, 34, 100, 150], [20, 33, 34, 100, 150]) {
        let strip = Array(image.pixels[start * 37 * 4..<end * 37 * 4])
        try writer.writeRGBA(RGBAImage(width: 37, height: end - start, pixels: strip))
      }
      try writer.finish()
      #expect(sink.bytes == reference, "\(threads) threads")
    }
  }

  /// Level 0 stores, and rows longer than deflate can copy from (32 KiB) are deflated: no
  /// copies in either, so the chunks are cut by row count alone.
  @Test(arguments: [(0, 53), (2, 11_000)])
  func noCopiesWhereTheyCannotBe(level: Int, width: Int) throws {
    let image = try banded(width: width, height: 40, period: 40, run: 30)
    let png = try ParallelPNGWriter.encode(
      image, hasAlpha: false, compression: level, threads: 2, chunkRows: 20)
    #expect(idats(png).count == 2)
    #expect(try PNGReader.decode(png).image == image)
  }
}
