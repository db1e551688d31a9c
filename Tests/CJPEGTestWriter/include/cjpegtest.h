#ifndef CJPEGTEST_H
#define CJPEGTEST_H

/* CJPEGTestWriter: JPEG files made for the tests with libjpeg-turbo's encoder, as real
 * encoders make them: progressive files of a chosen number of scans, CMYK and YCCK files
 * (with the Adobe marker libjpeg writes for them). Test support only: the library reads
 * JPEGs (CJPEGBridge) and never writes one. */

#include <stddef.h>
#include <stdint.h>

/// Encodes `width` × `height` pixels of `components` bytes each (1 grey, 3 RGB, 4 CMYK as
/// Adobe stores it: 255 is no ink) at quality 90. `scans` 0 writes a baseline file, else a
/// progressive one of exactly that many scans (2 to 1 + 63 × components): the DC scan, then
/// the AC coefficients of each component split into bands. With 4 components, `ycck` stores
/// YCCK rather than CMYK. Returns the bytes (free them with `free`), or NULL when the
/// arguments cannot be honoured.
uint8_t *cjpegtest_encode(const uint8_t *pixels, int width, int height, int components,
                          int ycck, int scans, size_t *size);

#endif
