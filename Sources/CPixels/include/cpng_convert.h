#ifndef CPNG_CONVERT_H
#define CPNG_CONVERT_H

/* CPixels: cairo's ARGB32 pixels to the byte orders PNG stores, for both encoders (CPNGBridge's
 * libpng writer and CDeflate's parallel one).
 *
 * C because the encoders' row loops, in C, call it for every row of every image; were the
 * encoders Swift, this could be too. */

#include <stddef.h>
#include <stdint.h>

/// The shape of each conversion below: `count` pixels from `src` to `dst`, as the encoders'
/// row loops take them.
typedef void (*cpng_row_converter)(const void *src, uint8_t *dst, size_t count);

/// Converts `count` cairo ARGB32 pixels (premultiplied alpha, native-endian uint32 each) to
/// straight-alpha RGBA8 bytes, with exactly the rounding of cairo's own PNG writer
/// (cairo-png.c, unpremultiply_data): c' = (c * 255 + a / 2) / a, and 0,0,0,0 where a = 0.
/// `src` needs no particular alignment; `dst` receives 4 * count bytes.
void cpng_argb32_to_rgba8(const void *src, uint8_t *dst, size_t count);

/// Converts `count` cairo ARGB32 pixels to RGB8 by dropping alpha, as cairo's PNG writer does
/// for opaque surfaces (cairo-png.c, convert_data_to_bytes). Exact for opaque pixels; a
/// translucent pixel comes out composited over black. `dst` receives 3 * count bytes.
void cpng_argb32_to_rgb8(const void *src, uint8_t *dst, size_t count);

/// Copies `count` RGBA8 pixels to RGB8, dropping alpha. `dst` receives 3 * count bytes.
void cpng_rgba8_to_rgb8(const void *src, uint8_t *dst, size_t count);

/// The pixels an encoder is handed.
typedef enum cpng_pixels {
  /// cairo's ARGB32: premultiplied, native-endian.
  CPNG_PIXELS_ARGB32 = 0,
  /// Straight RGBA8.
  CPNG_PIXELS_RGBA8 = 1,
} cpng_pixels;

/// The conversion above that makes RGBA8 (`has_alpha`) or RGB8 of `pixels`, or NULL when
/// the pixels are already RGBA8 and are to stay so.
cpng_row_converter cpng_converter(cpng_pixels pixels, int has_alpha);

#endif
