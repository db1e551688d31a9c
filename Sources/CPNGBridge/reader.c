/* In-memory PNG reader: header probe, decode of any PNG to RGBA8, text chunks. As in
 * writer.c, every function that calls libpng sets its own jump point first. */

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

#include "cpngbridge.h"
#include "libpng_failure.h"

typedef enum { PHASE_NEW, PHASE_HEADER, PHASE_PREPARED, PHASE_DONE } reader_phase;

struct cpng_reader {
  png_structp png; /* owned, with info */
  png_infop info;
  const uint8_t *data; /* borrowed */
  size_t size, position;
  reader_phase phase;
  cpng_failure failure; /* libpng's error pointer */
  uint32_t width, height;
  int passes;
};

static void on_read(png_structp png, png_bytep out, size_t count) {
  cpng_reader *r = png_get_io_ptr(png);
  if (count > r->size - r->position) png_error(png, "unexpected end of data (truncated file?)");
  memcpy(out, r->data + r->position, count);
  r->position += count;
}

cpng_reader *cpng_reader_new(const uint8_t *data, size_t size) {
  cpng_reader *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->data = data;
  r->size = size;
  r->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r->failure, cpng_on_libpng_error,
                                  cpng_on_libpng_warning);
  if (r->png) r->info = png_create_info_struct(r->png);
  if (!r->png || !r->info) {
    cpng_reader_free(r);
    return NULL;
  }
  return r;
}

cpng_status cpng_reader_read_header(cpng_reader *r, cpng_header *out) {
  if (r->failure.status) return r->failure.status;
  if (r->phase != PHASE_NEW)
    return cpng_fail(&r->failure, CPNG_ERR_STATE, "the header was already read");
  size_t prefix = r->size < 8 ? r->size : 8;
  if (prefix == 0 || png_sig_cmp(r->data, 0, prefix) != 0)
    return cpng_fail(&r->failure, CPNG_ERR_SIGNATURE, "not a PNG file (wrong signature)");
  if (setjmp(png_jmpbuf(r->png))) return r->failure.status;
  /* Dimensions are limited by the caller's pixel budget, not by libpng's default of 1e6. */
  png_set_user_limits(r->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_set_read_fn(r->png, r, on_read);
  png_read_info(r->png, r->info);
  png_uint_32 width, height;
  int depth, color, interlace;
  png_get_IHDR(r->png, r->info, &width, &height, &depth, &color, &interlace, NULL, NULL);
  r->width = width;
  r->height = height;
  out->width = width;
  out->height = height;
  out->bit_depth = depth;
  out->color_type = color;
  out->interlace = interlace;
  r->phase = PHASE_HEADER;
  return CPNG_OK;
}

cpng_status cpng_reader_prepare_rgba8(cpng_reader *r, uint64_t max_pixels) {
  if (r->failure.status) return r->failure.status;
  if (r->phase != PHASE_HEADER)
    return cpng_fail(&r->failure, CPNG_ERR_STATE, "prepare must follow the header");
  uint64_t pixels = (uint64_t)r->width * r->height;
  if (pixels > max_pixels)
    return cpng_fail(&r->failure, CPNG_ERR_LIMIT, "%u×%u pixels exceed the limit of %llu",
                     r->width, r->height, (unsigned long long)max_pixels);
  if (setjmp(png_jmpbuf(r->png))) return r->failure.status;
  png_structp png = r->png;
  int color = png_get_color_type(png, r->info);
  int depth = png_get_bit_depth(png, r->info);
  int has_trns = png_get_valid(png, r->info, PNG_INFO_tRNS) != 0;
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (has_trns) png_set_tRNS_to_alpha(png);
  if (depth == 16) png_set_scale_16(png);
  if (!(color & PNG_COLOR_MASK_COLOR)) png_set_gray_to_rgb(png);
  if (!(color & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
  r->passes = png_set_interlace_handling(png);
  png_read_update_info(png, r->info);
  if (png_get_rowbytes(png, r->info) != (size_t)r->width * 4)
    return cpng_fail(&r->failure, CPNG_ERR_LIBPNG, "cannot convert this PNG to 8-bit RGBA");
  r->phase = PHASE_PREPARED;
  return CPNG_OK;
}

cpng_status cpng_reader_read_rgba8(cpng_reader *r, uint8_t *dst, size_t stride) {
  if (r->failure.status) return r->failure.status;
  if (r->phase != PHASE_PREPARED)
    return cpng_fail(&r->failure, CPNG_ERR_STATE, "read must follow prepare");
  if (stride < (size_t)r->width * 4)
    return cpng_fail(&r->failure, CPNG_ERR_ARGUMENT, "row stride %zu is below %u pixels", stride,
                     r->width);
  if (setjmp(png_jmpbuf(r->png))) return r->failure.status;
  /* With interlace handling on, each pass fills in its pixels of the same full rows. */
  for (int pass = 0; pass < r->passes; pass++)
    for (uint32_t y = 0; y < r->height; y++) png_read_row(r->png, dst + (size_t)y * stride, NULL);
  png_read_end(r->png, r->info);
  r->phase = PHASE_DONE;
  return CPNG_OK;
}

size_t cpng_reader_text_count(const cpng_reader *r) {
  png_textp text = NULL;
  int count = png_get_text(r->png, r->info, &text, NULL);
  return count > 0 ? (size_t)count : 0;
}

cpng_status cpng_reader_text_at(const cpng_reader *r, size_t index, const char **keyword,
                                const char **text, size_t *text_length, cpng_text_kind *kind) {
  png_textp chunks = NULL;
  int count = png_get_text(r->png, r->info, &chunks, NULL);
  if (count <= 0 || index >= (size_t)count) return CPNG_ERR_ARGUMENT;
  png_textp chunk = &chunks[index];
  *keyword = chunk->key;
  *text = chunk->text ? chunk->text : "";
  *text_length = strlen(*text);
  switch (chunk->compression) {
    case PNG_TEXT_COMPRESSION_zTXt: *kind = CPNG_TEXT_ZTXT; break;
    case PNG_ITXT_COMPRESSION_NONE: *kind = CPNG_TEXT_ITXT; break;
    case PNG_ITXT_COMPRESSION_zTXt: *kind = CPNG_TEXT_ITXT_COMPRESSED; break;
    default: *kind = CPNG_TEXT_TEXT; break;
  }
  return CPNG_OK;
}

const char *cpng_reader_message(const cpng_reader *r) { return r->failure.message; }

void cpng_reader_free(cpng_reader *r) {
  if (!r) return;
  if (r->png) png_destroy_read_struct(&r->png, r->info ? &r->info : NULL, NULL);
  free(r);
}
