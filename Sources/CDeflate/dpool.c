/* Deflate worker pool: see dpool.h. Each chunk is raw deflate primed with the data before
 * it (deflateSetDictionary) and ended with a sync flush, so the chunks concatenate into one
 * valid deflate stream, as pigz does. Nothing here depends on timing but the moment a
 * chunk is done: its bytes depend only on its input, its dictionary and the level. */

#include "dpool.h"

#include "adler.h"
#include "cpng_rowcopy.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double thread_cpu_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int grow_output(cpng_job *job) {
  size_t cap = job->out_cap ? job->out_cap * 2 : 65536;
  uint8_t *out = realloc(job->out, cap);
  if (!out) return -1;
  job->out = out;
  job->out_cap = cap;
  return 0;
}

/* zlib's fast levels stop at matches of 8 to 32 bytes and so cut a flat UI picture's long
 * runs (a row of background, the same row again) into many short matches. chatshot's levels
 * 1-3 keep zlib's fast matcher but look for matches up to the longest deflate allows (258).
 * On large.json's pixels (CPU per byte, bytes): zlib 6 6.3 ns, 32.7 MB; chatshot 3 3.5 ns,
 * 33.8 MB; 2 (the default) 2.9 ns, 34.3 MB; 1 2.6 ns, 34.8 MB; zlib 1 2.6 ns, 37.7 MB
 * (Pillow writes 36.5 MB). Levels 0 and 4-9 are zlib's. */
static const struct { int good, insert, nice, chain; } fast_tuning[4] = {
    {0, 0, 0, 0}, {4, 4, 258, 8}, {4, 8, 258, 16}, {4, 32, 258, 32}};

/* Applies chatshot's tuning of `level` (after deflateReset, which restores zlib's). */
static int tune(z_stream *z, int level) {
  if (level < 1 || level > 3) return Z_OK;
  return deflateTune(z, fast_tuning[level].good, fast_tuning[level].insert,
                     fast_tuning[level].nice, fast_tuning[level].chain);
}

int cpng_zlib_compress(int level, const uint8_t *in, size_t length, uint8_t **out,
                       size_t *out_length) {
  z_stream z;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, level, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY) != Z_OK) return -1;
  uLong bound = deflateBound(&z, (uLong)length);
  *out = malloc(bound);
  int result = *out && tune(&z, level) == Z_OK ? Z_OK : Z_MEM_ERROR;
  if (result == Z_OK) {
    z.next_in = (Bytef *)in;
    z.avail_in = (uInt)length;
    z.next_out = *out;
    z.avail_out = (uInt)bound;
    result = deflate(&z, Z_FINISH);
    *out_length = z.total_out;
  }
  deflateEnd(&z);
  if (result == Z_STREAM_END) return 0;
  free(*out);
  *out = NULL;
  return -1;
}

/* Deflates the part of the job before its copies with `z` (reset here), ending the stream
 * when `finish`: 0, or -1 with the job's error set. */
static int deflate_fresh(z_stream *z, int level, cpng_job *job, size_t length, int finish) {
  if (deflateReset(z) != Z_OK || tune(z, level) != Z_OK ||
      (job->dict_len && deflateSetDictionary(z, job->dict, (uInt)job->dict_len) != Z_OK)) {
    snprintf(job->error, sizeof job->error, "zlib refused to start a chunk");
    return -1;
  }
  z->next_in = job->in;
  z->avail_in = (uInt)length;
  for (;;) {
    if (job->out_len == job->out_cap && grow_output(job) != 0) {
      snprintf(job->error, sizeof job->error, "out of memory for compressed data");
      return -1;
    }
    z->next_out = job->out + job->out_len;
    z->avail_out = (uInt)(job->out_cap - job->out_len);
    int result = deflate(z, finish ? Z_FINISH : Z_SYNC_FLUSH);
    job->out_len = job->out_cap - z->avail_out;
    if (result == Z_STREAM_ERROR) {
      snprintf(job->error, sizeof job->error, "zlib failed while compressing a chunk");
      return -1;
    }
    /* Z_FINISH is done at Z_STREAM_END; a sync flush once output space is left over. */
    if (finish ? result == Z_STREAM_END : (z->avail_out > 0 && z->avail_in == 0)) return 0;
  }
}

/* Deflates one job with `z`: JOB_DONE, or JOB_FAILED with the job's error set. The caller
 * stores the state (under the pool's lock when there are workers). */
static cpng_job_state deflate_job(z_stream *z, int level, cpng_job *job) {
  job->out_len = 0;
  job->adler = cpng_adler32(1, job->in, job->in_len);
  size_t fresh = job->in_len - job->copy_len;
  if (fresh > 0 && deflate_fresh(z, level, job, fresh, job->last && job->copy_len == 0) != 0)
    return JOB_FAILED;
  if (job->copy_len > 0) {
    while (job->out_cap - job->out_len < cpng_copy_bound(job->copy_len))
      if (grow_output(job) != 0) {
        snprintf(job->error, sizeof job->error, "out of memory for compressed data");
        return JOB_FAILED;
      }
    job->out_len += cpng_copy_blocks(job->out + job->out_len, job->copy_len,
                                     job->copy_distance, job->last);
  }
  return JOB_DONE;
}

static cpng_job *oldest_queued(cpng_pool *p) {
  for (uint64_t s = p->written; s < p->submitted; s++) {
    cpng_job *job = &p->jobs[s % p->job_count];
    if (job->state == JOB_QUEUED) return job;
  }
  return NULL;
}

static void *worker_main(void *arg) {
  cpng_stream *stream = arg;
  z_stream *z = &stream->z;
  cpng_pool *p = stream->pool;
  pthread_mutex_lock(&p->lock);
  for (;;) {
    cpng_job *job;
    while (!p->stop && !(job = oldest_queued(p))) pthread_cond_wait(&p->work, &p->lock);
    if (p->stop) break;
    job->state = JOB_RUNNING;
    pthread_mutex_unlock(&p->lock);
    double start = thread_cpu_seconds();
    cpng_job_state state = deflate_job(z, p->level, job);
    double spent = thread_cpu_seconds() - start;
    pthread_mutex_lock(&p->lock);
    job->state = state;
    p->cpu_seconds += spent;
    pthread_cond_broadcast(&p->done);
  }
  pthread_mutex_unlock(&p->lock);
  return NULL;
}

int cpng_pool_init(cpng_pool *p, int level, unsigned workers, size_t chunk_bytes,
                   char *message, size_t message_size) {
  memset(p, 0, sizeof *p);
  pthread_mutex_init(&p->lock, NULL);
  pthread_cond_init(&p->work, NULL);
  pthread_cond_init(&p->done, NULL);
  p->level = level;
  p->workers = workers;
  p->stream_count = workers ? workers : 1;
  /* Enough slots that every worker can be busy while the caller fills the next chunk and
   * the oldest waits to be written, and that about 1 MiB can wait in line, so that the
   * caller can hand over a whole strip of rows and go on drawing. */
  p->job_count = workers ? workers + 2 + (unsigned)(CPNG_QUEUED_BYTES / chunk_bytes) : 1;
  p->streams = calloc(p->stream_count, sizeof *p->streams);
  p->jobs = calloc(p->job_count, sizeof *p->jobs);
  p->threads = calloc(p->stream_count, sizeof *p->threads);
  if (!p->streams || !p->jobs || !p->threads) goto nomem;
  for (unsigned i = 0; i < p->job_count; i++) {
    p->jobs[i].in = malloc(chunk_bytes);
    p->jobs[i].in_cap = chunk_bytes;
    p->jobs[i].dict = malloc(CPNG_DICT_SIZE);
    if (!p->jobs[i].in || !p->jobs[i].dict) goto nomem;
  }
  for (unsigned i = 0; i < p->stream_count; i++) {
    cpng_stream *stream = &p->streams[i];
    stream->pool = p;
    if (deflateInit2(&stream->z, level, Z_DEFLATED, -15, CPNG_MEM_LEVEL, Z_DEFAULT_STRATEGY) !=
        Z_OK)
      goto nomem;
    stream->ready = 1;
  }
  for (unsigned i = 0; i < workers; i++) {
    if (pthread_create(&p->threads[i], NULL, worker_main, &p->streams[i]) != 0) {
      snprintf(message, message_size, "cannot start a compression thread");
      return -1;
    }
    p->started++;
  }
  return 0;
nomem:
  snprintf(message, message_size, "out of memory for the PNG compressor");
  return -1;
}

void cpng_pool_destroy(cpng_pool *p) {
  pthread_mutex_lock(&p->lock);
  p->stop = 1;
  pthread_cond_broadcast(&p->work);
  pthread_mutex_unlock(&p->lock);
  for (unsigned i = 0; i < p->started; i++) pthread_join(p->threads[i], NULL);
  if (p->streams)
    for (unsigned i = 0; i < p->stream_count; i++)
      if (p->streams[i].ready) deflateEnd(&p->streams[i].z);
  if (p->jobs)
    for (unsigned i = 0; i < p->job_count; i++) {
      free(p->jobs[i].in);
      free(p->jobs[i].dict);
      free(p->jobs[i].out);
    }
  free(p->streams);
  free(p->jobs);
  free(p->threads);
  pthread_cond_destroy(&p->work);
  pthread_cond_destroy(&p->done);
  pthread_mutex_destroy(&p->lock);
  memset(p, 0, sizeof *p);
}

unsigned cpng_pool_in_flight(const cpng_pool *p) { return (unsigned)(p->submitted - p->written); }

cpng_job *cpng_pool_next_slot(cpng_pool *p) { return &p->jobs[p->submitted % p->job_count]; }

void cpng_pool_submit(cpng_pool *p) {
  cpng_job *job = cpng_pool_next_slot(p);
  if (p->workers == 0) {
    double start = thread_cpu_seconds();
    job->state = deflate_job(&p->streams[0].z, p->level, job);
    p->cpu_seconds += thread_cpu_seconds() - start;
    p->submitted++;
    return;
  }
  pthread_mutex_lock(&p->lock);
  job->state = JOB_QUEUED;
  p->submitted++;
  pthread_cond_signal(&p->work);
  pthread_mutex_unlock(&p->lock);
}

cpng_job *cpng_pool_oldest(cpng_pool *p, int wait) {
  if (p->written == p->submitted) return NULL;
  cpng_job *job = &p->jobs[p->written % p->job_count];
  if (p->workers == 0) return job;
  pthread_mutex_lock(&p->lock);
  while (wait && job->state != JOB_DONE && job->state != JOB_FAILED)
    pthread_cond_wait(&p->done, &p->lock);
  int ready = job->state == JOB_DONE || job->state == JOB_FAILED;
  pthread_mutex_unlock(&p->lock);
  return ready ? job : NULL;
}

void cpng_pool_release_oldest(cpng_pool *p) {
  /* Only the caller's thread touches `written` and FREE slots; workers look only at
   * QUEUED slots between `written` and `submitted`, under the lock. */
  pthread_mutex_lock(&p->lock);
  p->jobs[p->written % p->job_count].state = JOB_FREE;
  p->written++;
  pthread_mutex_unlock(&p->lock);
}

double cpng_pool_cpu_seconds(cpng_pool *p) {
  pthread_mutex_lock(&p->lock);
  double seconds = p->cpu_seconds;
  pthread_mutex_unlock(&p->lock);
  return seconds;
}
