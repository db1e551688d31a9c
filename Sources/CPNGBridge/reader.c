/* PNG reader over bytes in memory or a file descriptor: header probe, decode of any PNG to
 * RGBA8 (whole, or a few rows at a time), text chunks. As in writer.c, every function that
 * calls libpng sets its own jump point first. */

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>

#include "cpngbridge.h"
#include "libpng_failure.h"

typedef enum { PHASE_NEW, PHASE_HEADER, PHASE_PREPARED, PHASE_DONE } reader_phase;

struct cpng_reader {
  png_structp png; /* owned, with info */
  png_infop info;
  const uint8_t *data; /* borrowed; or, reading a descriptor, the owned buffer */
  size_t size, position;
  int fd; /* borrowed; -1 when reading `data` */
  uint8_t *buffer; /* owned: what was read from `fd` and not consumed yet */
  uint32_t next_row; /* rows decoded so far by cpng_reader_read_rows */
  uint8_t *rgb_row; /* owned: for 8-bit RGB, one row as stored (width * 3 bytes) */
  reader_phase phase;
  cpng_failure failure; /* libpng's error pointer */
  uint32_t width, height;
  int passes;
};

enum { FD_BUFFER = 1 << 16 };

/* Refills the buffer from the descriptor; 0 at the end of the file. */
static size_t refill(cpng_reader *r) {
  for (;;) {
    ssize_t n = read(r->fd, r->buffer, FD_BUFFER);
    if (n >= 0) {
      r->data = r->buffer;
      r->size = (size_t)n;
      r->position = 0;
      return (size_t)n;
    }
    if (errno != EINTR) png_error(r->png, strerror(errno));
  }
}

static void on_read_fd(png_structp png, png_bytep out, size_t count) {
  cpng_reader *r = png_get_io_ptr(png);
  while (count > 0) {
    if (r->position == r->size && refill(r) == 0)
      png_error(png, "unexpected end of data (truncated file?)");
    size_t n = r->size - r->position < count ? r->size - r->position : count;
    memcpy(out, r->data + r->position, n);
    r->position += n;
    out += n;
    count -= n;
  }
}

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
  r->fd = -1;
  r->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &r->failure, cpng_on_libpng_error,
                                  cpng_on_libpng_warning);
  if (r->png) r->info = png_create_info_struct(r->png);
  if (!r->png || !r->info) {
    cpng_reader_free(r);
    return NULL;
  }
  /* A compressed text chunk may inflate to 64 MiB (libpng's default, 8,000,000 bytes, dropped
   * the metadata of a conversation near the 16 MiB input limit without a word). */
  png_set_chunk_malloc_max(r->png, CPNG_TEXT_INFLATED_MAX);
  return r;
}

cpng_reader *cpng_reader_new_fd(int fd) {
  cpng_reader *r = cpng_reader_new(NULL, 0);
  if (!r) return NULL;
  r->buffer = malloc(FD_BUFFER);
  if (!r->buffer) {
    cpng_reader_free(r);
    return NULL;
  }
  r->fd = fd;
  r->data = r->buffer;
  /* The chunks' CRC-32s still catch damaged data; zlib's Adler-32 of the inflated rows
   * (a third of the instructions of decoding a flat picture) is not computed again. */
  png_set_option(r->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
  /* Pixels only: text chunks are skipped unread (no zTXt is inflated). */
  static const png_byte text[] = "tEXt\0zTXt\0iTXt";
  png_set_keep_unknown_chunks(r->png, PNG_HANDLE_CHUNK_NEVER, text, 3);
  return r;
}

cpng_status cpng_reader_read_header(cpng_reader *r, cpng_header *out) {
  if (r->failure.status) return r->failure.status;
  if (r->phase != PHASE_NEW)
    return cpng_fail(&r->failure, CPNG_ERR_STATE, "the header was already read");
  if (r->fd >= 0) {
    /* The signature is checked from the buffer, then libpng reads from its start. */
    while (r->size < 8) {
      ssize_t n = read(r->fd, r->buffer + r->size, FD_BUFFER - r->size);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) return cpng_fail(&r->failure, CPNG_ERR_LIBPNG, "%s", strerror(errno));
      if (n == 0) break;
      r->size += (size_t)n;
    }
  }
  size_t prefix = r->size < 8 ? r->size : 8;
  if (prefix == 0 || png_sig_cmp(r->data, 0, prefix) != 0)
    return cpng_fail(&r->failure, CPNG_ERR_SIGNATURE, "not a PNG file (wrong signature)");
  if (setjmp(png_jmpbuf(r->png))) return r->failure.status;
  /* Dimensions are limited by the caller's pixel budget, not by libpng's default of 1e6. */
  png_set_user_limits(r->png, PNG_UINT_31_MAX, PNG_UINT_31_MAX);
  png_set_read_fn(r->png, r, r->fd >= 0 ? on_read_fd : on_read);
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
  /* 8-bit RGB without tRNS, not interlaced (chatshot's own pictures): rows are read as stored
   * and given their alpha here, four pixels at a time (libpng's filler goes byte by byte:
   * 11 instructions a pixel, against about 4). */
  int rgb8 = color == PNG_COLOR_TYPE_RGB && depth == 8 && !has_trns &&
             png_get_interlace_type(png, r->info) == PNG_INTERLACE_NONE;
  if (rgb8) {
    r->rgb_row = malloc((size_t)r->width * 3);
    if (!r->rgb_row) return cpng_fail(&r->failure, CPNG_ERR_NOMEM, "no memory for a row");
  } else if (!(color & PNG_COLOR_MASK_ALPHA) && !has_trns) {
    png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
  }
  r->passes = png_set_interlace_handling(png);
  png_read_update_info(png, r->info);
  if (png_get_rowbytes(png, r->info) != (size_t)r->width * (rgb8 ? 3 : 4))
    return cpng_fail(&r->failure, CPNG_ERR_LIBPNG, "cannot convert this PNG to 8-bit RGBA");
  r->phase = PHASE_PREPARED;
  return CPNG_OK;
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
/* Sixteen pixels at a time with SSSE3's byte shuffle; returns how many pixels were done. */
__attribute__((target("ssse3"))) static uint32_t expand_rgb_ssse3(const uint8_t *src,
                                                                  uint8_t *dst, uint32_t width) {
  const __m128i shuffle = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
  const __m128i alpha = _mm_set1_epi32((int)0xff000000u);
  uint32_t x = 0;
  /* Each 16-byte load is used for 12 bytes: stop while 16 bytes remain readable. */
  for (; x + 6 <= width; x += 4) {
    __m128i in = _mm_loadu_si128((const __m128i *)(src + (size_t)x * 3));
    _mm_storeu_si128((__m128i *)(dst + (size_t)x * 4),
                     _mm_or_si128(_mm_shuffle_epi8(in, shuffle), alpha));
  }
  return x;
}
#endif

/* One row into `dst` as RGBA8 (png_read_row's, or an RGB row given opaque alpha). */
static void read_row(cpng_reader *r, uint8_t *dst) {
  if (!r->rgb_row) {
    png_read_row(r->png, dst, NULL);
    return;
  }
  png_read_row(r->png, r->rgb_row, NULL);
  const uint8_t *src = r->rgb_row;
  uint32_t x = 0;
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
  if (__builtin_cpu_supports("ssse3")) x = expand_rgb_ssse3(src, dst, r->width);
#endif
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  /* Four pixels from three 32-bit words: R0G0B0R1 G1B1R2G2 B2R3G3B3. */
  for (; x + 4 <= r->width; x += 4) {
    uint32_t w[3], p[4];
    memcpy(w, src + (size_t)x * 3, 12);
    p[0] = w[0] | 0xff000000u;
    p[1] = (w[0] >> 24) | (w[1] << 8) | 0xff000000u;
    p[2] = (w[1] >> 16) | (w[2] << 16) | 0xff000000u;
    p[3] = (w[2] >> 8) | 0xff000000u;
    memcpy(dst + (size_t)x * 4, p, 16);
  }
#endif
  for (; x < r->width; x++) {
    const uint8_t *in = src + (size_t)x * 3;
    uint8_t *out = dst + (size_t)x * 4;
    out[0] = in[0];
    out[1] = in[1];
    out[2] = in[2];
    out[3] = 0xff;
  }
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
    for (uint32_t y = 0; y < r->height; y++) read_row(r, dst + (size_t)y * stride);
  png_read_end(r->png, r->info);
  r->phase = PHASE_DONE;
  return CPNG_OK;
}

cpng_status cpng_reader_read_rows(cpng_reader *r, uint8_t *dst, size_t stride, uint32_t count) {
  if (r->failure.status) return r->failure.status;
  if (r->phase != PHASE_PREPARED)
    return cpng_fail(&r->failure, CPNG_ERR_STATE, "read must follow prepare");
  if (r->passes != 1)
    return cpng_fail(&r->failure, CPNG_ERR_STATE, "an interlaced image is read whole");
  if (stride < (size_t)r->width * 4)
    return cpng_fail(&r->failure, CPNG_ERR_ARGUMENT, "row stride %zu is below %u pixels", stride,
                     r->width);
  if (count > r->height - r->next_row)
    return cpng_fail(&r->failure, CPNG_ERR_ARGUMENT, "%u rows asked, %u left", count,
                     r->height - r->next_row);
  if (setjmp(png_jmpbuf(r->png))) return r->failure.status;
  for (uint32_t y = 0; y < count; y++) read_row(r, dst + (size_t)y * stride);
  r->next_row += count;
  if (r->next_row == r->height) {
    png_read_end(r->png, r->info);
    r->phase = PHASE_DONE;
  }
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
  free(r->buffer);
  free(r->rgb_row);
  free(r);
}
