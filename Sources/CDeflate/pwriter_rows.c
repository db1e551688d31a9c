/* Parallel-deflate PNG writer, the rows: cuts them into chunks (at most chunk_rows rows, and
 * ending after a run of rows that repeat the row above), keeps the dictionary that primes
 * each chunk, and writes the chunks' deflated data as IDAT chunks in order, with the zlib
 * header first and the combined Adler-32 last. */

#include <string.h>

#include "pwriter_internal.h"

/* The zlib stream header for `level`, with FLEVEL as zlib's deflate writes it. */
static void zlib_header(int level, uint8_t out[2]) {
  unsigned flevel = level < 2 ? 0 : level < 6 ? 1 : level == 6 ? 2 : 3;
  unsigned cmf = 0x78; /* deflate, 32 KiB window */
  unsigned flg = flevel << 6;
  flg += 31 - (cmf * 256 + flg) % 31;
  out[0] = (uint8_t)cmf;
  out[1] = (uint8_t)flg;
}

/* Writes the oldest chunk as an IDAT (an fdAT in an APNG frame) once it is deflated. */
int cpng_pwriter_write_oldest(cpng_pwriter *w, int wait) {
  cpng_job *job = cpng_pool_oldest(&w->pool, wait);
  if (!job) return 0;
  if (job->state == JOB_FAILED)
    return -(int)cpng_fail(&w->failure, CPNG_ERR_LIBPNG, "%s", job->error);
  w->adler = adler32_combine(w->adler, job->adler, (z_off_t)job->in_len);
  /* fdAT: the sequence number, then what an IDAT would hold. */
  uint8_t prefix[6], trailer[4];
  size_t at = w->in_frame ? 4 : 0;
  if (w->in_frame) cpng_put_u32(prefix, w->sequence++);
  zlib_header(w->level, prefix + at);
  cpng_put_u32(trailer, (uint32_t)w->adler);
  int status = cpng_out_chunk(&w->out, w->in_frame ? "fdAT" : "IDAT", prefix,
                              at + (w->wrote_idat ? 0 : 2), job->out, job->out_len, trailer,
                              job->last ? 4 : 0);
  w->wrote_idat = 1;
  cpng_pool_release_oldest(&w->pool);
  if (status != 0) return -(int)cpng_sink_failed(&w->failure);
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
    int written = cpng_pwriter_write_oldest(w, 1);
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
  int copied = w->copy_runs && w->run_rows >= MIN_COPIED_RUN;
  job->copy_len = copied ? w->run_rows * w->row_bytes : 0;
  job->copy_distance = (unsigned)w->row_bytes;
  w->run_rows = 0;
  keep_dictionary(w, job);
  memcpy(w->last_row, job->in + job->in_len - w->row_bytes, w->row_bytes);
  w->filling = NULL;
  cpng_pool_submit(&w->pool);
  int written;
  while ((written = cpng_pwriter_write_oldest(w, 0)) > 0) {}
  return written < 0 ? (cpng_status)-written : CPNG_OK;
}

/* Counts `*row` (just converted at the end of the filling chunk, not yet counted in it) into
 * the run of rows that repeat the row above. When it ends a run long enough to copy, the
 * chunk is submitted without it and the row moves to the start of the next chunk (`*row`
 * then points there). */
static cpng_status follow_runs(cpng_pwriter *w, uint8_t **row) {
  const uint8_t *above = w->filling_rows ? *row - w->row_bytes
                         : w->rows_written ? w->last_row
                                           : NULL;
  if (above && memcmp(*row, above, w->row_bytes) == 0) {
    w->run_rows++;
    return CPNG_OK;
  }
  if (w->run_rows >= MIN_COPIED_RUN) {
    const uint8_t *moving = *row;
    cpng_status status = submit_chunk(w);
    if (status == CPNG_OK) status = start_chunk(w);
    if (status != CPNG_OK) return status;
    /* The submitted chunk is only read from now on, and its row is still intact even when
     * its slot is the one being filled again (inline deflate). */
    memmove(w->filling->in, moving, w->row_bytes);
    *row = w->filling->in;
  }
  w->run_rows = 0;
  return CPNG_OK;
}

static void copy_rgba(const void *src, uint8_t *dst, size_t count) { memcpy(dst, src, count * 4); }

cpng_status cpng_pwriter_write_rows(cpng_pwriter *w, const void *rows, size_t stride,
                                    uint32_t count, cpng_pixels pixels) {
  cpng_status status = cpng_check_rows(&w->failure, w->phase, w->rows_written, w->height, count);
  if (status != CPNG_OK) return status;
  cpng_row_converter convert = cpng_converter(pixels, w->has_alpha);
  if (!convert) convert = copy_rgba; /* into the chunk's buffer all the same */
  for (uint32_t y = 0; y < count; y++) {
    if (!w->filling && (status = start_chunk(w)) != CPNG_OK) return status;
    uint8_t *row = w->filling->in + w->filling->in_len;
    row[0] = 0; /* filter type None */
    convert((const uint8_t *)rows + (size_t)y * stride, row + 1, w->width);
    if (w->copy_runs && (status = follow_runs(w, &row)) != CPNG_OK) return status;
    w->filling->in_len += w->row_bytes;
    w->filling_rows++;
    w->rows_written++;
    if ((w->filling_rows == w->chunk_rows || w->rows_written == w->height) &&
        (status = submit_chunk(w)) != CPNG_OK)
      return status;
  }
  return CPNG_OK;
}

cpng_status cpng_pwriter_finish(cpng_pwriter *w) {
  cpng_status status = cpng_check_finish(&w->failure, w->phase, w->rows_written, w->height);
  if (status != CPNG_OK) return status;
  int written;
  while ((written = cpng_pwriter_write_oldest(w, 1)) > 0) {}
  if (written < 0) return (cpng_status)-written;
  if (w->animated && w->frames_begun != w->anim_frames)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "%u frames written of the %u announced",
                     w->frames_begun, w->anim_frames);
  if (cpng_out_chunk(&w->out, "IEND", NULL, 0, NULL, 0, NULL, 0) != 0 ||
      cpng_out_flush(&w->out) != 0)
    return cpng_sink_failed(&w->failure);
  w->phase = CPNG_PHASE_DONE;
  return CPNG_OK;
}
