/* Pixel conversions from cairo's ARGB32 to the byte orders PNG stores. */

#include <string.h>

#include "cpngbridge.h"

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
  for (size_t i = 0; i < count; i++, in += 4, dst += 3) {
    uint32_t pixel;
    memcpy(&pixel, in, sizeof pixel);
    dst[0] = (uint8_t)(pixel >> 16);
    dst[1] = (uint8_t)(pixel >> 8);
    dst[2] = (uint8_t)pixel;
  }
}

void cpng_rgba8_to_rgb8(const uint8_t *src, uint8_t *dst, size_t count) {
  for (size_t i = 0; i < count; i++, src += 4, dst += 3) {
    dst[0] = src[0];
    dst[1] = src[1];
    dst[2] = src[2];
  }
}
