#ifndef CDEFLATE_H
#define CDEFLATE_H

/* CDeflate: chatshot's parallel PNG encoder (cpng_pwriter.h). It deflates chunks of rows on
 * worker threads (dpool.c), writes runs of repeated rows as hand-made deflate copies
 * (cpng_rowcopy.h), sums each chunk's Adler-32 with SSE2 (adler.c) and frames it all as PNG
 * chunks (pngout.c). It uses zlib and pthreads, not libpng.
 *
 * None of this needs C the way CPNGBridge's setjmp does: zlib's streaming API and pthreads can
 * be called from Swift. It is C because it was written, measured and tuned as C (the SSE2
 * intrinsics, the bit packing and row comparisons as plain pointer loops, a worker pool whose
 * memory is all malloc'd); moving it to Swift would be a port of its own, to measure again.
 */

#include "cpng_pwriter.h"
#include "cpng_rowcopy.h"

#endif
