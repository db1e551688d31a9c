import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// File names as bytes: the mapping between a name's bytes and a `String` is reversible for
/// every byte string, and leaves valid UTF-8 as it is.
@Suite struct FileNameTests {
  @Test func validUTF8IsItself() {
    for name in ["shot.png", "Ünïcödé/日本.json", "a b/👩‍👩‍👧.png", ""] {
      #expect(FileName.decode(Array(name.utf8)) == name)
      #expect(FileName.bytes(name) == Array(name.utf8))
    }
  }

  @Test func invalidBytesStandForThemselves() {
    let bytes = Array("out".utf8) + [0xFF] + Array(".png".utf8)
    let name = FileName.decode(bytes)
    #expect(name == "out\u{F7FF}.png")
    #expect(FileName.bytes(name) == bytes)
    #expect(FileName.displayed(name) == "out\\xFF.png")
    let terminated = FileName.withCString(name) { path in
      Array(UnsafeBufferPointer(start: path, count: 9)).map { UInt8(bitPattern: $0) }
    }
    #expect(terminated == bytes + [0])
  }

  /// A name that holds U+F7FF as valid UTF-8 (EF 9F BF) is not taken for the byte 0xFF.
  @Test func theMappedRangeItselfRoundTrips() {
    let bytes: [UInt8] = [0xEF, 0x9F, 0xBF, 0x2E, 0xFF]
    let name = FileName.decode(bytes)
    #expect(name.unicodeScalars.map(\.value) == [0xF7EF, 0xF79F, 0xF7BF, 0x2E, 0xF7FF])
    #expect(FileName.bytes(name) == bytes)
    #expect(FileName.displayed(name) == "\\xEF\\x9F\\xBF.\\xFF")
  }

  /// Truncated, overlong, surrogate and out-of-range sequences, and random bytes: every byte
  /// string comes back exactly.
  @Test func everyByteStringRoundTrips() {
    let cases: [[UInt8]] = [
      [0xC3], [0xC3, 0x28], [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80],
      [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xE2, 0x82], [0x80, 0xBF],
      [0xF0, 0x9F, 0x98], [0xF0, 0x9F, 0x98, 0x80, 0xFF],
    ]
    var generator = SystemRandomNumberGenerator()
    let random = (0..<2000).map { _ in
      (0..<Int.random(in: 1...12, using: &generator)).map { _ in
        UInt8.random(in: 1...255, using: &generator)
      }
    }
    for bytes in cases + random {
      #expect(FileName.bytes(FileName.decode(bytes)) == bytes, "\(bytes)")
    }
  }
}
