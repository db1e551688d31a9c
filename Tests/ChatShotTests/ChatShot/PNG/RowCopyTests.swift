import CDeflate
import CLibPNG
import Testing

/// Inflates a raw deflate stream (no zlib header); nil unless it ends exactly at its last
/// byte with a final block.
func inflateRaw(_ stream: [UInt8], expecting count: Int) -> [UInt8]? {
  var z = z_stream()
  guard inflateInit2_(&z, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
    return nil
  }
  defer { inflateEnd(&z) }
  var out = [UInt8](repeating: 0, count: count + 1)
  var input = stream
  let status = input.withUnsafeMutableBufferPointer { inp in
    out.withUnsafeMutableBufferPointer { o in
      z.next_in = inp.baseAddress
      z.avail_in = uInt(inp.count)
      z.next_out = o.baseAddress
      z.avail_out = uInt(o.count)
      return inflate(&z, Z_FINISH)
    }
  }
  guard status == Z_STREAM_END, z.avail_in == 0 else { return nil }
  return Array(out[0..<Int(z.total_out)])
}

/// A non-final stored block holding `bytes` (at most 65535).
func storedBlock(_ bytes: [UInt8]) -> [UInt8] {
  let n = bytes.count
  return [0, UInt8(n & 0xff), UInt8(n >> 8), UInt8(~n & 0xff), UInt8((~n >> 8) & 0xff)] + bytes
}

/// The hand-made copy blocks that stand for runs of repeated rows decode, in zlib's own
/// inflate, to exactly the bytes they repeat: every length-code boundary, the shortest and
/// longest distance, ending the stream or not.
@Suite struct RowCopyTests {
  static let lengths = [
    3, 4, 10, 11, 257, 258, 259, 260, 261, 262, 515, 516, 517, 518, 519, 1921, 100_000,
  ]
  static let distances: [UInt32] = [1, 2, 3, 4, 5, 1921, 2881, 24577, 32768]

  func copied(_ length: Int, from distance: UInt32, final: Bool) -> (stream: [UInt8], bound: Int) {
    var out = [UInt8](repeating: 0xEE, count: cpng_copy_bound(length) + 16)
    let written = out.withUnsafeMutableBufferPointer {
      cpng_copy_blocks($0.baseAddress, length, distance, final ? 1 : 0)
    }
    #expect(out[written...].allSatisfy { $0 == 0xEE }, "nothing written past the count")
    return (Array(out[0..<written]), cpng_copy_bound(length))
  }

  @Test(arguments: lengths, distances)
  func copiesDecodeToTheRepeatedBytes(length: Int, distance: UInt32) {
    let prefix = (0..<Int(distance)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) }
    let (copy, bound) = copied(length, from: distance, final: true)
    #expect(copy.count <= bound)
    let expected = prefix + (0..<length).map { prefix[$0 % Int(distance)] }
    #expect(inflateRaw(storedBlock(prefix) + copy, expecting: expected.count) == expected)
  }

  /// Not final: the blocks end on a byte boundary, so that more deflate data (here another
  /// copy that ends the stream) can follow directly.
  @Test(arguments: [3, 258, 1000])
  func unfinishedCopiesEndOnAByteBoundary(length: Int) {
    let prefix: [UInt8] = [7, 8, 9]
    let first = copied(length, from: 3, final: false).stream
    #expect(first.suffix(4) == [0, 0, 0xff, 0xff], "an empty stored block, as a sync flush")
    let last = copied(5, from: 1, final: true).stream
    let expected =
      prefix + (0..<length).map { prefix[$0 % 3] }
      + Array(repeating: prefix[(length - 1) % 3], count: 5)
    #expect(inflateRaw(storedBlock(prefix) + first + last, expecting: expected.count) == expected)
  }

  /// About 26 bits per 258 bytes copied: a run of rows costs next to nothing.
  @Test func copiesAreSmall() {
    #expect(copied(100_000, from: 1921, final: true).stream.count < 1_400)
  }
}
