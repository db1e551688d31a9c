import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Packs an opaque (or given-alpha) colour as `PixelPlane` reads it.
private func pixel(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32 = 255) -> UInt32 {
  r | g << 8 | b << 16 | a << 24
}

/// An image whose pixel at (x, y) is `colour(x, y)` as (r, g, b).
private func image(
  width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)
) throws -> RGBAImage {
  var bytes: [UInt8] = []
  for y in 0..<height {
    for x in 0..<width {
      let (r, g, b) = colour(x, y)
      bytes += [r, g, b, 255]
    }
  }
  return try RGBAImage(width: width, height: height, pixels: bytes)
}

/// Black columns 0–2, a grey anti-aliased column 3, white from column 4.
private func softEdge(grey: UInt8) throws -> RGBAImage {
  try image(width: 8, height: 5) { x, _ in
    x < 3 ? (0, 0, 0) : x == 3 ? (grey, grey, grey) : (255, 255, 255)
  }
}

@Suite struct DiffUnitTests {
  @Test func yiqDeltaOfKnownColours() {
    let white = pixel(255, 255, 255)
    let black = pixel(0, 0, 0)
    #expect(YIQ.colorDelta(white, white, offset: 0, checkerboard: true) == 0)
    // Black against white is 0.5053 × 255² (I and Q cancel for greys); negative when the
    // second pixel is darker.
    #expect(abs(YIQ.colorDelta(black, white, offset: 0, checkerboard: true) - 32857.13) < 0.01)
    #expect(abs(YIQ.colorDelta(white, black, offset: 0, checkerboard: true) + 32857.13) < 0.01)
    // Pure red against black: Y, I and Q all contribute.
    let red = YIQ.colorDelta(black, pixel(255, 0, 0), offset: 0, checkerboard: true)
    #expect(abs(red - 10410.2469) < 0.0001)
    #expect(YIQ.brightnessDelta(white, black, offset: 0, checkerboard: true) > 254.99)
  }

  @Test func transparentPixelsBlendOverTheBackground() {
    // Two fully transparent pixels of different colours look the same.
    #expect(
      YIQ.colorDelta(pixel(255, 0, 0, 0), pixel(0, 0, 255, 0), offset: 8, checkerboard: true) == 0)
    // Transparent against opaque white: over white nothing shows, over the checkerboard it does.
    let clear = pixel(0, 0, 0, 0)
    let white = pixel(255, 255, 255)
    #expect(YIQ.colorDelta(clear, white, offset: 0, checkerboard: false) == 0)
    #expect(YIQ.colorDelta(clear, white, offset: 0, checkerboard: true) > 0)
    #expect(YIQ.background(offset: 0, checkerboard: true) == (48, 48, 48))
    // Green and blue flip with ⌊k / φ⌋ and ⌊k / φ²⌋: 4 / 1.618 → 2 (even), 4 / 2.618 → 1 (odd).
    #expect(YIQ.background(offset: 4, checkerboard: true) == (48, 48, 207))
    #expect(YIQ.background(offset: 4, checkerboard: false) == (255, 255, 255))
  }

  @Test func greyFadesTowardsWhiteAndTruncatesLikeAUint8Array() {
    #expect(YIQ.grey(pixel(255, 255, 255), alpha: 0.1) == 255)
    #expect(YIQ.grey(pixel(0, 0, 0), alpha: 0.1) == 229)  // 229.5 truncated
    #expect(YIQ.grey(pixel(0, 0, 0, 0), alpha: 0.1) == 255)
    #expect(YIQ.grey(pixel(0, 0, 0), alpha: 1) == 0)
    #expect(YIQ.jsUInt8(-1) == 255)
    #expect(YIQ.jsUInt8(256.7) == 0)
    #expect(YIQ.jsUInt8(.nan) == 0)
  }

  @Test func softEdgeIsAntiAliasingAndNotCounted() throws {
    let sharp = try softEdge(grey: 255)
    let soft = try softEdge(grey: 128)
    var options = DiffOptions()
    let (result, diff) = try ImageDiff.compare(sharp, soft, options: options, diffImage: true)
    #expect(result.differentPixels == 0)
    // The whole grey column is drawn in the anti-aliasing colour.
    for y in 0..<5 { #expect(try #require(diff).pixel(x: 3, y: y) == SIMD4(255, 255, 0, 255)) }

    options.includeAA = true
    let counted = try ImageDiff.compare(sharp, soft, options: options, diffImage: true)
    #expect(counted.result.differentPixels == 5)
    // Darker in the actual image: the alternative colour when one is given.
    options.diffColorAlt = [0, 0, 255]
    let alt = try ImageDiff.compare(sharp, soft, options: options, diffImage: true)
    #expect(try #require(alt.diff).pixel(x: 3, y: 0) == SIMD4(0, 0, 255, 255))
  }

  @Test func isolatedDotIsADifference() throws {
    let plain = try image(width: 6, height: 6) { _, _ in (255, 255, 255) }
    let dotted = try image(width: 6, height: 6) { x, y in
      x == 2 && y == 3 ? (255, 0, 0) : (255, 255, 255)
    }
    let (result, diff) = try ImageDiff.compare(plain, dotted, diffImage: true)
    #expect(result == DiffResult(width: 6, height: 6, differentPixels: 1))
    #expect(result.ratio == 1.0 / 36)
    let image = try #require(diff)
    #expect(image.pixel(x: 2, y: 3) == SIMD4(255, 0, 0, 255))
    #expect(image.pixel(x: 0, y: 0) == SIMD4(255, 255, 255, 255))

    var mask = DiffOptions()
    mask.diffMask = true
    let masked = try #require(
      try ImageDiff.compare(plain, dotted, options: mask, diffImage: true).diff)
    #expect(masked.pixel(x: 2, y: 3) == SIMD4(255, 0, 0, 255))
    #expect(masked.pixel(x: 0, y: 0) == .zero)
  }

  @Test func identicalImagesTakeTheFastPath() throws {
    let a = try softEdge(grey: 128)
    let (result, diff) = try ImageDiff.compare(a, a, diffImage: true)
    #expect(result.differentPixels == 0 && result.totalPixels == 40)
    #expect(try #require(diff).pixel(x: 0, y: 0) == SIMD4(229, 229, 229, 255))
  }

  @Test func differentSizesAreReportedNotCompared() throws {
    let a = try RGBAImage(width: 2, height: 2)
    let b = try RGBAImage(width: 2, height: 3)
    #expect(throws: DiffError.sizeMismatch(expected: (2, 2), actual: (2, 3))) {
      try ImageDiff.compare(a, b)
    }
    #expect(
      DiffError.sizeMismatch(expected: (2, 2), actual: (2, 3)).description
        == "images differ in size: expected 2×2, actual 2×3")
  }

  @Test func colourWithoutThreeComponentsIsRejected() throws {
    let a = try RGBAImage(width: 1, height: 1)
    var options = DiffOptions()
    options.aaColor = [1, 2]
    #expect(throws: DiffError.self) { try ImageDiff.compare(a, a, options: options) }
  }

  /// Large images run in two bands; the result must not depend on it.
  @Test func bandsGiveTheSameResultAsOnePass() throws {
    let side = 1024
    let a = try image(width: side, height: side) { x, y in (UInt8(x & 255), UInt8(y & 255), 90) }
    let b = try image(width: side, height: side) { x, y in
      (x * 7 + y * 13) % 97 == 0 ? (255, 0, 0) : (UInt8(x & 255), UInt8(y & 255), 90)
    }
    #expect(side * side >= ImageDiff.parallelThreshold)
    let (banded, bandedImage) = try ImageDiff.compare(a, b, diffImage: true)

    var output = [UInt8](repeating: 0, count: side * side * 4)
    let single = a.pixels.withUnsafeBytes { pa in
      b.pixels.withUnsafeBytes { pb in
        output.withUnsafeMutableBytes { out in
          PixelMatcher(
            expected: PixelPlane(base: pa.baseAddress!, width: side, height: side),
            actual: PixelPlane(base: pb.baseAddress!, width: side, height: side),
            options: DiffOptions()
          ).compare(rows: 0..<side, output: out.baseAddress)
        }
      }
    }
    #expect(banded.differentPixels == single)
    #expect(single > 10_000)
    #expect(bandedImage?.pixels == output)
  }
}
