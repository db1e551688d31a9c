/* JPEG header probe and decode to RGBA8 with libjpeg-turbo (cjpeg.h): every setjmp of the
 * JPEG path. */

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

#include "cjpeg.h"

typedef struct bridge_error {
  struct jpeg_error_mgr base; /* first: libjpeg casts the pointer */
  jmp_buf jump;
  char *message;
} bridge_error;

static void on_error(j_common_ptr cinfo) {
  bridge_error *e = (bridge_error *)cinfo->err;
  (*cinfo->err->format_message)(cinfo, e->message);
  longjmp(e->jump, 1);
}

/* Level -1 is a warning (truncated data, corrupt entropy data): refused like an error.
 * Levels 0 and up are trace messages: ignored. */
static void on_message(j_common_ptr cinfo, int level) {
  if (level < 0) on_error(cinfo);
}

static cjpeg_status check_signature(const uint8_t *data, size_t size, char *message) {
  if (!data || size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
    snprintf(message, CJPEG_MESSAGE_SIZE, "not a JPEG file (no SOI marker)");
    return CJPEG_ERR_SIGNATURE;
  }
  return CJPEG_OK;
}

static void start(struct jpeg_decompress_struct *cinfo, bridge_error *err, char *message) {
  memset(cinfo, 0, sizeof *cinfo);
  cinfo->err = jpeg_std_error(&err->base);
  err->base.error_exit = on_error;
  err->base.emit_message = on_message;
  err->message = message;
  message[0] = 0;
}

/* The one path into libjpeg, behind its jump point: the header, then (with `dst`) every row.
 * A probe is a decode that stops after the header. */
static cjpeg_status run(const uint8_t *data, size_t size, cjpeg_info *info, uint64_t max_pixels,
                        uint8_t *dst, size_t stride, cjpeg_order order, char *message) {
  message[0] = 0;
  cjpeg_status status = check_signature(data, size, message);
  if (status) return status;
  struct jpeg_decompress_struct cinfo;
  bridge_error err;
  start(&cinfo, &err, message);
  if (setjmp(err.jump)) {
    jpeg_destroy_decompress(&cinfo);
    return CJPEG_ERR_DATA;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  info->width = cinfo.image_width;
  info->height = cinfo.image_height;
  info->components = cinfo.num_components;
  if (dst) {
    uint64_t pixels = (uint64_t)cinfo.image_width * cinfo.image_height;
    if (pixels > max_pixels) {
      snprintf(message, CJPEG_MESSAGE_SIZE, "%ux%u pixels is more than the limit of %llu",
               cinfo.image_width, cinfo.image_height, (unsigned long long)max_pixels);
      status = CJPEG_ERR_LIMIT;
    } else if (stride < (size_t)cinfo.image_width * 4) {
      snprintf(message, CJPEG_MESSAGE_SIZE, "a row of %zu bytes is too short", stride);
      status = CJPEG_ERR_ARGUMENT;
    } else {
      /* Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on a little-endian
       * machine. Alpha is 255, so premultiplied and straight are the same. */
      cinfo.out_color_space = order == CJPEG_ORDER_RGBA ? JCS_EXT_RGBA
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
                                                        : JCS_EXT_ARGB;
#else
                                                        : JCS_EXT_BGRA;
#endif
      cinfo.dct_method = JDCT_ISLOW; /* the exact integer IDCT: the same pixels everywhere */
      cinfo.do_fancy_upsampling = TRUE;
      jpeg_start_decompress(&cinfo);
      while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = dst + (size_t)cinfo.output_scanline * stride;
        jpeg_read_scanlines(&cinfo, &row, 1);
      }
      jpeg_finish_decompress(&cinfo);
    }
  }
  jpeg_destroy_decompress(&cinfo);
  return status;
}

cjpeg_status cjpeg_probe(const uint8_t *data, size_t size, cjpeg_info *out,
                         char message[CJPEG_MESSAGE_SIZE]) {
  return run(data, size, out, 0, NULL, 0, CJPEG_ORDER_RGBA, message);
}

cjpeg_status cjpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *dst,
                          size_t stride, cjpeg_order order, char message[CJPEG_MESSAGE_SIZE]) {
  if (!dst) {
    snprintf(message, CJPEG_MESSAGE_SIZE, "no pixel buffer");
    return CJPEG_ERR_ARGUMENT;
  }
  cjpeg_info info;
  return run(data, size, &info, max_pixels, dst, stride, order, message);
}
