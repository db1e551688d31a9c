extension SHA256 {
  /// Runs the compression function over whole 64-byte blocks.
  ///
  /// The 16-word message schedule lives in local variables (registers or the stack, no
  /// array, no bounds checks), rounds are unrolled 16 at a time with the working variables
  /// renamed instead of shifted, and the schedule is extended in place between groups.
  /// Fully unrolling all 64 rounds measured slower (code size), as did a SIMD4 schedule.
  mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    guard let base = blocks.baseAddress else { return }
    var (h0, h1, h2, h3, h4, h5, h6, h7) = state
    Self.k.withUnsafeBufferPointer { k in
      var offset = 0
      while offset < blocks.count {
        @inline(__always) func word(_ i: Int) -> UInt32 {
          UInt32(bigEndian: base.loadUnaligned(fromByteOffset: offset &+ i &* 4, as: UInt32.self))
        }
        var w0 = word(0), w1 = word(1), w2 = word(2), w3 = word(3)
        var w4 = word(4), w5 = word(5), w6 = word(6), w7 = word(7)
        var w8 = word(8), w9 = word(9), w10 = word(10), w11 = word(11)
        var w12 = word(12), w13 = word(13), w14 = word(14), w15 = word(15)
        var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
        var j = 0
        var bc = b ^ c
        while true {
          step(a, b, c, &d, e, f, g, &h, k[j] &+ w0, &bc)
          step(h, a, b, &c, d, e, f, &g, k[j &+ 1] &+ w1, &bc)
          step(g, h, a, &b, c, d, e, &f, k[j &+ 2] &+ w2, &bc)
          step(f, g, h, &a, b, c, d, &e, k[j &+ 3] &+ w3, &bc)
          step(e, f, g, &h, a, b, c, &d, k[j &+ 4] &+ w4, &bc)
          step(d, e, f, &g, h, a, b, &c, k[j &+ 5] &+ w5, &bc)
          step(c, d, e, &f, g, h, a, &b, k[j &+ 6] &+ w6, &bc)
          step(b, c, d, &e, f, g, h, &a, k[j &+ 7] &+ w7, &bc)
          step(a, b, c, &d, e, f, g, &h, k[j &+ 8] &+ w8, &bc)
          step(h, a, b, &c, d, e, f, &g, k[j &+ 9] &+ w9, &bc)
          step(g, h, a, &b, c, d, e, &f, k[j &+ 10] &+ w10, &bc)
          step(f, g, h, &a, b, c, d, &e, k[j &+ 11] &+ w11, &bc)
          step(e, f, g, &h, a, b, c, &d, k[j &+ 12] &+ w12, &bc)
          step(d, e, f, &g, h, a, b, &c, k[j &+ 13] &+ w13, &bc)
          step(c, d, e, &f, g, h, a, &b, k[j &+ 14] &+ w14, &bc)
          step(b, c, d, &e, f, g, h, &a, k[j &+ 15] &+ w15, &bc)
          j &+= 16
          if j == 64 { break }
          // w[i] += σ1(w[i − 2]) + w[i − 7] + σ0(w[i − 15]), indices mod 16.
          extend(&w0, w14, w9, w1)
          extend(&w1, w15, w10, w2)
          extend(&w2, w0, w11, w3)
          extend(&w3, w1, w12, w4)
          extend(&w4, w2, w13, w5)
          extend(&w5, w3, w14, w6)
          extend(&w6, w4, w15, w7)
          extend(&w7, w5, w0, w8)
          extend(&w8, w6, w1, w9)
          extend(&w9, w7, w2, w10)
          extend(&w10, w8, w3, w11)
          extend(&w11, w9, w4, w12)
          extend(&w12, w10, w5, w13)
          extend(&w13, w11, w6, w14)
          extend(&w14, w12, w7, w15)
          extend(&w15, w13, w8, w0)
        }
        h0 &+= a
        h1 &+= b
        h2 &+= c
        h3 &+= d
        h4 &+= e
        h5 &+= f
        h6 &+= g
        h7 &+= h
        offset &+= 64
      }
    }
    state = (h0, h1, h2, h3, h4, h5, h6, h7)
  }
}

/// One round: `d` += T1 and `h` = T1 + T2, the caller renaming the eight variables (a…h →
/// h, a…g) rather than moving them. Maj(a, b, c) = b ^ ((a ^ b) & (b ^ c)), and this
/// round's a ^ b is the next round's b ^ c: `bc` carries it, one operation fewer a round.
@inline(__always)
private func step(
  _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
  _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32, _ bc: inout UInt32
) {
  let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
  let ch = g ^ (e & (f ^ g))
  let t1 = h &+ s1 &+ ch &+ kw
  let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
  let ab = a ^ b
  let maj = b ^ (ab & bc)
  bc = ab
  d &+= t1
  h = t1 &+ s0 &+ maj
}

@inline(__always)
private func extend(_ w: inout UInt32, _ w2: UInt32, _ w7: UInt32, _ w15: UInt32) {
  let s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 &>> 3)
  let s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 &>> 10)
  w = w &+ s1 &+ w7 &+ s0
}

@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
  x &>> n | x &<< (32 &- n)
}

extension SHA256 {
  /// The round constants: the first 32 bits of the fractional parts of the cube roots of the
  /// first 64 primes.
  static let k: [UInt32] = [
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
