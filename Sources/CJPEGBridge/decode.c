/* JPEG header probe and decode to RGBA8 with libjpeg-turbo (cjpeg.h): every setjmp of the
 * JPEG path. */

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "cjpeg.h"

typedef struct bridge_error {
  struct jpeg_error_mgr base; /* first: libjpeg casts the pointer */
  jmp_buf jump;
  char *message;
} bridge_error;

/* libjpeg's progress monitor, as djpeg's -maxscans uses it: libjpeg calls it once per row of
 * MCUs of every pass (each scan of a progressive file is an input pass), so counting the
 * calls counts the decoder's work; past `max_scans` scans the decode stops. A progressive
 * file of thousands of tiny scans makes libjpeg go over the whole image once per scan
 * (2,649 scans in 204 KB took 36.7 s). */
typedef struct bridge_progress {
  struct jpeg_progress_mgr base; /* first: libjpeg casts the pointer */
  int max_scans;
  uint64_t work;
} bridge_progress;

static void on_progress(j_common_ptr cinfo) {
  bridge_progress *p = (bridge_progress *)cinfo->progress;
  p->work++;
  j_decompress_ptr d = (j_decompress_ptr)cinfo;
  if (cinfo->is_decompressor && d->input_scan_number > p->max_scans) {
    bridge_error *e = (bridge_error *)cinfo->err;
    snprintf(e->message, CJPEG_MESSAGE_SIZE,
             "it has more than %d scans, the most a photo may have", p->max_scans);
    longjmp(e->jump, 2);
  }
}

/* Adobe's CMYK (the Adobe marker: 255 is no ink, as Photoshop writes it) or plain CMYK to
 * RGB, as 8-bit integers: R = C * K / 255 of the stored values, the same everywhere. */
static void cmyk_row(const uint8_t *cmyk, uint8_t *dst, JDIMENSION width, boolean adobe,
                     cjpeg_order order) {
  for (JDIMENSION x = 0; x < width; x++) {
    unsigned c = cmyk[4 * x], m = cmyk[4 * x + 1], y = cmyk[4 * x + 2], k = cmyk[4 * x + 3];
    if (!adobe) {
      c = 255 - c;
      m = 255 - m;
      y = 255 - y;
      k = 255 - k;
    }
    uint8_t r = (uint8_t)((c * k + 127) / 255), g = (uint8_t)((m * k + 127) / 255),
            b = (uint8_t)((y * k + 127) / 255);
    uint8_t *p = dst + 4 * (size_t)x;
    if (order == CJPEG_ORDER_RGBA) {
      p[0] = r, p[1] = g, p[2] = b, p[3] = 255;
    } else {
      uint32_t word = 0xFF000000u | (uint32_t)r << 16 | (uint32_t)g << 8 | b;
      memcpy(p, &word, 4);
    }
  }
}

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
/* Reads every row into `dst` (`stride` apart), through a row of CMYK for a CMYK or YCCK file
 * (libjpeg turns YCCK into CMYK; chatshot turns CMYK into RGB). */
static void read_rows(struct jpeg_decompress_struct *cinfo, uint8_t *dst, size_t stride,
                      cjpeg_order order, uint8_t *cmyk) {
  while (cinfo->output_scanline < cinfo->output_height) {
    uint8_t *out = dst + (size_t)cinfo->output_scanline * stride;
    JSAMPROW row = cmyk ? cmyk : out;
    jpeg_read_scanlines(cinfo, &row, 1);
    if (cmyk) cmyk_row(cmyk, out, cinfo->output_width, cinfo->saw_Adobe_marker, order);
  }
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
  bridge_progress progress;
  memset(&progress, 0, sizeof progress);
  progress.base.progress_monitor = on_progress;
  progress.max_scans = CJPEG_MAX_SCANS;
  uint8_t *volatile cmyk = NULL;
  start(&cinfo, &err, message);
  int jumped = setjmp(err.jump);
  if (jumped) {
    info->work = progress.work;
    free(cmyk);
    jpeg_destroy_decompress(&cinfo);
    return jumped == 2 ? CJPEG_ERR_LIMIT : CJPEG_ERR_DATA;
  }
  jpeg_create_decompress(&cinfo);
  cinfo.progress = &progress.base;
  jpeg_mem_src(&cinfo, data, (unsigned long)size);
  jpeg_read_header(&cinfo, TRUE);
  info->width = cinfo.image_width;
  info->height = cinfo.image_height;
  info->components = cinfo.num_components;
  if (dst) {
    uint64_t pixels = (uint64_t)cinfo.image_width * cinfo.image_height;
    boolean four = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    if (pixels > max_pixels) {
      snprintf(message, CJPEG_MESSAGE_SIZE, "%ux%u pixels is more than the limit of %llu",
               cinfo.image_width, cinfo.image_height, (unsigned long long)max_pixels);
      status = CJPEG_ERR_LIMIT;
    } else if (stride < (size_t)cinfo.image_width * 4) {
      snprintf(message, CJPEG_MESSAGE_SIZE, "a row of %zu bytes is too short", stride);
      status = CJPEG_ERR_ARGUMENT;
    } else if (four && !(cmyk = malloc((size_t)cinfo.image_width * 4))) {
      snprintf(message, CJPEG_MESSAGE_SIZE, "no memory for a row of %u pixels",
               cinfo.image_width);
      status = CJPEG_ERR_ARGUMENT;
    } else {
      /* Cairo's ARGB32 is a native-endian 32-bit word: B, G, R, A in memory on a little-endian
       * machine. Alpha is 255, so premultiplied and straight are the same. */
      cinfo.out_color_space = four                        ? JCS_CMYK
                              : order == CJPEG_ORDER_RGBA ? JCS_EXT_RGBA
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
                                                          : JCS_EXT_ARGB;
#else
                                                          : JCS_EXT_BGRA;
#endif
      cinfo.dct_method = JDCT_ISLOW; /* the exact integer IDCT: the same pixels everywhere */
      cinfo.do_fancy_upsampling = TRUE;
      jpeg_start_decompress(&cinfo);
      read_rows(&cinfo, dst, stride, order, cmyk);
      jpeg_finish_decompress(&cinfo);
    }
  }
  info->work = progress.work;
  free(cmyk);
  jpeg_destroy_decompress(&cinfo);
  return status;
}

cjpeg_status cjpeg_probe(const uint8_t *data, size_t size, cjpeg_info *out,
                         char message[CJPEG_MESSAGE_SIZE]) {
  return run(data, size, out, 0, NULL, 0, CJPEG_ORDER_RGBA, message);
}

cjpeg_status cjpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *dst,
                          size_t stride, cjpeg_order order, cjpeg_info *out,
                          char message[CJPEG_MESSAGE_SIZE]) {
  cjpeg_info info;
  if (!out) out = &info;
  memset(out, 0, sizeof *out);
  if (!dst) {
    snprintf(message, CJPEG_MESSAGE_SIZE, "no pixel buffer");
    return CJPEG_ERR_ARGUMENT;
  }
  return run(data, size, out, max_pixels, dst, stride, order, message);
}
