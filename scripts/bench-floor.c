/* The encoding floor for scripts/bench: how long libpng takes, on one thread, to write the
 * very pixels chatshot wrote, with the fastest plausible settings (level 1, no filter) and
 * with chatshot's own (level 6, no filter); and how long the fastest deterministic deflater
 * on the machine (libdeflate, level 1, one thread) takes to deflate the same rows once, as
 * chatshot's encoder hands them over (a filter byte 0, then the row).
 *
 * usage: bench-floor IMAGE.png REPS
 * prints one JSON line: {"width", "height", "png1_none_s", "png1_none_bytes",
 *                        "png6_none_s", "png6_none_bytes", "deflate1_s", "deflate1_bytes"}
 *                        (times: the fastest of REPS)
 *
 * Build: cc -O2 bench-floor.c $(pkg-config --cflags --libs libpng) -ldeflate -o bench-floor
 */
#include <libdeflate.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static size_t written;
static void count(png_structp p, png_bytep d, size_t n) { (void)p; (void)d; written += n; }
static void no_flush(png_structp p) { (void)p; }

/* Writes the image to a counting sink; returns the seconds taken. */
static double encode(const png_byte *pixels, png_uint_32 w, png_uint_32 h, int channels,
                     int level) {
  png_structp p = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
  png_infop info = png_create_info_struct(p);
  if (setjmp(png_jmpbuf(p))) { fprintf(stderr, "libpng error\n"); exit(1); }
  written = 0;
  double start = now();
  png_set_write_fn(p, NULL, count, no_flush);
  png_set_IHDR(p, info, w, h, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
               PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_compression_level(p, level);
  png_set_filter(p, 0, PNG_FILTER_NONE);
  png_write_info(p, info);
  for (png_uint_32 y = 0; y < h; y++) png_write_row(p, pixels + (size_t)y * w * channels);
  png_write_end(p, info);
  double seconds = now() - start;
  png_destroy_write_struct(&p, &info);
  return seconds;
}

/* libdeflate level 1 over the filtered rows, as one zlib stream; returns the seconds taken. */
static double deflate1(const png_byte *pixels, png_uint_32 w, png_uint_32 h, int channels,
                       size_t *bytes) {
  size_t row = (size_t)w * channels, size = (row + 1) * h;
  unsigned char *rows = malloc(size);
  struct libdeflate_compressor *c = libdeflate_alloc_compressor(1);
  size_t bound = libdeflate_zlib_compress_bound(c, size);
  unsigned char *out = malloc(bound);
  if (!rows || !c || !out) { fprintf(stderr, "out of memory\n"); exit(1); }
  double start = now();
  for (png_uint_32 y = 0; y < h; y++) {
    rows[y * (row + 1)] = 0;
    memcpy(rows + y * (row + 1) + 1, pixels + (size_t)y * row, row);
  }
  *bytes = libdeflate_zlib_compress(c, rows, size, out, bound);
  double seconds = now() - start;
  libdeflate_free_compressor(c);
  free(out);
  free(rows);
  return seconds;
}

int main(int argc, char **argv) {
  if (argc != 3) { fprintf(stderr, "usage: bench-floor IMAGE.png REPS\n"); return 2; }
  int reps = atoi(argv[2]);
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, argv[1])) { fprintf(stderr, "%s\n", image.message); return 1; }
  int channels = (image.format & PNG_FORMAT_FLAG_ALPHA) ? 4 : 3;
  image.format = channels == 4 ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
  png_byte *pixels = malloc(PNG_IMAGE_SIZE(image));
  if (!pixels || !png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
    fprintf(stderr, "cannot decode %s\n", argv[1]);
    return 1;
  }
  double best1 = 1e9, best6 = 1e9, bestd = 1e9;
  size_t bytes1 = 0, bytes6 = 0, bytesd = 0;
  for (int i = 0; i < reps; i++) {
    double t = encode(pixels, image.width, image.height, channels, 1);
    if (t < best1) best1 = t;
    bytes1 = written;
    t = encode(pixels, image.width, image.height, channels, 6);
    if (t < best6) best6 = t;
    bytes6 = written;
    t = deflate1(pixels, image.width, image.height, channels, &bytesd);
    if (t < bestd) bestd = t;
  }
  printf("{\"width\": %u, \"height\": %u, \"png1_none_s\": %.6f, \"png1_none_bytes\": %zu, "
         "\"png6_none_s\": %.6f, \"png6_none_bytes\": %zu, \"deflate1_s\": %.6f, "
         "\"deflate1_bytes\": %zu}\n",
         image.width, image.height, best1, bytes1, best6, bytes6, bestd, bytesd);
  free(pixels);
  return 0;
}
