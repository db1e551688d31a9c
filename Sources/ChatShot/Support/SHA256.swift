/// SHA-256 (FIPS 180-4), incremental: for content identities in image metadata, not for
/// anything security-related.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(bytes)
/// let hex = hash.finalize().hex  // 64 lowercase hex digits
/// ```
public struct SHA256: Sendable {
  /// The 32-byte digest.
  public struct Digest: Hashable, Sendable, CustomStringConvertible {
    public let bytes: [UInt8]
    /// 64 lowercase hexadecimal digits.
    public var hex: String {
      let digits = Array("0123456789abcdef".utf8)
      var out: [UInt8] = []
      out.reserveCapacity(64)
      for b in bytes {
        out.append(digits[Int(b >> 4)])
        out.append(digits[Int(b & 15)])
      }
      return String(decoding: out, as: UTF8.self)
    }
    public var description: String { hex }
  }

  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19
  )
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  private var length: UInt64 = 0

  public init() {}

  /// The digest of `bytes` in one call.
  public static func hash(_ bytes: some Sequence<UInt8>) -> Digest {
    var h = SHA256()
    h.update(Array(bytes))
    return h.finalize()
  }

  /// Adds `bytes` to the message.
  public mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// Adds the bytes of `buffer` (borrowed for the call only) to the message.
  public mutating func update(_ buffer: UnsafeRawBufferPointer) {
    length &+= UInt64(buffer.count)
    var rest = buffer[...]
    if !pending.isEmpty {
      let take = min(64 - pending.count, rest.count)
      pending.append(contentsOf: rest.prefix(take))
      rest = rest.dropFirst(take)
      guard pending.count == 64 else { return }
      let block = pending
      pending.removeAll(keepingCapacity: true)
      block.withUnsafeBytes { compress($0) }
    }
    let whole = rest.count / 64 * 64
    if whole > 0 {
      compress(UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
    }
    pending.append(contentsOf: rest.dropFirst(whole))
  }

  /// Pads the message and returns the digest; the value should not be updated afterwards.
  public mutating func finalize() -> Digest {
    let bits = length &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    pending = []
    tail.withUnsafeBytes { compress($0) }
    var out: [UInt8] = []
    out.reserveCapacity(32)
    for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
      out += [
        UInt8(word >> 24), UInt8(word >> 16 & 0xff), UInt8(word >> 8 & 0xff), UInt8(word & 0xff),
      ]
    }
    return Digest(bytes: out)
  }

  /// Runs the compression function over whole 64-byte blocks.
  ///
  /// Written with raw pointers and local variables so that debug builds (tests) still hash
  /// at a usable speed.
  private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    guard let base = blocks.baseAddress else { return }
    var (h0, h1, h2, h3, h4, h5, h6, h7) = state
    // w: the message schedule; k: a copy of the round constants (plain pointer reads).
    let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
    defer { w.deallocate() }
    let k = w + 64
    _ = UnsafeMutableBufferPointer(start: k, count: 64).initialize(from: Self.k)
    var offset = 0
    while offset < blocks.count {
      var i = 0
      while i < 16 {
        w[i] = UInt32(
          bigEndian: base.loadUnaligned(fromByteOffset: offset &+ i &* 4, as: UInt32.self))
        i &+= 1
      }
      while i < 64 {
        let x = w[i &- 15]
        let y = w[i &- 2]
        let s0 = (x >> 7 | x << 25) ^ (x >> 18 | x << 14) ^ (x >> 3)
        let s1 = (y >> 17 | y << 15) ^ (y >> 19 | y << 13) ^ (y >> 10)
        w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
        i &+= 1
      }
      var a = h0
      var b = h1
      var c = h2
      var d = h3
      var e = h4
      var f = h5
      var g = h6
      var h = h7
      i = 0
      while i < 64 {
        let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
        let ch = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ ch &+ k[i] &+ w[i]
        let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
        let maj = (a & b) ^ (a & c) ^ (b & c)
        h = g
        g = f
        f = e
        e = d &+ t1
        d = c
        c = b
        b = a
        a = t1 &+ s0 &+ maj
        i &+= 1
      }
      h0 = h0 &+ a
      h1 = h1 &+ b
      h2 = h2 &+ c
      h3 = h3 &+ d
      h4 = h4 &+ e
      h5 = h5 &+ f
      h6 = h6 &+ g
      h7 = h7 &+ h
      offset &+= 64
    }
    state = (h0, h1, h2, h3, h4, h5, h6, h7)
  }

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
