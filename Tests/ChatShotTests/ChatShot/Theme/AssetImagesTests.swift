import Foundation
import Testing

/// The committed images in `Assets/Images/` against their manifest `images.json`: every
/// image the seeds need is there at @1x, @2x and @3x, each PNG has the pixel size its points
/// promise, and the nine-slice caps leave exactly one stretchable point in the middle.
@Suite struct AssetImagesTests {
  /// The images the seed tutorials call for (see Assets/README.md).
  static let required = [
    "orange-left", "orange-right", "aqua-left", "aqua-right", "wechat-send", "wechat-receive",
    "avatar-me", "avatar-other", "bar-background", "textfield-background",
    "button-voice", "button-emoji", "button-plus", "orange-right-tailless", "aqua-left-tailless",
    "blue-right", "blue-right-tailless", "grey-left", "grey-left-tailless", "green-right",
    "green-right-tailless", "white-left", "white-left-tailless", "green-wallpaper",
    "wechat-receive-dark",
    "graphite-left", "graphite-left-tailless", "teal-right", "teal-right-tailless", "slate-left",
    "slate-left-tailless", "green-wallpaper-dark", "weixin-green-right", "weixin-white-left",
    "weixin-green-right-dark", "weixin-white-left-dark", "weixin-avatar-me", "weixin-avatar-other",
  ]
  static let scales = [1, 2, 3]

  @Test func manifestListsExactlyTheImageFiles() throws {
    let manifest = try AssetRepo.manifest()
    #expect(manifest.scales == Self.scales)
    #expect(Set(manifest.images.keys) == Set(Self.required))
    let expected = Set(
      manifest.images.keys.flatMap { name in Self.scales.map { "\(name)@\($0)x.png" } })
    let onDisk = try Set(
      FileManager.default.contentsOfDirectory(atPath: AssetRepo.assets + "/Images")
        .filter { $0.hasSuffix(".png") })
    #expect(onDisk == expected)
  }

  @Test(arguments: required, scales)
  func pngPixelSizeIsPointsTimesScale(name: String, scale: Int) throws {
    let entry = try #require(try AssetRepo.manifest().images[name])
    let png = try AssetRepo.bytes("Images/\(name)@\(scale)x.png")
    let header = try #require(IHDRHeader(png), "not a PNG starting with IHDR")
    #expect(header.width == entry.size.width * scale)
    #expect(header.height == entry.size.height * scale)
  }

  @Test(arguments: required)
  func pngHasNoTimestampOrTextChunks(name: String) throws {
    let png = try AssetRepo.bytes("Images/\(name)@2x.png")
    let chunks = try #require(IHDRHeader.chunkTypes(png))
    #expect(chunks.first == "IHDR" && chunks.last == "IEND")
    #expect(Set(chunks).isSubset(of: ["IHDR", "bKGD", "IDAT", "IEND"]), "\(chunks)")
  }

  @Test(arguments: required)
  func capsLeaveOneStretchablePoint(name: String) throws {
    let entry = try #require(try AssetRepo.manifest().images[name])
    guard let caps = entry.capInsets else { return }
    #expect(min(caps.top, caps.left, caps.bottom, caps.right) >= 0)
    #expect(caps.left + caps.right + 1 == entry.size.width)
    #expect(caps.top + caps.bottom + 1 == entry.size.height)
  }

  /// The seeds' own cap rules: Jabber's `stretchableImageWithLeftCapWidth:24
  /// topCapHeight:15`, seed 002's caps at half the size; icons, avatars and the wallpaper
  /// never stretch. The `green` bubbles stretch 9 pt from the body's side, 12 from the top.
  @Test(arguments: required)
  func capsFollowTheSeeds(name: String) throws {
    let entry = try #require(try AssetRepo.manifest().images[name])
    let size = entry.size
    switch name {
    case _ where name.hasPrefix("orange") || name.hasPrefix("aqua"):
      #expect(entry.capInsets?.left == 24 && entry.capInsets?.top == 15)
    case _
    where name.hasPrefix("avatar") || name.hasPrefix("button") || name.contains("wallpaper")
      || name.hasPrefix("weixin-avatar"):
      #expect(entry.capInsets == nil)
    case _ where name.hasPrefix("weixin"):
      // 6 pt on the body's side (a 4-pt corner), 28 on top (the tail, 14 to 26 pt down).
      let bodySide = name.contains("-right") ? entry.capInsets?.left : entry.capInsets?.right
      #expect(bodySide == 6 && entry.capInsets?.top == 28)
    case _
    where name.hasPrefix("green") || name.hasPrefix("white") || name.hasPrefix("teal")
      || name.hasPrefix("slate"):
      let bodySide = name.contains("-right") ? entry.capInsets?.left : entry.capInsets?.right
      #expect(bodySide == 9 && entry.capInsets?.top == 12)
    default:
      #expect(entry.capInsets?.left == size.width / 2 && entry.capInsets?.top == size.height / 2)
    }
  }
}

/// The first bytes of a PNG file, read directly (no decoder needed).
struct IHDRHeader {
  let width: Int
  let height: Int

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Nil unless `bytes` start with the PNG signature and a 13-byte IHDR chunk.
  init?(_ bytes: [UInt8]) {
    guard bytes.count >= 24, Array(bytes[0..<8]) == Self.signature,
      Self.uint32(bytes, 8) == 13, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
    else { return nil }
    width = Self.uint32(bytes, 16)
    height = Self.uint32(bytes, 20)
  }

  /// The chunk types in file order, or nil if a chunk runs past the end.
  static func chunkTypes(_ bytes: [UInt8]) -> [String]? {
    var types: [String] = []
    var offset = 8
    while offset + 8 <= bytes.count {
      let length = uint32(bytes, offset)
      types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
      offset += 12 + length
    }
    return offset == bytes.count ? types : nil
  }

  /// The big-endian 32-bit value at `offset`.
  static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
  }
}
