/* Pixel conversions from cairo's ARGB32 to the byte orders PNG stores. */

#include <string.h>

#include "cpng_convert.h"

#if defined(__x86_64__)
#include <tmmintrin.h>

/* Four pixels per step with one SSSE3 byte shuffle: B,G,R,A in memory becomes R,G,B, and 16
 * bytes are stored of which the next step overwrites the last 4, so it stops 2 pixels short
 * of the end (the caller finishes). About 2 instructions per pixel instead of 6.5 (the
 * renderer's hot loop: every pixel of every strip). Returns the pixels converted. */
__attribute__((target("ssse3"))) static size_t argb32_to_rgb8_ssse3(const uint8_t *in,
                                                                      uint8_t *dst,
                                                                      size_t count) {
  const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
  size_t i = 0;
  for (; i + 6 <= count; i += 4) {
    __m128i pixels = _mm_loadu_si128((const __m128i *)(const void *)(in + 4 * i));
    _mm_storeu_si128((__m128i *)(void *)(dst + 3 * i), _mm_shuffle_epi8(pixels, order));
  }
  return i;
}

/* Cheap: a load of what the CPU model, read once at start-up, says. */
static int has_ssse3(void) { return __builtin_cpu_supports("ssse3"); }
#endif

void cpng_argb32_to_rgba8(const void *src, uint8_t *dst, size_t count) {
  const uint8_t *in = src;
  for (size_t i = 0; i < count; i++, in += 4, dst += 4) {
    uint32_t pixel;
    memcpy(&pixel, in, sizeof pixel);
    uint32_t alpha = pixel >> 24;
    uint32_t r = (pixel >> 16) & 0xff, g = (pixel >> 8) & 0xff, b = pixel & 0xff;
    if (alpha == 255) {
      dst[0] = (uint8_t)r;
      dst[1] = (uint8_t)g;
      dst[2] = (uint8_t)b;
      dst[3] = 255;
    } else if (alpha == 0) {
      dst[0] = dst[1] = dst[2] = dst[3] = 0;
    } else {
      /* cairo-png.c unpremultiply_data, including its truncation to 8 bits when a
       * (malformed) premultiplied channel exceeds alpha. */
      dst[0] = (uint8_t)((r * 255 + alpha / 2) / alpha);
      dst[1] = (uint8_t)((g * 255 + alpha / 2) / alpha);
      dst[2] = (uint8_t)((b * 255 + alpha / 2) / alpha);
      dst[3] = (uint8_t)alpha;
    }
  }
}

void cpng_argb32_to_rgb8(const void *src, uint8_t *dst, size_t count) {
  const uint8_t *in = src;
  size_t i = 0;
#if defined(__x86_64__)
  if (has_ssse3()) {
    i = argb32_to_rgb8_ssse3(in, dst, count);
    in += 4 * i;
    dst += 3 * i;
  }
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* Four pixels at a time as three 32-bit words: the byte-swapped pixel shifted right by
   * 8 is R, G, B in memory order (the renderer's hot loop: every pixel of every strip). */
  for (; i + 4 <= count; i += 4, in += 16, dst += 12) {
    uint32_t p[4];
    memcpy(p, in, sizeof p);
    uint32_t c0 = __builtin_bswap32(p[0]) >> 8, c1 = __builtin_bswap32(p[1]) >> 8;
    uint32_t c2 = __builtin_bswap32(p[2]) >> 8, c3 = __builtin_bswap32(p[3]) >> 8;
    uint32_t w[3] = {c0 | c1 << 24, c1 >> 8 | c2 << 16, c2 >> 16 | c3 << 8};
    memcpy(dst, w, sizeof w);
  }
#endif
  for (; i < count; i++, in += 4, dst += 3) {
    uint32_t pixel;
    memcpy(&pixel, in, sizeof pixel);
    dst[0] = (uint8_t)(pixel >> 16);
    dst[1] = (uint8_t)(pixel >> 8);
    dst[2] = (uint8_t)pixel;
  }
}

cpng_row_converter cpng_converter(cpng_pixels pixels, int has_alpha) {
  if (pixels == CPNG_PIXELS_ARGB32) return has_alpha ? cpng_argb32_to_rgba8 : cpng_argb32_to_rgb8;
  return has_alpha ? NULL : cpng_rgba8_to_rgb8;
}

void cpng_rgba8_to_rgb8(const void *src, uint8_t *dst, size_t count) {
  const uint8_t *in = src;
  for (size_t i = 0; i < count; i++, in += 4, dst += 3) {
    dst[0] = in[0];
    dst[1] = in[1];
    dst[2] = in[2];
  }
}
