/* Private to pwriter.c and pwriter_rows.c: the writer's state. */
#ifndef CPNG_PWRITER_INTERNAL_H
#define CPNG_PWRITER_INTERNAL_H

#include <zlib.h>

#include "cpng_pwriter.h"
#include "dpool.h"
#include "pngout.h"

#define MAX_TEXTS 64
/* zlib slides its 32 KiB window (rehashing all of it: a third of its instructions on chat
 * pictures) each time the data it has seen, dictionary included, passes about 64 KiB; a chunk
 * and its dictionary stay under that, so no chunk ever slides. */
#define CHUNK_TARGET_BYTES (63 * 1024 - CPNG_DICT_SIZE)

/* A chunk ends after a run of at least this many rows that repeat the row above, and the run
 * is written as deflate copies of that row (cpng_rowcopy.h) rather than deflated. Each such run
 * costs a new chunk (a new Huffman table, a shorter dictionary): on large.json's pixels, with
 * runs from 4 rows, 13 % fewer instructions and files 0.9 % larger; from 12 rows, 10 % and
 * 0.4 %. Shorter runs stay with zlib. */
#define MIN_COPIED_RUN 12

typedef struct text_chunk {
  char *keyword; /* owned */
  char *text;    /* owned */
  int compressed;
  int international; /* iTXt (UTF-8) rather than tEXt/zTXt (Latin-1) */
} text_chunk;

struct cpng_pwriter {
  cpng_out out;
  cpng_phase phase;
  cpng_failure failure;
  text_chunk texts[MAX_TEXTS];
  size_t text_count;
  uint32_t width, height, rows_written, chunk_rows, filling_rows;
  int has_alpha, level;
  size_t row_bytes; /* filter byte + pixels */
  cpng_pool pool;
  int pool_ready;
  cpng_job *filling;  /* the chunk being filled, not yet submitted */
  uint32_t run_rows;  /* rows at the end of `filling` that repeat the row above */
  int copy_runs;      /* runs of rows are written as copies (not at level 0, nor for rows
                         too long for deflate to copy) */
  uint8_t *last_row;  /* owned: the last row of the chunks submitted so far */
  uint8_t *next_dict; /* owned: the last CPNG_DICT_SIZE bytes of image data submitted */
  size_t next_dict_len;
  uLong adler; /* of every chunk written so far */
  int wrote_idat;
  /* APNG (apng.c): acTL's numbers; the canvas; frames begun; the next sequence number. While
   * a frame is written, width/height/row_bytes are the frame's and chunks go out as fdAT. */
  int animated, in_frame;
  uint32_t anim_frames, anim_plays, canvas_width, canvas_height, frames_begun, sequence;
};

/* Writes the oldest deflated chunk (waiting for it when `wait`): 1 if one was written, 0 if
 * none was ready, or a negative cpng_status. */
int cpng_pwriter_write_oldest(cpng_pwriter *w, int wait);

/* apng.c: writes acTL after IHDR when the writer is animated (0, or -1 when the sink fails). */
int cpng_pwriter_write_actl(cpng_pwriter *w);

#endif
