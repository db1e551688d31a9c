/* Adler-32 for pwriter.c's chunks. */
#ifndef CPNG_ADLER_H
#define CPNG_ADLER_H

#include <stddef.h>
#include <stdint.h>

/// zlib's adler32(adler, data, length), with SSE2 on x86-64 (several times faster than
/// zlib 1.2's scalar loop); zlib's own elsewhere. Same results.
uint32_t cpng_adler32(uint32_t adler, const uint8_t *data, size_t length);

#endif
