/// SHA-256 (FIPS 180-4), incremental: for content identities in image metadata, not for
/// anything security-related.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(bytes)
/// let hex = hash.finalize().hex  // 64 lowercase hex digits
/// ```
///
/// Pure Swift and allocation-free until the digest: blocks are read straight from the
/// caller's memory, a partial block waits in a fixed 64-byte buffer inside the value, and the
/// compression function keeps the message schedule in 16 local words (see
/// `SHA256+Compress.swift`). ≈ 2× the speed of a loop over arrays in a release build.
package struct SHA256: Sendable {
  /// The 32-byte digest.
  package struct Digest: Hashable, Sendable, CustomStringConvertible {
    package let bytes: [UInt8]
    /// 64 lowercase hexadecimal digits.
    package var hex: String {
      String(unsafeUninitializedCapacity: 64) { out in
        let digits: StaticString = "0123456789abcdef"
        var i = 0
        for b in bytes {
          out[i] = digits.utf8Start[Int(b >> 4)]
          out[i + 1] = digits.utf8Start[Int(b & 15)]
          i += 2
        }
        return i
      }
    }
    package var description: String { hex }
  }

  typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

  var state: Words = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19
  )
  /// Bytes waiting for a whole 64-byte block: the first `pendingCount` bytes of `pending`.
  private var pending: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (
    0, 0, 0, 0, 0, 0, 0, 0
  )
  private var pendingCount = 0
  private var length: UInt64 = 0

  package init() {}

  /// The digest of `bytes` in one call.
  package static func hash(_ bytes: some Sequence<UInt8>) -> Digest {
    var h = SHA256()
    let done: Void? = bytes.withContiguousStorageIfAvailable {
      h.update(UnsafeRawBufferPointer($0))
    }
    if done == nil { h.update(Array(bytes)) }
    return h.finalize()
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// Adds the bytes of `buffer` (borrowed for the call only) to the message.
  package mutating func update(_ buffer: UnsafeRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return }
    length &+= UInt64(buffer.count)
    var offset = 0
    if pendingCount > 0 {
      let take = min(64 - pendingCount, buffer.count)
      let filled = pendingCount + take
      withUnsafeMutableBytes(of: &pending) { block in
        UnsafeMutableRawBufferPointer(rebasing: block[pendingCount..<filled]).copyMemory(
          from: UnsafeRawBufferPointer(start: base, count: take))
      }
      pendingCount = filled
      offset = take
      guard filled == 64 else { return }
      var block = pending
      withUnsafeBytes(of: &block) { compress($0) }
      pendingCount = 0
    }
    let whole = (buffer.count - offset) & ~63
    if whole > 0 {
      compress(UnsafeRawBufferPointer(start: base + offset, count: whole))
      offset += whole
    }
    let rest = buffer.count - offset
    if rest > 0 {
      withUnsafeMutableBytes(of: &pending) { block in
        block.copyMemory(from: UnsafeRawBufferPointer(start: base + offset, count: rest))
      }
      pendingCount = rest
    }
  }

  /// Pads the message and returns the digest; the value should not be updated afterwards.
  package mutating func finalize() -> Digest {
    // The pending bytes, 0x80, zeros and the length in bits: one block, or two when fewer
    // than 9 bytes are left in the first.
    var tail = (pending, pending)
    let count = pendingCount < 56 ? 64 : 128
    let bits = length &* 8
    withUnsafeMutableBytes(of: &tail) { tail in
      tail[pendingCount] = 0x80
      for i in (pendingCount + 1)..<(count - 8) { tail[i] = 0 }
      tail.storeBytes(of: bits.bigEndian, toByteOffset: count - 8, as: UInt64.self)
      compress(UnsafeRawBufferPointer(rebasing: tail[..<count]))
    }
    pendingCount = 0
    let s = state
    return Digest(
      bytes: [UInt8](unsafeUninitializedCapacity: 32) { out, n in
        for (i, word) in [s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7].enumerated() {
          UnsafeMutableRawBufferPointer(out).storeBytes(
            of: word.bigEndian, toByteOffset: i * 4, as: UInt32.self)
        }
        n = 32
      })
  }
}
