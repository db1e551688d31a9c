import Foundation

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Writes a PNG with one huge tEXt chunk (`count` bytes of "a") inserted after the header
/// of an existing PNG, streaming it to disk, with a correct CRC computed without reading
/// the run byte by byte (zlib's `crc32_combine`, by doubling).
enum HugeTextPNG {
  static func write(
    to url: URL, from png: [UInt8], keyword: String, count: Int
  ) throws {
    let headerEnd = 8 + 25  // signature + IHDR
    let type = Array("tEXt".utf8) + Array(keyword.utf8) + [0]
    let crc = combine(PNGChunks.crc32(type[...]), run(count), count)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let out = try FileHandle(forWritingTo: url)
    defer { try? out.close() }
    try out.write(contentsOf: Data(png[..<headerEnd]) + Data(be(UInt32(type.count - 4 + count))))
    try out.write(contentsOf: Data(type))
    let block = Data(repeating: 0x61, count: 1 << 20)
    var left = count
    while left > 0 {
      try out.write(contentsOf: left >= block.count ? block : block.prefix(left))
      left -= min(left, block.count)
    }
    try out.write(contentsOf: Data(be(crc)) + Data(png[headerEnd...]))
  }

  private static func be(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  /// The CRC-32 of `n` bytes of "a".
  private static func run(_ n: Int) -> UInt32 {
    let one = PNGChunks.crc32([0x61][...])
    if n == 1 { return one }
    let half = run(n / 2)
    let even = combine(half, half, n / 2)
    return n % 2 == 0 ? even : combine(even, one, 1)
  }

  /// The CRC-32 of A followed by B, from the CRC of each and the length of B.
  private static func combine(_ crc1: UInt32, _ crc2: UInt32, _ length: Int) -> UInt32 {
    func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
      var sum: UInt32 = 0
      var vector = vector
      var i = 0
      while vector != 0 {
        if vector & 1 != 0 { sum ^= matrix[i] }
        vector >>= 1
        i += 1
      }
      return sum
    }
    func square(_ matrix: [UInt32]) -> [UInt32] { matrix.map { times(matrix, $0) } }
    var odd: [UInt32] = [0xEDB8_8320] + (0..<31).map { UInt32(1) << UInt32($0) }
    var even = square(odd)
    odd = square(even)
    var crc = crc1
    var length = length
    while length != 0 {
      even = square(odd)
      if length & 1 != 0 { crc = times(even, crc) }
      length >>= 1
      if length == 0 { break }
      odd = square(even)
      if length & 1 != 0 { crc = times(odd, crc) }
      length >>= 1
    }
    return crc ^ crc2
  }
}
