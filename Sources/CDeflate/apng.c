/* APNG on the parallel-deflate writer (cpng_pwriter.h): acTL after IHDR, then after the
 * default image one fcTL per frame and the frame's rows as fdAT chunks, deflated as the
 * default image's rows are. */

#include "pwriter_internal.h"
#include "cpng_rowcopy.h"

cpng_status cpng_pwriter_animate(cpng_pwriter *w, uint32_t frames, uint32_t plays) {
  cpng_status status = cpng_check_text(&w->failure, w->phase);
  if (status != CPNG_OK) return status;
  if (frames < 1 || frames > 0x7FFFFFFF)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "an animation of %u frames", frames);
  w->animated = 1;
  w->anim_frames = frames;
  w->anim_plays = plays;
  return CPNG_OK;
}

int cpng_pwriter_write_actl(cpng_pwriter *w) {
  if (!w->animated) return 0;
  uint8_t actl[8];
  cpng_put_u32(actl, w->anim_frames);
  cpng_put_u32(actl + 4, w->anim_plays);
  return cpng_out_chunk(&w->out, "acTL", actl, 8, NULL, 0, NULL, 0);
}

/* Resets the row state for a frame `width`×`height`, as begin sets it for the image. */
static void start_rows(cpng_pwriter *w, uint32_t width, uint32_t height) {
  w->width = width;
  w->height = height;
  w->rows_written = 0;
  w->row_bytes = 1 + (size_t)width * (w->has_alpha ? 4 : 3);
  w->copy_runs = w->level > 0 && w->row_bytes <= CPNG_COPY_MAX_DISTANCE;
  w->chunk_rows = cpng_pwriter_default_chunk_rows(width, w->has_alpha);
  w->next_dict_len = 0;
  w->run_rows = 0;
  w->filling = NULL;
  w->adler = adler32(0L, Z_NULL, 0);
  w->wrote_idat = 0;
}

cpng_status cpng_pwriter_begin_frame(cpng_pwriter *w, uint32_t x, uint32_t y, uint32_t width,
                                     uint32_t height, uint16_t delay_num, uint16_t delay_den) {
  cpng_status status =
      cpng_check_finish(&w->failure, w->phase, w->rows_written, w->height);
  if (status != CPNG_OK) return status;
  if (!w->animated || w->frames_begun == w->anim_frames)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT, "a frame beyond the %u announced",
                     w->anim_frames);
  if (width < 1 || height < 1 || x > w->canvas_width - width ||
      y > w->canvas_height - height || width > w->canvas_width || height > w->canvas_height)
    return cpng_fail(&w->failure, CPNG_ERR_ARGUMENT,
                     "a frame of %u×%u px at (%u, %u) outside the %u×%u canvas", width, height, x,
                     y, w->canvas_width, w->canvas_height);
  int written;
  while ((written = cpng_pwriter_write_oldest(w, 1)) > 0) {}
  if (written < 0) return (cpng_status)-written;
  uint8_t fctl[26];
  cpng_put_u32(fctl, w->sequence++);
  cpng_put_u32(fctl + 4, width);
  cpng_put_u32(fctl + 8, height);
  cpng_put_u32(fctl + 12, x);
  cpng_put_u32(fctl + 16, y);
  fctl[20] = (uint8_t)(delay_num >> 8);
  fctl[21] = (uint8_t)delay_num;
  fctl[22] = (uint8_t)(delay_den >> 8);
  fctl[23] = (uint8_t)delay_den;
  fctl[24] = 0; /* dispose: none (the next frame draws over this one) */
  fctl[25] = 0; /* blend: source (the rectangle's pixels replace the canvas's) */
  if (cpng_out_chunk(&w->out, "fcTL", fctl, 26, NULL, 0, NULL, 0) != 0)
    return cpng_sink_failed(&w->failure);
  w->frames_begun++;
  w->in_frame = 1;
  start_rows(w, width, height);
  return CPNG_OK;
}
