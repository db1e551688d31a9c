import Testing

@testable import ChatShot

/// Known vectors from FIPS 180-4 / NIST, plus the lengths around the padding boundary.
@Suite struct SHA256Tests {
  struct Vector: Sendable, CustomTestStringConvertible {
    var input: [UInt8]
    var hex: String
    var testDescription: String { "\(input.count) bytes" }
  }

  @Test(arguments: [
    Vector(input: [], hex: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    Vector(
      input: Array("abc".utf8),
      hex: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    Vector(
      input: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8),
      hex: "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    Vector(
      input: Array(
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
          .utf8),
      hex: "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    Vector(
      input: [UInt8](repeating: 0x61, count: 1_000_000),
      hex: "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
  ])
  func knownVectors(_ v: Vector) {
    #expect(SHA256.hash(v.input).hex == v.hex)
  }

  /// Feeding the same bytes in pieces of any size gives the digest of the whole.
  @Test(arguments: [1, 3, 55, 56, 63, 64, 65, 127, 1000])
  func incrementalUpdatesMatchOneShot(pieceSize: Int) {
    let bytes = (0..<3001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    var h = SHA256()
    var start = 0
    while start < bytes.count {
      let end = min(start + pieceSize, bytes.count)
      h.update(Array(bytes[start..<end]))
      start = end
    }
    #expect(h.finalize() == SHA256.hash(bytes))
  }

  /// Messages whose padding needs one block or two.
  @Test(arguments: [55, 56, 64])
  func paddingBoundaries(length: Int) {
    let expected = [
      55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
      56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
      64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
    ]
    #expect(SHA256.hash([UInt8](repeating: 0x61, count: length)).hex == expected[length])
  }
}
