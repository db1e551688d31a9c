/* Parallel-deflate PNG writer: see cpng_pwriter.h. This file cuts rows into chunks, keeps
 * the dictionary that primes each chunk, and writes the chunks' data as IDAT chunks in
 * order with the zlib header and the combined Adler-32; dpool.c deflates them. */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "cpngbridge.h"
#include "dpool.h"
#include "pngout.h"

#define MESSAGE_SIZE 256
#define MAX_TEXTS 64
#define CHUNK_TARGET_BYTES (256 * 1024)

typedef enum { PHASE_NEW, PHASE_WRITING, PHASE_DONE, PHASE_FAILED } pwriter_phase;

typedef struct text_chunk {
  char *keyword; /* owned */
  char *text;    /* owned */
  int compressed;
  int international; /* iTXt (UTF-8) rather than tEXt/zTXt (Latin-1) */
} text_chunk;

struct cpng_pwriter {
  cpng_out out;
  pwriter_phase phase;
  cpng_status failure;
  text_chunk texts[MAX_TEXTS];
  size_t text_count;
  uint32_t width, height, rows_written, chunk_rows, filling_rows;
  int has_alpha, level;
  size_t row_bytes; /* filter byte + pixels */
  cpng_pool pool;
  int pool_ready;
  cpng_job *filling;  /* the chunk being filled, not yet submitted */
  uint8_t *next_dict; /* owned: the last CPNG_DICT_SIZE bytes of image data submitted */
  size_t next_dict_len;
  uLong adler; /* of every chunk written so far */
  int wrote_idat;
  char message[MESSAGE_SIZE];
};

static cpng_status fail(cpng_pwriter *w, cpng_status status, const char *format, ...) {
  va_list args;
  va_start(args, format);
  vsnprintf(w->message, sizeof w->message, format, args);
  va_end(args);
  w->phase = PHASE_FAILED;
  w->failure = status;
  return status;
}

static cpng_status sink_failed(cpng_pwriter *w) {
  return fail(w, CPNG_ERR_SINK, "the output refused the PNG data");
}

cpng_pwriter *cpng_pwriter_new(cpng_write_fn sink, void *ctx) {
  cpng_pwriter *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  w->next_dict = malloc(CPNG_DICT_SIZE);
  if (!w->next_dict || cpng_out_init(&w->out, sink, ctx) != 0) {
    cpng_pwriter_free(w);
    return NULL;
  }
  return w;
}

void cpng_pwriter_free(cpng_pwriter *w) {
  if (!w) return;
  if (w->pool_ready) cpng_pool_destroy(&w->pool);
  for (size_t i = 0; i < w->text_count; i++) {
    free(w->texts[i].keyword);
    free(w->texts[i].text);
  }
  cpng_out_release(&w->out);
  free(w->next_dict);
  free(w);
}

const char *cpng_pwriter_message(const cpng_pwriter *w) { return w->message; }

double cpng_pwriter_deflate_seconds(const cpng_pwriter *w) {
  return w->pool_ready ? cpng_pool_cpu_seconds((cpng_pool *)&w->pool) : 0;
}

static cpng_status add_text(cpng_pwriter *w, const char *keyword, const char *text,
                            int compressed, int international) {
  if (w->phase == PHASE_FAILED) return w->failure;
  if (w->phase != PHASE_NEW)
    return fail(w, CPNG_ERR_STATE, "text chunks must come before the image");
  size_t key_length = strlen(keyword);
  if (key_length < 1 || key_length > 79)
    return fail(w, CPNG_ERR_ARGUMENT, "a keyword must be 1 to 79 characters");
  if (w->text_count == MAX_TEXTS)
    return fail(w, CPNG_ERR_ARGUMENT, "more than %d text chunks", MAX_TEXTS);
  text_chunk *chunk = &w->texts[w->text_count];
  chunk->keyword = strdup(keyword);
  chunk->text = strdup(text);
  chunk->compressed = compressed != 0;
  chunk->international = international;
  w->text_count++; /* counted even if a copy failed, so that free releases the other */
  if (!chunk->keyword || !chunk->text)
    return fail(w, CPNG_ERR_NOMEM, "out of memory for a text chunk");
  return CPNG_OK;
}

cpng_status cpng_pwriter_add_text(cpng_pwriter *w, const char *keyword, const char *text,
                                  int compressed) {
  return add_text(w, keyword, text, compressed, 0);
}

cpng_status cpng_pwriter_add_itxt(cpng_pwriter *w, const char *keyword, const char *text,
                                  int compressed) {
  return add_text(w, keyword, text, compressed, 1);
}

uint32_t cpng_pwriter_default_chunk_rows(uint32_t width, int has_alpha) {
  size_t row_bytes = 1 + (size_t)width * (has_alpha ? 4 : 3);
  size_t rows = CHUNK_TARGET_BYTES / row_bytes;
  return rows ? (uint32_t)rows : 1;
}

/* Writes a tEXt, zTXt or iTXt chunk: -2 when memory runs out, -1 when the sink fails. */
static int write_text(cpng_pwriter *w, const text_chunk *chunk) {
  size_t key_length = strlen(chunk->keyword) + 1; /* with its NUL separator */
  size_t text_length = strlen(chunk->text);
  /* iTXt: compression flag, method, empty language tag, empty translated keyword. */
  const uint8_t itxt_fields[4] = {(uint8_t)chunk->compressed, 0, 0, 0};
  if (!chunk->compressed) {
    if (chunk->international)
      return cpng_out_chunk(&w->out, "iTXt", chunk->keyword, key_length, itxt_fields, 4,
                            chunk->text, text_length);
    return cpng_out_chunk(&w->out, "tEXt", chunk->keyword, key_length, chunk->text,
                          text_length, NULL, 0);
  }
  uLongf packed_length = compressBound((uLong)text_length);
  uint8_t *packed = malloc(packed_length);
  if (!packed) return -2;
  int result = compress2(packed, &packed_length, (const Bytef *)chunk->text, (uLong)text_length,
                         Z_DEFAULT_COMPRESSION);
  static const uint8_t ztxt_method = 0; /* deflate */
  int status = result != Z_OK ? -2
               : chunk->international
                   ? cpng_out_chunk(&w->out, "iTXt", chunk->keyword, key_length, itxt_fields, 4,
                                    packed, packed_length)
                   : cpng_out_chunk(&w->out, "zTXt", chunk->keyword, key_length, &ztxt_method,
                                    1, packed, packed_length);
  free(packed);
  return status;
}

cpng_status cpng_pwriter_begin(cpng_pwriter *w, uint32_t width, uint32_t height, int has_alpha,
                               int level, unsigned threads, uint32_t chunk_rows) {
  if (w->phase == PHASE_FAILED) return w->failure;
  if (w->phase != PHASE_NEW) return fail(w, CPNG_ERR_STATE, "the PNG header was already written");
  if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu)
    return fail(w, CPNG_ERR_ARGUMENT, "a PNG cannot be %u×%u pixels", width, height);
  if (level < 0 || level > 9)
    return fail(w, CPNG_ERR_ARGUMENT, "compression level %d is not from 0 to 9", level);
  if (threads < 1 || threads > 64)
    return fail(w, CPNG_ERR_ARGUMENT, "%u compression threads (1 to 64 allowed)", threads);
  w->width = width;
  w->height = height;
  w->has_alpha = has_alpha != 0;
  w->level = level;
  w->row_bytes = 1 + (size_t)width * (w->has_alpha ? 4 : 3);
  if (chunk_rows == 0) chunk_rows = cpng_pwriter_default_chunk_rows(width, has_alpha);
  w->chunk_rows = chunk_rows;
  size_t rows = chunk_rows < height ? chunk_rows : height;
  if (rows > (1u << 30) / w->row_bytes)
    return fail(w, CPNG_ERR_ARGUMENT, "a chunk of %zu rows of %u pixels is over 1 GiB", rows,
                width);
  /* No more threads than chunks; one chunk is deflated inline (no thread to start). */
  uint32_t chunks = height / chunk_rows + (height % chunk_rows != 0);
  unsigned workers = threads > chunks ? chunks : threads;
  if (cpng_pool_init(&w->pool, level, workers > 1 ? workers : 0, rows * w->row_bytes,
                     w->message, sizeof w->message) != 0) {
    w->pool_ready = 1; /* destroy what was set up */
    return fail(w, CPNG_ERR_NOMEM, "%s", w->message);
  }
  w->pool_ready = 1;
  w->adler = adler32(0L, Z_NULL, 0);

  static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
  uint8_t ihdr[13];
  cpng_put_u32(ihdr, width);
  cpng_put_u32(ihdr + 4, height);
  ihdr[8] = 8;                       /* bit depth */
  ihdr[9] = w->has_alpha ? 6 : 2;    /* colour type: RGBA or RGB */
  ihdr[10] = ihdr[11] = ihdr[12] = 0; /* deflate, adaptive filter method, no interlace */
  if (cpng_out_bytes(&w->out, signature, 8) != 0 ||
      cpng_out_chunk(&w->out, "IHDR", ihdr, 13, NULL, 0, NULL, 0) != 0)
    return sink_failed(w);
  for (size_t i = 0; i < w->text_count; i++) {
    int status = write_text(w, &w->texts[i]);
    if (status == -2) return fail(w, CPNG_ERR_NOMEM, "cannot compress a text chunk");
    if (status != 0) return sink_failed(w);
  }
  w->phase = PHASE_WRITING;
  return CPNG_OK;
}

/* The zlib stream header for `level`, with FLEVEL as zlib's deflate writes it. */
static void zlib_header(int level, uint8_t out[2]) {
  unsigned flevel = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
  unsigned cmf = 0x78; /* deflate, 32 KiB window */
  unsigned flg = flevel << 6;
  flg += 31 - (cmf * 256 + flg) % 31;
  out[0] = (uint8_t)cmf;
  out[1] = (uint8_t)flg;
}

/* Writes the oldest chunk as an IDAT once it is deflated (waiting for it when `wait`).
 * Returns 1 if one was written, 0 if none was ready, or a negative cpng_status. */
static int write_oldest(cpng_pwriter *w, int wait) {
  cpng_job *job = cpng_pool_oldest(&w->pool, wait);
  if (!job) return 0;
  if (job->state == JOB_FAILED) return -(int)fail(w, CPNG_ERR_LIBPNG, "%s", job->error);
  w->adler = adler32_combine(w->adler, job->adler, (z_off_t)job->in_len);
  uint8_t header[2], trailer[4];
  zlib_header(w->level, header);
  cpng_put_u32(trailer, (uint32_t)w->adler);
  int status = cpng_out_chunk(&w->out, "IDAT", header, w->wrote_idat ? 0 : 2, job->out,
                              job->out_len, trailer, job->last ? 4 : 0);
  w->wrote_idat = 1;
  cpng_pool_release_oldest(&w->pool);
  if (status != 0) return -(int)sink_failed(w);
  return 1;
}

/* Remembers the last CPNG_DICT_SIZE bytes of image data up to the end of `job`, to prime
 * the next chunk. */
static void keep_dictionary(cpng_pwriter *w, const cpng_job *job) {
  if (job->in_len >= CPNG_DICT_SIZE) {
    memcpy(w->next_dict, job->in + job->in_len - CPNG_DICT_SIZE, CPNG_DICT_SIZE);
    w->next_dict_len = CPNG_DICT_SIZE;
    return;
  }
  size_t keep = CPNG_DICT_SIZE - job->in_len;
  if (keep > w->next_dict_len) keep = w->next_dict_len;
  memmove(w->next_dict, w->next_dict + w->next_dict_len - keep, keep);
  memcpy(w->next_dict + keep, job->in, job->in_len);
  w->next_dict_len = keep + job->in_len;
}

/* Makes `filling` a free job primed with the data before it, writing finished chunks (and
 * waiting for the oldest) while every slot is taken. */
static cpng_status start_chunk(cpng_pwriter *w) {
  while (cpng_pool_in_flight(&w->pool) >= w->pool.job_count) {
    int written = write_oldest(w, 1);
    if (written < 0) return (cpng_status)-written;
  }
  cpng_job *job = cpng_pool_next_slot(&w->pool);
  job->in_len = 0;
  job->last = 0;
  memcpy(job->dict, w->next_dict, w->next_dict_len);
  job->dict_len = w->next_dict_len;
  w->filling = job;
  w->filling_rows = 0;
  return CPNG_OK;
}

/* Queues the filled chunk, then writes whatever chunks are done, without waiting. */
static cpng_status submit_chunk(cpng_pwriter *w) {
  cpng_job *job = w->filling;
  job->last = w->rows_written == w->height;
  keep_dictionary(w, job);
  w->filling = NULL;
  cpng_pool_submit(&w->pool);
  int written;
  while ((written = write_oldest(w, 0)) > 0) {}
  return written < 0 ? (cpng_status)-written : CPNG_OK;
}

typedef void (*row_converter)(const void *src, uint8_t *dst, size_t count);

static cpng_status write_rows(cpng_pwriter *w, const uint8_t *rows, size_t stride,
                              uint32_t count, row_converter convert) {
  if (w->phase == PHASE_FAILED) return w->failure;
  if (w->phase != PHASE_WRITING)
    return fail(w, CPNG_ERR_STATE, w->phase == PHASE_NEW ? "rows written before the header"
                                                         : "rows written after the end");
  if (count > w->height - w->rows_written)
    return fail(w, CPNG_ERR_STATE, "%u more rows after %u of %u", count, w->rows_written,
                w->height);
  for (uint32_t y = 0; y < count; y++) {
    cpng_status status;
    if (!w->filling && (status = start_chunk(w)) != CPNG_OK) return status;
    uint8_t *row = w->filling->in + w->filling->in_len;
    row[0] = 0; /* filter type None */
    convert(rows + (size_t)y * stride, row + 1, w->width);
    w->filling->in_len += w->row_bytes;
    w->filling_rows++;
    w->rows_written++;
    if ((w->filling_rows == w->chunk_rows || w->rows_written == w->height) &&
        (status = submit_chunk(w)) != CPNG_OK)
      return status;
  }
  return CPNG_OK;
}

static void copy_rgba(const void *src, uint8_t *dst, size_t count) { memcpy(dst, src, count * 4); }

static void copy_rgb_from_rgba(const void *src, uint8_t *dst, size_t count) {
  cpng_rgba8_to_rgb8(src, dst, count);
}

cpng_status cpng_pwriter_write_argb32_rows(cpng_pwriter *w, const void *rows, size_t stride,
                                           uint32_t count) {
  return write_rows(w, rows, stride, count,
                    w->has_alpha ? cpng_argb32_to_rgba8 : cpng_argb32_to_rgb8);
}

cpng_status cpng_pwriter_write_rgba_rows(cpng_pwriter *w, const uint8_t *rows, size_t stride,
                                         uint32_t count) {
  return write_rows(w, rows, stride, count, w->has_alpha ? copy_rgba : copy_rgb_from_rgba);
}

cpng_status cpng_pwriter_finish(cpng_pwriter *w) {
  if (w->phase == PHASE_FAILED) return w->failure;
  if (w->phase != PHASE_WRITING)
    return fail(w, CPNG_ERR_STATE, w->phase == PHASE_NEW ? "finished before the header"
                                                         : "finished twice");
  if (w->rows_written != w->height)
    return fail(w, CPNG_ERR_STATE, "finished after %u of %u rows", w->rows_written, w->height);
  int written;
  while ((written = write_oldest(w, 1)) > 0) {}
  if (written < 0) return (cpng_status)-written;
  if (cpng_out_chunk(&w->out, "IEND", NULL, 0, NULL, 0, NULL, 0) != 0 ||
      cpng_out_flush(&w->out) != 0)
    return sink_failed(w);
  w->phase = PHASE_DONE;
  return CPNG_OK;
}
