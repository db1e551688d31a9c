#ifndef CPNG_PWRITER_H
#define CPNG_PWRITER_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_convert.h"
#include "cpng_encoder.h"

/// A streaming PNG encoder that deflates on several threads: 8-bit RGB or RGBA, no filter
/// (every row starts with filter byte 0), not interlaced. Opaque: free with
/// cpng_pwriter_free.
///
/// The rows are cut into chunks of at most `chunk_rows` rows, and a chunk also ends after a
/// run of rows that each repeat the row above; such a run is not deflated but written as
/// deflate copies of that row. Each chunk is deflated on its own (raw deflate, primed with the
/// 4 KiB of image data before it, ended with a sync flush), and the pieces are joined into
/// one zlib stream whose Adler-32 is combined from the chunks' (as pigz does). Chunk
/// boundaries depend only on the rows themselves, never on thread timing or on how the rows
/// are handed in: the bytes are the same for any number of threads.
///
/// The sink is called only from the thread that calls this API (never from a worker), in
/// order: signature, IHDR, (acTL,) text chunks, one IDAT per chunk, (fcTL and fdAT chunks of
/// each frame,) IEND.
typedef struct cpng_pwriter cpng_pwriter;

/// Creates a writer that sends its bytes to `sink(ctx, ...)`, buffered in 64 KiB pieces.
/// Returns NULL only if memory runs out.
cpng_pwriter *cpng_pwriter_new(cpng_write_fn sink, void *ctx);

/// Adds a text chunk written before the image data: tEXt (zTXt when `compressed` is
/// nonzero) of Latin-1 text or, when `international` is nonzero, iTXt of UTF-8 text with no
/// language tag, its text deflated when `compressed`. `keyword` (1 to 79 bytes, Latin-1) and
/// `text` are NUL-terminated and copied. Only before begin.
cpng_status cpng_pwriter_add_text(cpng_pwriter *w, const char *keyword, const char *text,
                                  int compressed, int international);

/// The default chunk height for an image `width` pixels wide: about 59 KiB of row data (with
/// its dictionary, under the 64 KiB at which zlib would slide its window).
uint32_t cpng_pwriter_default_chunk_rows(uint32_t width, int has_alpha);

/// Writes the signature, IHDR and the text chunks, and starts `threads` deflate threads, no
/// more than there are chunks (1, or a one-chunk image: deflate on the calling thread, no
/// thread is started). `level` is 0-9: 0 and 4-9 are zlib's, 1-3 zlib's fast matcher tuned
/// for long matches (see dpool.c). `chunk_rows` rows go into each independently deflated
/// chunk (0: the default).
cpng_status cpng_pwriter_begin(cpng_pwriter *w, uint32_t width, uint32_t height, int has_alpha,
                               int level, unsigned threads, uint32_t chunk_rows);

/// Writes `count` rows of `pixels`, `stride` bytes apart, converted as cpng_converter says
/// (alpha is dropped when the writer is RGB). The rows are copied before the call returns.
cpng_status cpng_pwriter_write_rows(cpng_pwriter *w, const void *rows, size_t stride,
                                    uint32_t count, cpng_pixels pixels);

/// Waits for the last chunks, writes them and IEND, and hands the last buffered bytes to the
/// sink. Fails unless every row of the image has been written.
cpng_status cpng_pwriter_finish(cpng_pwriter *w);

/// Makes the PNG an APNG of `frames` frames played `plays` times (0: forever): begin then
/// writes acTL after IHDR. The default image (the rows after begin) is not one of the frames:
/// each frame starts with cpng_pwriter_begin_frame. Only before begin.
cpng_status cpng_pwriter_animate(cpng_pwriter *w, uint32_t frames, uint32_t plays);

/// Once every row of the default image (or of the previous frame) is written: writes its
/// last chunks, then the fcTL of a frame `width`×`height` at (x, y) on the canvas, shown
/// delay_num/delay_den seconds, disposed of by nothing, its pixels replacing the canvas's. The
/// frame's rows follow with cpng_pwriter_write_rows (rows `width` pixels long), written as
/// fdAT chunks. cpng_pwriter_finish fails unless every frame announced was written.
cpng_status cpng_pwriter_begin_frame(cpng_pwriter *w, uint32_t x, uint32_t y, uint32_t width,
                                     uint32_t height, uint16_t delay_num, uint16_t delay_den);

/// CPU seconds spent deflating so far, summed over all threads (for timings).
double cpng_pwriter_deflate_seconds(const cpng_pwriter *w);

/// The text of the last error ("" if none). Owned by the writer; valid until the next call.
const char *cpng_pwriter_message(const cpng_pwriter *w);

/// Stops the threads (after the chunk each is deflating) and frees everything. NULL is
/// allowed.
void cpng_pwriter_free(cpng_pwriter *w);

#endif
