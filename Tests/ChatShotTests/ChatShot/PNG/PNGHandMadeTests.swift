import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A tiny PNG encoder independent of libpng, for inputs chatshot's writer never makes: any
/// colour type and bit depth, Adam7 interlace, stored (uncompressed) deflate, filter 0.
enum HandMadePNG {
  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// A PNG of `samples` (row-major, `channels(colorType)` per pixel, each < 2^bitDepth).
  static func make(
    width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool = false,
    samples: [Int], before: [[UInt8]] = [], after: [[UInt8]] = []
  ) -> [UInt8] {
    var ihdr = be32(width) + be32(height)
    ihdr += [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
    let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
    var raw: [UInt8] = []
    let passes: [(x: Int, y: Int, dx: Int, dy: Int)] =
      interlaced
      ? [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
        (0, 1, 1, 2),
      ]
      : [(0, 0, 1, 1)]
    for pass in passes {
      let xs = Array(stride(from: pass.x, to: width, by: pass.dx))
      for y in stride(from: pass.y, to: height, by: pass.dy) where !xs.isEmpty {
        let values = xs.flatMap { x in
          (0..<channels).map { samples[(y * width + x) * channels + $0] }
        }
        raw += [0] + pack(values, bitDepth: bitDepth)
      }
    }
    var png = signature + chunk("IHDR", ihdr)
    for c in before { png += c }
    png += chunk("IDAT", zlibStored(raw))
    for c in after { png += c }
    return png + chunk("IEND", [])
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(crc32(body)))
  }

  /// The chunk types of a PNG, in order.
  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= png.count {
      let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
      offset += 12 + length
    }
    return types
  }

  static func be32(_ v: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) }
  }

  private static func pack(_ values: [Int], bitDepth: Int) -> [UInt8] {
    if bitDepth == 16 { return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 255)] } }
    if bitDepth == 8 { return values.map { UInt8($0) } }
    var bytes: [UInt8] = []
    for (i, v) in values.enumerated() {
      let bit = (i * bitDepth) % 8
      if bit == 0 { bytes.append(0) }
      bytes[bytes.count - 1] |= UInt8(v << (8 - bitDepth - bit))
    }
    return bytes
  }

  private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var blocks = stride(from: 0, to: data.count, by: 65535).map {
      data[$0..<min($0 + 65535, data.count)]
    }
    if blocks.isEmpty { blocks = [[]] }
    for (i, block) in blocks.enumerated() {
      let n = block.count
      out += [i == blocks.count - 1 ? 1 : 0, UInt8(n & 255), UInt8(n >> 8)]
      out += [UInt8(~n & 255), UInt8((~n >> 8) & 255)] + block
    }
    var a = 1
    var b = 0
    for byte in data {
      a = (a + Int(byte)) % 65521
      b = (b + a) % 65521
    }
    return out + be32(b << 16 | a)
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
    return ~crc
  }
}

/// One input format and the RGBA8 pixels it must decode to.
struct DecodeCase: CustomTestStringConvertible, Sendable {
  let name: String
  let width: Int
  let height: Int
  let bitDepth: Int
  let colorType: Int
  let samples: [Int]
  var before: [[UInt8]] = []
  let expected: [UInt8]
  var testDescription: String { name }

  func png(interlaced: Bool) -> [UInt8] {
    HandMadePNG.make(
      width: width, height: height, bitDepth: bitDepth, colorType: colorType,
      interlaced: interlaced, samples: samples, before: before)
  }
}

private let palette = HandMadePNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 8, 7])
private let paletteAlpha = HandMadePNG.chunk("tRNS", [0, 128])
private func scale16(_ v: Int) -> UInt8 { UInt8((Double(v) * 255 / 65535).rounded()) }

private let decodeCases: [DecodeCase] = [
  DecodeCase(
    name: "grey 1-bit", width: 3, height: 2, bitDepth: 1, colorType: 0,
    samples: [0, 1, 1, 1, 0, 1],
    expected: [0, 0, 0, 255] + [UInt8](repeating: 255, count: 12) + [0, 0, 0, 255] + [
      255, 255, 255, 255,
    ]),
  DecodeCase(
    name: "grey 2-bit", width: 4, height: 1, bitDepth: 2, colorType: 0, samples: [0, 1, 2, 3],
    expected: [0, 85, 170, 255].flatMap { [$0, $0, $0, 255] }),
  DecodeCase(
    name: "grey 4-bit", width: 3, height: 1, bitDepth: 4, colorType: 0, samples: [0, 7, 15],
    expected: [0, 119, 255].flatMap { [$0, $0, $0, 255] }),
  DecodeCase(
    name: "grey 8-bit with tRNS", width: 2, height: 1, bitDepth: 8, colorType: 0,
    samples: [10, 200],
    before: [HandMadePNG.chunk("tRNS", [0, 10])], expected: [10, 10, 10, 0, 200, 200, 200, 255]),
  DecodeCase(
    name: "grey 16-bit", width: 4, height: 1, bitDepth: 16, colorType: 0,
    samples: [0, 65535, 128 * 257, 0x1234],
    expected: [0, 255, 128, scale16(0x1234)].flatMap { [$0, $0, $0, 255] }),
  DecodeCase(
    name: "grey+alpha 8-bit", width: 2, height: 1, bitDepth: 8, colorType: 4,
    samples: [50, 128, 255, 0],
    expected: [50, 50, 50, 128, 255, 255, 255, 0]),
  DecodeCase(
    name: "grey+alpha 16-bit", width: 1, height: 1, bitDepth: 16, colorType: 4,
    samples: [0x1234, 0x8000],
    expected: [scale16(0x1234), scale16(0x1234), scale16(0x1234), scale16(0x8000)]),
  DecodeCase(
    name: "RGB 8-bit with tRNS", width: 2, height: 1, bitDepth: 8, colorType: 2,
    samples: [1, 2, 3, 4, 5, 6], before: [HandMadePNG.chunk("tRNS", [0, 4, 0, 5, 0, 6])],
    expected: [1, 2, 3, 255, 4, 5, 6, 0]),
  DecodeCase(
    name: "RGB 16-bit", width: 1, height: 1, bitDepth: 16, colorType: 2,
    samples: [65535, 0x1234, 257 * 7], expected: [255, scale16(0x1234), 7, 255]),
  DecodeCase(
    name: "RGBA 16-bit", width: 1, height: 1, bitDepth: 16, colorType: 6,
    samples: [257 * 1, 257 * 2, 257 * 3, 257 * 4], expected: [1, 2, 3, 4]),
  DecodeCase(
    name: "palette 8-bit with tRNS", width: 4, height: 1, bitDepth: 8, colorType: 3,
    samples: [0, 1, 2, 3], before: [palette, paletteAlpha],
    expected: [255, 0, 0, 0, 0, 255, 0, 128, 0, 0, 255, 255, 9, 8, 7, 255]),
  DecodeCase(
    name: "palette 2-bit", width: 5, height: 1, bitDepth: 2, colorType: 3,
    samples: [3, 2, 1, 0, 3], before: [palette],
    expected: [9, 8, 7, 255, 0, 0, 255, 255, 0, 255, 0, 255, 255, 0, 0, 255, 9, 8, 7, 255]),
]

@Suite struct PNGHandMadeTests {
  @Test(arguments: decodeCases)
  func decodesEveryFormatToRGBA8(_ c: DecodeCase) throws {
    let decoded = try PNGReader.decode(c.png(interlaced: false))
    #expect(decoded.image.width == c.width && decoded.image.height == c.height)
    #expect(decoded.image.pixels == c.expected)
    #expect(
      decoded.header.bitDepth == c.bitDepth && decoded.header.colorType.rawValue == c.colorType)
  }

  @Test(arguments: decodeCases)
  func interlacedDecodesLikeProgressive(_ c: DecodeCase) throws {
    let png = c.png(interlaced: true)
    #expect(try PNGReader.probe(png).interlaced)
    #expect(try PNGReader.decode(png).image.pixels == c.expected)
  }

  /// 13×11 covers every Adam7 pass with partial blocks; each pixel is distinct.
  @Test(arguments: [false, true])
  func decodesLargerRGBAExactly(interlaced: Bool) throws {
    let samples = (0..<13 * 11 * 4).map { ($0 * 7 + $0 / 4) & 255 }
    let png = HandMadePNG.make(
      width: 13, height: 11, bitDepth: 8, colorType: 6, interlaced: interlaced, samples: samples)
    #expect(try PNGReader.decode(png).image.pixels == samples.map { UInt8($0) })
  }

  @Test func readsTextBeforeAndAfterTheImageData() throws {
    let itxt = Array("Title".utf8) + [0, 0, 0, 0, 0] + Array("日本語 ✓".utf8)
    let png = HandMadePNG.make(
      width: 1, height: 1, bitDepth: 8, colorType: 0, samples: [0],
      before: [HandMadePNG.chunk("tEXt", Array("Author".utf8) + [0, 0x63, 0x61, 0x66, 0xE9])],
      after: [HandMadePNG.chunk("iTXt", itxt)])
    #expect(
      try PNGReader.decode(png, text: .all).text == [
        PNGTextChunk(keyword: "Author", text: "café"),
        PNGTextChunk(keyword: "Title", text: "日本語 ✓", international: true),
      ])
  }

  /// libpng 1.6 does not fail on an index past the end of PLTE: it reads opaque black.
  @Test func paletteIndexBeyondThePaletteReadsAsBlack() throws {
    let png = HandMadePNG.make(
      width: 1, height: 1, bitDepth: 8, colorType: 3, samples: [200], before: [palette])
    #expect(try PNGReader.decode(png).image.pixels == [0, 0, 0, 255])
  }
}

/// nil when both images are equal; otherwise a short account of the first difference, so a
/// failing expectation does not print a million bytes.
func pixelDifference(_ a: RGBAImage, _ b: RGBAImage) -> String? {
  guard a.width == b.width, a.height == b.height else {
    return "sizes differ: \(a.width)×\(a.height) vs \(b.width)×\(b.height)"
  }
  let differing = a.pixels.indices.filter { a.pixels[$0] != b.pixels[$0] }
  guard let first = differing.first else { return nil }
  let (x, y) = (first / 4 % a.width, first / 4 / a.width)
  return "\(differing.count) bytes differ; first at (\(x), \(y)): "
    + "\(a.pixel(x: x, y: y)) vs \(b.pixel(x: x, y: y))"
}
