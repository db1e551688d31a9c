#ifndef CJPEG_H
#define CJPEG_H

/* CJPEGBridge: libjpeg-turbo behind setjmp. libjpeg reports errors by calling error_exit,
 * which must not return; a longjmp through Swift frames is undefined, so every call into
 * libjpeg happens here, each public function setting its own jump point first, and turns an
 * error (and any warning: a truncated file is only a warning to libjpeg, which then makes up
 * the missing rows) into a status and a message. */

#include <stddef.h>
#include <stdint.h>

/// Result of a call.
typedef enum cjpeg_status {
  CJPEG_OK = 0,
  /// libjpeg reported an error or a warning (corrupt or truncated data); the message says it.
  CJPEG_ERR_DATA = 1,
  /// The image has more pixels than the caller allows (decompression-bomb guard).
  CJPEG_ERR_LIMIT = 2,
  /// The data does not start with a JPEG's SOI marker.
  CJPEG_ERR_SIGNATURE = 3,
  /// A bad argument (no data, a stride too small).
  CJPEG_ERR_ARGUMENT = 4,
} cjpeg_status;

/// The most bytes of a message, its NUL included (libjpeg's JMSG_LENGTH_MAX).
#define CJPEG_MESSAGE_SIZE 200

/// The most scans a file may have: encoders write 10 or so for a progressive file (libjpeg's
/// simple progression: 10 for colour, 6 for grey); libjpeg-turbo's own fuzzers stop at 500.
/// Each scan costs a pass over the image, so a file of thousands of tiny scans is refused
/// here (CJPEG_ERR_LIMIT) before it costs seconds.
#define CJPEG_MAX_SCANS 100

/// What the header (SOF) says.
typedef struct cjpeg_info {
  uint32_t width;
  uint32_t height;
  /// Colour components in the file: 1 grey, 3 YCbCr/RGB, 4 CMYK/YCCK.
  int components;
  /// libjpeg's units of work done (its progress monitor's calls: a row of MCUs of a pass).
  uint64_t work;
} cjpeg_info;

/// Reads the markers up to the first scan and fills `out`; decodes nothing.
cjpeg_status cjpeg_probe(const uint8_t *data, size_t size, cjpeg_info *out,
                         char message[CJPEG_MESSAGE_SIZE]);

/// How decoded pixels are laid out in memory, 4 bytes each.
typedef enum cjpeg_order {
  /// R, G, B, A (255) bytes.
  CJPEG_ORDER_RGBA = 0,
  /// Cairo's ARGB32: one native-endian 32-bit word per pixel, alpha 255 (so premultiplied
  /// and straight alike): the rows of an image surface, decoded straight into it.
  CJPEG_ORDER_CAIRO_ARGB32 = 1,
} cjpeg_order;

/// Decodes the whole image, 4 bytes a pixel in `order`, into `dst`: height rows of width * 4
/// bytes, `stride` bytes apart, caller-allocated after a probe. Refuses with CJPEG_ERR_LIMIT
/// an image of more than `max_pixels` pixels before decoding, and one of more than
/// CJPEG_MAX_SCANS scans when its scan after the last allowed one starts. Any libjpeg warning
/// (premature end of data, corrupt entropy data) is an error: never half an image. A CMYK or
/// YCCK file is turned into RGB (its Adobe marker says whether 255 is no ink or full ink).
/// `out`, when given, receives the header's values and the work done, also on failure.
cjpeg_status cjpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *dst,
                          size_t stride, cjpeg_order order, cjpeg_info *out,
                          char message[CJPEG_MESSAGE_SIZE]);

#endif
