#ifndef CPNG_READER_H
#define CPNG_READER_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_status.h"

/// The IHDR fields of a PNG.
typedef struct cpng_header {
  uint32_t width;
  uint32_t height;
  /// 1, 2, 4, 8 or 16.
  int bit_depth;
  /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA.
  int color_type;
  /// 0 none, 1 Adam7.
  int interlace;
} cpng_header;

/// A text chunk's origin, as returned by cpng_reader_text_at.
typedef enum cpng_text_kind {
  CPNG_TEXT_TEXT = 0, /* tEXt, Latin-1 */
  CPNG_TEXT_ZTXT = 1, /* zTXt, Latin-1 */
  CPNG_TEXT_ITXT = 2, /* iTXt uncompressed, UTF-8 */
  CPNG_TEXT_ITXT_COMPRESSED = 3, /* iTXt compressed, UTF-8 */
} cpng_text_kind;

/// The most bytes a compressed text chunk (zTXt, compressed iTXt) may inflate to: past it,
/// libpng drops the chunk. chatshot's metadata of a 16 MiB conversation stays well within.
#define CPNG_TEXT_INFLATED_MAX ((size_t)64 << 20)

/// Decodes a PNG held in memory. Opaque: free with cpng_reader_free.
typedef struct cpng_reader cpng_reader;

/// Creates a reader over `size` bytes at `data`, which are borrowed: they must stay valid and
/// unchanged until cpng_reader_free. Returns NULL only if memory runs out.
cpng_reader *cpng_reader_new(const uint8_t *data, size_t size);

/// Creates a reader of the PNG that the open descriptor `fd` reads from its current offset
/// on (borrowed: the caller closes it after cpng_reader_free), through a 64 KiB buffer: the
/// file is never held whole. Returns NULL only if memory runs out.
cpng_reader *cpng_reader_new_fd(int fd);

/// Checks the signature and reads every chunk up to the first IDAT; decodes no pixels.
cpng_status cpng_reader_read_header(cpng_reader *r, cpng_header *out);

/// After read_header: sets up conversion of any PNG to 8-bit RGBA (palette, grey, tRNS,
/// 16-bit scaled with rounding, interlace) and refuses with CPNG_ERR_LIMIT an image of more
/// than `max_pixels` pixels, before any pixel memory is allocated.
cpng_status cpng_reader_prepare_rgba8(cpng_reader *r, uint64_t max_pixels);

/// After prepare: decodes every row into `dst` (height rows of width * 4 bytes, `stride` bytes
/// apart, caller-allocated), then reads the chunks after the image data.
cpng_status cpng_reader_read_rgba8(cpng_reader *r, uint8_t *dst, size_t stride);

/// After prepare, for an image that is not interlaced: decodes the next `count` rows into
/// `dst` (`stride` bytes apart); after the last row, reads the chunks after the image data.
/// Asking for more rows than are left is CPNG_ERR_ARGUMENT; an interlaced image (whose
/// rows are complete only after the last pass) is CPNG_ERR_STATE: read it whole.
cpng_status cpng_reader_read_rows(cpng_reader *r, uint8_t *dst, size_t stride, uint32_t count);

/// The number of text chunks read so far (tEXt, zTXt, iTXt), in file order.
size_t cpng_reader_text_count(const cpng_reader *r);

/// Borrows text chunk `index`: keyword and text are owned by the reader and valid until it is
/// freed. `text_length` excludes the terminating NUL.
cpng_status cpng_reader_text_at(const cpng_reader *r, size_t index, const char **keyword,
                                const char **text, size_t *text_length, cpng_text_kind *kind);

/// The text of the last error ("" if none). Owned by the reader.
const char *cpng_reader_message(const cpng_reader *r);

/// Frees the reader. NULL is allowed.
void cpng_reader_free(cpng_reader *r);

#endif
