/* Buffered PNG byte output: see pngout.h. */

#include "pngout.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int cpng_out_init(cpng_out *o, cpng_write_fn sink, void *ctx) {
  memset(o, 0, sizeof *o);
  o->sink = sink;
  o->ctx = ctx;
  o->buf = malloc(CPNG_OUT_CAPACITY);
  return o->buf ? 0 : -1;
}

void cpng_out_release(cpng_out *o) {
  free(o->buf);
  o->buf = NULL;
}

int cpng_out_flush(cpng_out *o) {
  if (o->failed) return -1;
  if (o->len == 0) return 0;
  size_t len = o->len;
  o->len = 0;
  if (o->sink(o->ctx, o->buf, len) != 0) o->failed = 1;
  return o->failed ? -1 : 0;
}

int cpng_out_bytes(cpng_out *o, const void *bytes, size_t count) {
  if (o->failed) return -1;
  if (count == 0) return 0;
  if (o->len + count > CPNG_OUT_CAPACITY && cpng_out_flush(o) != 0) return -1;
  if (count >= CPNG_OUT_CAPACITY) {
    /* Large pieces (a chunk's compressed data) go straight to the sink, uncopied. */
    if (o->sink(o->ctx, bytes, count) != 0) o->failed = 1;
    return o->failed ? -1 : 0;
  }
  memcpy(o->buf + o->len, bytes, count);
  o->len += count;
  return 0;
}

void cpng_put_u32(uint8_t *out, uint32_t value) {
  out[0] = (uint8_t)(value >> 24);
  out[1] = (uint8_t)(value >> 16);
  out[2] = (uint8_t)(value >> 8);
  out[3] = (uint8_t)value;
}

int cpng_out_chunk(cpng_out *o, const char type[4], const void *a, size_t a_len,
                   const void *b, size_t b_len, const void *c, size_t c_len) {
  uint8_t head[8], tail[4];
  cpng_put_u32(head, (uint32_t)(a_len + b_len + c_len));
  memcpy(head + 4, type, 4);
  uLong crc = crc32(0L, Z_NULL, 0);
  crc = crc32_z(crc, head + 4, 4);
  if (a_len) crc = crc32_z(crc, a, a_len);
  if (b_len) crc = crc32_z(crc, b, b_len);
  if (c_len) crc = crc32_z(crc, c, c_len);
  cpng_put_u32(tail, (uint32_t)crc);
  if (cpng_out_bytes(o, head, 8) != 0) return -1;
  if (cpng_out_bytes(o, a, a_len) != 0) return -1;
  if (cpng_out_bytes(o, b, b_len) != 0) return -1;
  if (cpng_out_bytes(o, c, c_len) != 0) return -1;
  return cpng_out_bytes(o, tail, 4);
}
