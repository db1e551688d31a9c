/* Parallel-deflate PNG writer: see cpng_pwriter.h. This file holds its life cycle, the text
 * chunks and the header; pwriter_rows.c cuts the rows into chunks and writes them in order,
 * dpool.c deflates them. */

#include <stdlib.h>
#include <string.h>

#include "pwriter_internal.h"
#include "cpng_rowcopy.h"

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
  free(w->last_row);
  free(w);
}

const char *cpng_pwriter_message(const cpng_pwriter *w) { return w->failure.message; }

double cpng_pwriter_deflate_seconds(const cpng_pwriter *w) {
  return w->pool_ready ? cpng_pool_cpu_seconds((cpng_pool *)&w->pool) : 0;
}

cpng_status cpng_pwriter_add_text(cpng_pwriter *w, const char *keyword, const char *text,
                                  int compressed, int international) {
  cpng_status status = cpng_check_text(&w->failure, w->phase);
  if (status != CPNG_OK) return status;
  size_t key_length = strlen(keyword);
  if (key_length < 1 || key_length > 79)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "a keyword must be 1 to 79 characters");
  if (w->text_count == MAX_TEXTS)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "more than %d text chunks", MAX_TEXTS);
  text_chunk *chunk = &w->texts[w->text_count];
  chunk->keyword = strdup(keyword);
  chunk->text = strdup(text);
  chunk->compressed = compressed != 0;
  chunk->international = international != 0;
  w->text_count++; /* counted even if a copy failed, so that free releases the other */
  if (!chunk->keyword || !chunk->text)
    return cpng_fail(&w->failure, CPNG_ERR_NOMEM, "out of memory for a text chunk");
  return CPNG_OK;
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
  /* At the image's level: the metadata's JSON (large.json: 790 KB) took 27 ms at zlib's
   * default level 6, ahead of the first pixel. */
  uint8_t *packed;
  size_t packed_length;
  int result = cpng_zlib_compress(w->level, (const uint8_t *)chunk->text, text_length, &packed,
                                  &packed_length);
  static const uint8_t ztxt_method = 0; /* deflate */
  int status = result != 0 ? -2
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
  cpng_status status = cpng_check_begin(&w->failure, w->phase, width, height, level);
  if (status != CPNG_OK) return status;
  if (threads < 1 || threads > 64)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "%u compression threads (1 to 64 allowed)",
                     threads);
  w->width = width;
  w->height = height;
  w->has_alpha = has_alpha != 0;
  w->level = level;
  w->row_bytes = 1 + (size_t)width * (w->has_alpha ? 4 : 3);
  w->copy_runs = level > 0 && w->row_bytes <= CPNG_COPY_MAX_DISTANCE;
  if (!(w->last_row = malloc(w->row_bytes)))
    return cpng_fail(&w->failure, CPNG_ERR_NOMEM, "out of memory for a row");
  if (chunk_rows == 0) chunk_rows = cpng_pwriter_default_chunk_rows(width, has_alpha);
  w->chunk_rows = chunk_rows;
  size_t rows = chunk_rows < height ? chunk_rows : height;
  if (rows > (1u << 30) / w->row_bytes)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT,
                     "a chunk of %zu rows of %u pixels is over 1 GiB", rows, width);
  /* No more threads than chunks; one chunk is deflated inline (no thread to start). */
  uint32_t chunks = height / chunk_rows + (height % chunk_rows != 0);
  unsigned workers = threads > chunks && !w->animated ? chunks : threads;
  /* An animation's frames are narrower or as wide: their chunks fit in CHUNK_TARGET_BYTES. */
  size_t chunk_bytes = rows * w->row_bytes;
  if (w->animated && chunk_bytes < CHUNK_TARGET_BYTES + w->row_bytes)
    chunk_bytes = CHUNK_TARGET_BYTES + w->row_bytes;
  char reason[CPNG_MESSAGE_SIZE];
  if (cpng_pool_init(&w->pool, level, workers > 1 ? workers : 0, chunk_bytes, reason,
                     sizeof reason) != 0) {
    w->pool_ready = 1; /* destroy what was set up */
    return cpng_fail(&w->failure, CPNG_ERR_NOMEM, "%s", reason);
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
      cpng_out_chunk(&w->out, "IHDR", ihdr, 13, NULL, 0, NULL, 0) != 0 ||
      cpng_pwriter_write_actl(w) != 0)
    return cpng_sink_failed(&w->failure);
  w->canvas_width = width;
  w->canvas_height = height;
  for (size_t i = 0; i < w->text_count; i++) {
    int written = write_text(w, &w->texts[i]);
    /* Written (or failed): the copy is not needed while the rows are drawn (the metadata of
     * a large conversation is megabytes). */
    free(w->texts[i].keyword);
    free(w->texts[i].text);
    w->texts[i].keyword = w->texts[i].text = NULL;
    if (written == -2)
      return cpng_fail(&w->failure, CPNG_ERR_NOMEM, "cannot compress a text chunk");
    if (written != 0) return cpng_sink_failed(&w->failure);
  }
  w->phase = CPNG_PHASE_WRITING;
  return CPNG_OK;
}

