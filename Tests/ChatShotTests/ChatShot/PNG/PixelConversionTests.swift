import CPixels
import Testing

/// cairo's ARGB32 to the RGB8 PNG rows: every count (so every tail after the four-pixel
/// vector steps) and every byte position gives R, G, B of each pixel in order, and not a byte
/// is written past the end.
@Suite struct PixelConversionTests {
  /// A pseudo-random pixel (xorshift), the same on every run.
  private static func pixels(_ count: Int, seed: UInt32) -> [UInt32] {
    var state = seed | 1
    return (0..<count).map { _ in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return state
    }
  }

  @Test(arguments: Array(0...41) + [640, 1283, 4096])
  func rgbIsTheRedGreenBlueOfEachPixel(count: Int) {
    let source = Self.pixels(count, seed: UInt32(count) &* 2_654_435_761)
    let guardBytes = 32
    var out = [UInt8](repeating: 0xA5, count: 3 * count + guardBytes)
    source.withUnsafeBytes { src in
      out.withUnsafeMutableBufferPointer { dst in
        cpng_argb32_to_rgb8(src.baseAddress, dst.baseAddress, count)
      }
    }
    let expected = source.flatMap { p in
      [
        UInt8(truncatingIfNeeded: p >> 16), UInt8(truncatingIfNeeded: p >> 8),
        UInt8(truncatingIfNeeded: p),
      ]
    }
    #expect(Array(out[..<(3 * count)]) == expected)
    #expect(out[(3 * count)...].allSatisfy { $0 == 0xA5 }, "nothing written past the end")
  }
}
