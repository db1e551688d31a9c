/* Buffered PNG byte output for pwriter.c: chunks with their CRCs, handed to a cpng_write_fn
 * in pieces of at least 64 KiB (or whole, when a piece is larger). */
#ifndef CPNG_PNGOUT_H
#define CPNG_PNGOUT_H

#include <stddef.h>
#include <stdint.h>

#include "cpng_encoder.h"

typedef struct cpng_out {
  cpng_write_fn sink;
  void *ctx;     /* borrowed */
  uint8_t *buf;  /* owned: CPNG_OUT_CAPACITY bytes */
  size_t len;
  int failed;    /* sticky: the sink refused bytes */
} cpng_out;

#define CPNG_OUT_CAPACITY 65536

/// Allocates the buffer; 0 on success, -1 when memory runs out.
int cpng_out_init(cpng_out *o, cpng_write_fn sink, void *ctx);
void cpng_out_release(cpng_out *o);

/// Appends bytes (0 on success, -1 once the sink has failed).
int cpng_out_bytes(cpng_out *o, const void *bytes, size_t count);

/// Writes one chunk: length, type, the data given as up to three pieces (NULL/0 to skip),
/// CRC-32 of type and data. The data must be shorter than 2^31 bytes.
int cpng_out_chunk(cpng_out *o, const char type[4], const void *a, size_t a_len,
                   const void *b, size_t b_len, const void *c, size_t c_len);

/// Hands the buffered bytes to the sink.
int cpng_out_flush(cpng_out *o);

/// Stores `value` big-endian in `out[0..3]`.
void cpng_put_u32(uint8_t *out, uint32_t value);

#endif
