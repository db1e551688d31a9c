/* Deflate worker pool for pwriter.c: chunks of row data are deflated on worker threads (or
 * inline when there are none) and handed back strictly in submission order. */
#ifndef CPNG_DPOOL_H
#define CPNG_DPOOL_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

/// How much of the data before a chunk primes its deflate. A row or two of a picture is what
/// matters (a row is most like the one above it). With chunks of about 57 KiB (pwriter.c),
/// 4 KiB made files 0.5 % larger than 8 KiB did, for 7 % fewer instructions.
#define CPNG_DICT_SIZE 4096

/// zlib's memLevel for the chunks: a 16K-entry hash table, which deflateReset clears for each
/// chunk. On chat pictures 8 (zlib's default) gave the same bytes for 4 % more instructions.
#define CPNG_MEM_LEVEL 7

/// About how much input may wait in line for the workers.
#define CPNG_QUEUED_BYTES (1024 * 1024)

typedef enum { JOB_FREE, JOB_QUEUED, JOB_RUNNING, JOB_DONE, JOB_FAILED } cpng_job_state;

/// One chunk: raw input rows in, raw deflate data out; it starts and ends on a byte boundary.
typedef struct cpng_job {
  uint8_t *in; /* owned: in_cap bytes of filtered rows */
  size_t in_len, in_cap;
  uint8_t *dict; /* owned: CPNG_DICT_SIZE bytes: the image data just before `in` */
  size_t dict_len;
  int last; /* ends the stream (Z_FINISH) rather than with a sync flush */
  size_t copy_len;        /* the last copy_len bytes of `in` repeat the data copy_distance */
  unsigned copy_distance; /* bytes before them: written as copies (cpng_rowcopy.h), not deflated */
  uint8_t *out; /* owned, grown as needed */
  size_t out_len, out_cap;
  uLong adler; /* Adler-32 of `in` alone */
  cpng_job_state state;
  char error[96];
} cpng_job;

struct cpng_pool;

/// A deflate stream and the pool its worker serves.
typedef struct cpng_stream {
  struct cpng_pool *pool; /* borrowed */
  z_stream z;
  int ready; /* deflateInit2 succeeded: deflateEnd is due */
} cpng_stream;

typedef struct cpng_pool {
  int level;
  unsigned workers; /* threads started; 0 deflates inline in cpng_pool_submit */
  unsigned started;
  pthread_t *threads; /* owned */
  cpng_stream *streams; /* owned: one per worker, or one for inline work */
  unsigned stream_count;
  cpng_job *jobs; /* owned ring of job_count slots; seq s lives in jobs[s % job_count] */
  unsigned job_count;
  uint64_t submitted, written; /* seqs [written, submitted) are in flight */
  pthread_mutex_t lock;
  pthread_cond_t work, done;
  int stop;
  double cpu_seconds;
} cpng_pool;

/// Sets the pool up with `workers` threads (0: inline) and jobs holding `chunk_bytes` of
/// input each. 0 on success, -1 when memory or threads run out (`message` says which).
int cpng_pool_init(cpng_pool *p, int level, unsigned workers, size_t chunk_bytes,
                   char *message, size_t message_size);

/// Stops and joins the workers, frees every job. Safe on a pool whose init failed.
void cpng_pool_destroy(cpng_pool *p);

/// Seqs submitted but not yet released.
unsigned cpng_pool_in_flight(const cpng_pool *p);

/// The free slot for the next seq. The caller must first make in_flight < job_count.
cpng_job *cpng_pool_next_slot(cpng_pool *p);

/// Queues the slot from cpng_pool_next_slot (deflates it at once when inline).
void cpng_pool_submit(cpng_pool *p);

/// The oldest job in flight once it is DONE or FAILED; with `wait` 0, NULL while it is still
/// pending; NULL when nothing is in flight.
cpng_job *cpng_pool_oldest(cpng_pool *p, int wait);

/// Frees the slot of the oldest job (after its bytes were written).
void cpng_pool_release_oldest(cpng_pool *p);

/// CPU seconds spent in deflate so far.
double cpng_pool_cpu_seconds(cpng_pool *p);

/// A whole zlib stream of `in` at `level`, with chatshot's tuning of levels 1-3 (for the
/// compressed text chunks). On success (0) `*out` is malloc'd and owned by the caller.
int cpng_zlib_compress(int level, const uint8_t *in, size_t length, uint8_t **out,
                       size_t *out_length);

#endif
