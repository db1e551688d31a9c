#ifndef CPNG_WRITER_H
#define CPNG_WRITER_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_convert.h"
#include "cpng_encoder.h"

/// Row filter applied before deflate. NONE compresses flat UI images best and fastest.
typedef enum cpng_filter {
  CPNG_FILTER_NONE = 0,
  CPNG_FILTER_SUB = 1,
  CPNG_FILTER_UP = 2,
  CPNG_FILTER_AVERAGE = 3,
  CPNG_FILTER_PAETH = 4,
  /// libpng's adaptive choice among all five, per row.
  CPNG_FILTER_ADAPTIVE = 5,
} cpng_filter;

/// A streaming PNG encoder: 8-bit RGB or RGBA, not interlaced, deterministic bytes (no tIME,
/// no other time or environment-dependent chunk). Opaque: free with cpng_writer_free.
typedef struct cpng_writer cpng_writer;

/// Creates a writer that sends its bytes to `sink(ctx, ...)`, buffered in 64 KiB pieces.
/// Returns NULL only if memory runs out.
cpng_writer *cpng_writer_new(cpng_write_fn sink, void *ctx);

/// Adds a text chunk written before the image data: tEXt (zTXt when `compressed` is
/// nonzero) of Latin-1 text or, when `international` is nonzero, iTXt of UTF-8 text with no
/// language tag, its text deflated when `compressed`. `keyword` (Latin-1) and `text` are
/// NUL-terminated and copied. Only before begin.
cpng_status cpng_writer_add_text(cpng_writer *w, const char *keyword, const char *text,
                                 int compressed, int international);

/// Writes the signature, IHDR and the text chunks. `level` is zlib's 0-9.
cpng_status cpng_writer_begin(cpng_writer *w, uint32_t width, uint32_t height, int has_alpha,
                              int level, cpng_filter filter);

/// Writes `count` rows of `pixels`, `stride` bytes apart, converted as cpng_converter says
/// (alpha is dropped when the writer is RGB).
cpng_status cpng_writer_write_rows(cpng_writer *w, const void *rows, size_t stride,
                                   uint32_t count, cpng_pixels pixels);

/// Writes IEND and hands the last buffered bytes to the sink. Fails unless every row of the
/// image has been written.
cpng_status cpng_writer_finish(cpng_writer *w);

/// The text of the last error ("" if none). Owned by the writer; valid until the next call.
const char *cpng_writer_message(const cpng_writer *w);

/// Frees the writer and everything it owns. NULL is allowed.
void cpng_writer_free(cpng_writer *w);

#endif
