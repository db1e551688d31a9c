/* Hand-made deflate blocks that repeat earlier data: how pwriter writes a run of rows that
 * are each the same as the row above, without handing them to zlib. */
#ifndef CPNG_ROWCOPY_H
#define CPNG_ROWCOPY_H

#include <stddef.h>
#include <stdint.h>

/// The longest distance deflate can copy from: a row longer than this is never copied.
#define CPNG_COPY_MAX_DISTANCE 32768

/// The most bytes cpng_copy_blocks writes for `length` bytes.
size_t cpng_copy_bound(size_t length);

/// Writes to `out`, which starts on a byte boundary of the deflate stream, one block of
/// fixed Huffman codes that copies `length` bytes (≥ 3) from `distance` bytes back (1 to
/// CPNG_COPY_MAX_DISTANCE), and ends on a byte boundary again: when `final` the block is the
/// stream's last (padded with zero bits); otherwise an empty stored block follows it, as
/// zlib's sync flush writes. Returns the bytes written, at most cpng_copy_bound(length).
size_t cpng_copy_blocks(uint8_t *out, size_t length, unsigned distance, int final);

#endif
