/* Streaming PNG writer. Every function that calls libpng sets its own jump point first, so a
 * libpng error (reported by longjmp) comes back here as a status and a message. */

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "cpngbridge.h"
#include "libpng_failure.h"

/* Bytes collected before calling the sink: libpng writes chunk headers and CRCs as 4- and
 * 8-byte pieces, which would otherwise each become a write(2). */
#define OUT_CAPACITY 65536

struct cpng_writer {
  png_structp png; /* owned, with info */
  png_infop info;
  cpng_write_fn sink;
  void *ctx; /* borrowed */
  cpng_phase phase;
  cpng_failure failure; /* libpng's error pointer */
  uint32_t width, height, rows_written;
  int has_alpha;
  uint8_t *row; /* owned: one converted row */
  uint8_t *out; /* owned: OUT_CAPACITY bytes waiting for the sink */
  size_t out_len;
};

static int drain(cpng_writer *w) {
  if (w->out_len == 0) return 0;
  int result = w->sink(w->ctx, w->out, w->out_len);
  w->out_len = 0;
  return result;
}

static void on_write(png_structp png, png_bytep data, size_t count) {
  cpng_writer *w = png_get_io_ptr(png);
  int result = 0;
  if (w->out_len + count > OUT_CAPACITY) result = drain(w);
  if (result == 0 && count >= OUT_CAPACITY) {
    result = w->sink(w->ctx, data, count);
  } else if (result == 0) {
    memcpy(w->out + w->out_len, data, count);
    w->out_len += count;
  }
  if (result != 0) {
    cpng_sink_failed(&w->failure); /* recorded first, so libpng's error keeps it */
    png_error(png, "the output refused the PNG data");
  }
}

static void on_flush(png_structp png) { (void)png; }

cpng_writer *cpng_writer_new(cpng_write_fn sink, void *ctx) {
  cpng_writer *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  w->sink = sink;
  w->ctx = ctx;
  w->out = malloc(OUT_CAPACITY);
  w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &w->failure, cpng_on_libpng_error,
                                   cpng_on_libpng_warning);
  if (w->png) w->info = png_create_info_struct(w->png);
  if (!w->out || !w->png || !w->info) {
    cpng_writer_free(w);
    return NULL;
  }
  return w;
}

cpng_status cpng_writer_add_text(cpng_writer *w, const char *keyword, const char *text,
                                 int compressed, int international) {
  cpng_status status = cpng_check_text(&w->failure, w->phase);
  if (status != CPNG_OK) return status;
  png_text chunk;
  memset(&chunk, 0, sizeof chunk);
  chunk.key = (png_charp)keyword;
  chunk.text = (png_charp)text;
  if (international) {
    chunk.compression = compressed ? PNG_ITXT_COMPRESSION_zTXt : PNG_ITXT_COMPRESSION_NONE;
    chunk.itxt_length = strlen(text);
    chunk.lang = (png_charp)"";
    chunk.lang_key = (png_charp)"";
  } else {
    chunk.compression = compressed ? PNG_TEXT_COMPRESSION_zTXt : PNG_TEXT_COMPRESSION_NONE;
    chunk.text_length = strlen(text);
  }
  if (setjmp(png_jmpbuf(w->png))) return w->failure.status;
  png_set_text(w->png, w->info, &chunk, 1);
  return CPNG_OK;
}

static int filter_mask(cpng_filter filter) {
  switch (filter) {
    case CPNG_FILTER_NONE: return PNG_FILTER_NONE;
    case CPNG_FILTER_SUB: return PNG_FILTER_SUB;
    case CPNG_FILTER_UP: return PNG_FILTER_UP;
    case CPNG_FILTER_AVERAGE: return PNG_FILTER_AVG;
    case CPNG_FILTER_PAETH: return PNG_FILTER_PAETH;
    case CPNG_FILTER_ADAPTIVE: return PNG_ALL_FILTERS;
  }
  return -1;
}

cpng_status cpng_writer_begin(cpng_writer *w, uint32_t width, uint32_t height, int has_alpha,
                              int level, cpng_filter filter) {
  cpng_status status = cpng_check_begin(&w->failure, w->phase, width, height, level);
  if (status != CPNG_OK) return status;
  int mask = filter_mask(filter);
  if (mask < 0)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "unknown PNG filter %d", (int)filter);
  w->row = malloc((size_t)width * 4);
  if (!w->row)
    return cpng_fail(&w->failure, CPNG_ERR_NOMEM, "out of memory for a %u-pixel row", width);
  w->width = width;
  w->height = height;
  w->has_alpha = has_alpha != 0;

  if (setjmp(png_jmpbuf(w->png))) return w->failure.status;
  png_set_user_limits(w->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_set_write_fn(w->png, w, on_write, on_flush);
  png_set_IHDR(w->png, w->info, width, height, 8,
               w->has_alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(w->png, level);
  png_set_filter(w->png, PNG_FILTER_TYPE_BASE, mask);
  png_write_info(w->png, w->info);
  w->phase = CPNG_PHASE_WRITING;
  return CPNG_OK;
}

cpng_status cpng_writer_write_rows(cpng_writer *w, const void *rows, size_t stride,
                                   uint32_t count, cpng_pixels pixels) {
  cpng_status status = cpng_check_rows(&w->failure, w->phase, w->rows_written, w->height, count);
  if (status != CPNG_OK) return status;
  /* Each row is converted into w->row first, unless it is already what libpng is to write. */
  cpng_row_converter convert = cpng_converter(pixels, w->has_alpha);
  if (setjmp(png_jmpbuf(w->png))) return w->failure.status;
  for (uint32_t y = 0; y < count; y++) {
    const uint8_t *source = (const uint8_t *)rows + (size_t)y * stride;
    if (convert) convert(source, w->row, w->width);
    png_write_row(w->png, convert ? w->row : source);
    w->rows_written++;
  }
  return CPNG_OK;
}

cpng_status cpng_writer_finish(cpng_writer *w) {
  cpng_status status = cpng_check_finish(&w->failure, w->phase, w->rows_written, w->height);
  if (status != CPNG_OK) return status;
  if (setjmp(png_jmpbuf(w->png))) return w->failure.status;
  png_write_end(w->png, NULL);
  if (drain(w) != 0) return cpng_sink_failed(&w->failure);
  w->phase = CPNG_PHASE_DONE;
  return CPNG_OK;
}

const char *cpng_writer_message(const cpng_writer *w) { return w->failure.message; }

void cpng_writer_free(cpng_writer *w) {
  if (!w) return;
  if (w->png) png_destroy_write_struct(&w->png, w->info ? &w->info : NULL);
  free(w->row);
  free(w->out);
  free(w);
}
