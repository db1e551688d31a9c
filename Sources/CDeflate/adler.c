/* Adler-32 with SSE2: see adler.h. Per 16-byte block, s1 grows by the bytes' sum and s2 by
 * 16 × s1-before-the-block plus the bytes weighted 16, 15, …, 1; blocks are summed in vector
 * lanes for at most NMAX bytes, then reduced modulo 65521, as zlib does. */

#include "adler.h"

#include <zlib.h>

#define BASE 65521u
#define NMAX 5552 /* the most bytes before s2 could overflow 32 bits (zlib's bound) */

#if defined(__x86_64__) && defined(__SSE2__)
#include <emmintrin.h>

static uint32_t horizontal_sum(__m128i v) {
  v = _mm_add_epi32(v, _mm_shuffle_epi32(v, _MM_SHUFFLE(1, 0, 3, 2)));
  v = _mm_add_epi32(v, _mm_shuffle_epi32(v, _MM_SHUFFLE(2, 3, 0, 1)));
  return (uint32_t)_mm_cvtsi128_si32(v);
}

uint32_t cpng_adler32(uint32_t adler, const uint8_t *data, size_t length) {
  uint32_t s1 = adler & 0xffff, s2 = adler >> 16;
  const __m128i zero = _mm_setzero_si128();
  const __m128i weights_lo = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9);
  const __m128i weights_hi = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
  while (length >= 16) {
    size_t blocks = (length < NMAX ? length : NMAX) / 16;
    length -= blocks * 16;
    __m128i sum = zero;      /* byte sums of the blocks so far (2 lanes used) */
    __m128i prefix = zero;   /* sum, added up before each block: Σ s1-increments before */
    __m128i weighted = zero; /* Σ (16 - i) × byte i */
    s2 += s1 * 16 * (uint32_t)blocks;
    for (size_t b = 0; b < blocks; b++, data += 16) {
      __m128i bytes = _mm_loadu_si128((const __m128i *)data);
      prefix = _mm_add_epi32(prefix, sum);
      sum = _mm_add_epi32(sum, _mm_sad_epu8(bytes, zero));
      weighted = _mm_add_epi32(weighted,
                               _mm_madd_epi16(_mm_unpacklo_epi8(bytes, zero), weights_lo));
      weighted = _mm_add_epi32(weighted,
                               _mm_madd_epi16(_mm_unpackhi_epi8(bytes, zero), weights_hi));
    }
    uint64_t t2 = (uint64_t)s2 + 16 * (uint64_t)horizontal_sum(prefix) + horizontal_sum(weighted);
    s1 += horizontal_sum(sum);
    s1 %= BASE;
    s2 = (uint32_t)(t2 % BASE);
  }
  while (length--) {
    s1 += *data++;
    s2 += s1;
  }
  return (s2 % BASE) << 16 | (s1 % BASE);
}

#else

uint32_t cpng_adler32(uint32_t adler, const uint8_t *data, size_t length) {
  return (uint32_t)adler32_z(adler, data, length);
}

#endif
