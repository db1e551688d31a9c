import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

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

  /// Messages whose padding needs one block or two (at 56 bytes the length no longer fits
  /// after 0x80), and whole blocks with their padding in a block of its own (digests from
  /// Python's hashlib).
  @Test(arguments: [1, 54, 55, 56, 57, 63, 64, 65, 111, 119, 120, 127, 128, 129])
  func paddingBoundaries(length: Int) {
    let expected = [
      1: "ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb",
      54: "a3f01b6939256127582ac8ae9fb47a382a244680806a3f613a118851c1ca1d47",
      55: "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318",
      56: "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a",
      57: "f13b2d724659eb3bf47f2dd6af1accc87b81f09f59f2b75e5c0bed6589dfe8c6",
      63: "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34",
      64: "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb",
      65: "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0",
      111: "6374f73208854473827f6f6a3f43b1f53eaa3b82c21c1a6d69a2110b2a79baad",
      119: "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb",
      120: "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c",
      127: "c57e9278af78fa3cab38667bef4ce29d783787a2f731d4e12200270f0c32320a",
      128: "6836cf13bac400e9105071cd6af47084dfacad4e5e302c94bfed24e013afb73e",
      129: "c12cb024a2e5551cca0e08fce8f1c5e314555cc3fef6329ee994a3db752166ae",
    ]
    #expect(SHA256.hash([UInt8](repeating: 0x61, count: length)).hex == expected[length])
  }

  /// Pieces of changing odd sizes (a partial block topped up, then whole blocks straight
  /// from the caller's memory, then a new partial block) and empty pieces.
  @Test func unevenPiecesMatchOneShot() {
    let bytes = (0..<3001).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    let sizes = [0, 1, 7, 13, 0, 50, 63, 64, 65, 129, 200, 3, 191]
    var h = SHA256()
    var start = 0
    var i = 0
    while start < bytes.count {
      let end = min(start + sizes[i % sizes.count], bytes.count)
      bytes[start..<end].withUnsafeBytes { h.update($0) }
      start = end
      i += 1
    }
    #expect(h.finalize().hex == "578af4ab9d00e6432fe57e5aece0d7fb3a3cc8d30e44f3509bd1ddddd7903a27")
  }

  /// A copy carries on from where the original was, and neither disturbs the other, however
  /// it ends (values share GLib's state until one of them changes).
  @Test func copiesAreIndependent() {
    var original = SHA256()
    original.update(Array("ab".utf8))
    var copy = original
    var finalized = original
    _ = finalized.finalize()
    copy.update(Array("x".utf8))
    original.update(Array("c".utf8))
    #expect(original.finalize() == SHA256.hash(Array("abc".utf8)))
    #expect(copy.finalize() == SHA256.hash(Array("abx".utf8)))
  }

  /// After its digest, a value hashes a new message.
  @Test func finalizeStartsANewMessage() {
    var h = SHA256()
    h.update(Array("something else".utf8))
    _ = h.finalize()
    h.update(Array("abc".utf8))
    #expect(h.finalize().hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  /// A sequence without contiguous storage hashes as its bytes do.
  @Test func anySequence() {
    let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0) }
    #expect(SHA256.hash(bytes.lazy.map { $0 }) == SHA256.hash(bytes))
    #expect(SHA256.hash(bytes[100...]) == SHA256.hash(Array(bytes[100...])))
  }
}
