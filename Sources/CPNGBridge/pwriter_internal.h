/* Private to pwriter.c and pwriter_rows.c: the writer's state. */
#ifndef CPNG_PWRITER_INTERNAL_H
#define CPNG_PWRITER_INTERNAL_H

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

/// Records a failure (sticky) with a printf-style message; returns `status`.
cpng_status cpng_pwriter_fail(cpng_pwriter *w, cpng_status status, const char *format, ...);

/// Records that the sink refused bytes.
cpng_status cpng_pwriter_sink_failed(cpng_pwriter *w);

#endif
