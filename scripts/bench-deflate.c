/* Measures libdeflate against zlib on the rows of a PNG, as chatshot's encoder hands them to
 * deflate (RGB or RGBA, each row after a filter byte 0): CPU time per byte of pixels and
 * compressed size, one thread, one stream. Used for docs/benchmark.md ("libdeflate").
 *
 *   cc -O2 scripts/bench-deflate.c -o bench-deflate $(pkg-config --cflags --libs libpng zlib) -ldeflate
 *   ./bench-deflate picture.png [repeats]
 */
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

static double cpu_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
  if (argc < 2) return fprintf(stderr, "usage: %s picture.png [repeats]\n", argv[0]), 2;
  int repeats = argc > 2 ? atoi(argv[2]) : 3;
  png_image image;
  memset(&image, 0, sizeof image);
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_file(&image, argv[1])) return fprintf(stderr, "cannot read\n"), 1;
  image.format = PNG_FORMAT_RGB;
  size_t row = (size_t)image.width * 3, size = (row + 1) * image.height;
  unsigned char *pixels = malloc(row * image.height), *raw = malloc(size);
  if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) return fprintf(stderr, "decode\n"), 1;
  for (size_t y = 0; y < image.height; y++) {
    raw[y * (row + 1)] = 0;
    memcpy(raw + y * (row + 1) + 1, pixels + y * row, row);
  }
  size_t bound = compressBound(size);
  unsigned char *out = malloc(bound);
  printf("{\"width\": %u, \"height\": %u, \"bytes\": %zu, \"results\": [", image.width,
         image.height, size);
  const char *sep = "";
  for (int level = 1; level <= 6; level++) {
    double best = 1e9;
    uLongf n = 0;
    for (int r = 0; r < repeats; r++) {
      n = bound;
      double t = cpu_seconds();
      compress2(out, &n, raw, size, level);
      t = cpu_seconds() - t;
      if (t < best) best = t;
    }
    printf("%s{\"lib\": \"zlib\", \"level\": %d, \"ns_per_byte\": %.3f, \"size\": %lu}", sep,
           level, best * 1e9 / size, (unsigned long)n);
    sep = ", ";
  }
  for (int level = 1; level <= 6; level++) {
    struct libdeflate_compressor *c = libdeflate_alloc_compressor(level);
    double best = 1e9;
    size_t n = 0;
    for (int r = 0; r < repeats; r++) {
      double t = cpu_seconds();
      n = libdeflate_zlib_compress(c, raw, size, out, bound);
      t = cpu_seconds() - t;
      if (t < best) best = t;
    }
    libdeflate_free_compressor(c);
    printf("%s{\"lib\": \"libdeflate\", \"level\": %d, \"ns_per_byte\": %.3f, \"size\": %zu}", sep,
           level, best * 1e9 / size, n);
  }
  printf("]}\n");
  return 0;
}
