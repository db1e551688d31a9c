/* Deflate blocks that only copy: see cpng_rowcopy.h. A fixed-Huffman block (RFC 1951, 3.2.6)
 * holding copies of at most 258 bytes each, then the end-of-block code. */

#include "cpng_rowcopy.h"

typedef struct {
  uint8_t *out;
  size_t written;
  uint64_t bits; /* pending bits, least significant first */
  unsigned count;
} bit_writer;

static void put_bits(bit_writer *b, uint32_t value, unsigned count) {
  b->bits |= (uint64_t)value << b->count;
  b->count += count;
  while (b->count >= 8) {
    b->out[b->written++] = (uint8_t)b->bits;
    b->bits >>= 8;
    b->count -= 8;
  }
}

/* Huffman codes go most significant bit first. */
static void put_code(bit_writer *b, uint32_t code, unsigned length) {
  uint32_t reversed = 0;
  for (unsigned i = 0; i < length; i++) reversed |= ((code >> i) & 1u) << (length - 1 - i);
  put_bits(b, reversed, length);
}

/* The fixed code of literal/length symbol `symbol` (256 and up only: end or length). */
static void put_length_symbol(bit_writer *b, unsigned symbol) {
  if (symbol < 280)
    put_code(b, symbol - 256, 7);
  else
    put_code(b, 0xc0 + symbol - 280, 8);
}

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10,  11,  13,
                                         15, 17, 19, 23, 27, 31, 35, 43,  51,  59,
                                         67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint16_t distance_base[30] = {1,    2,    3,    4,     5,     7,     9,    13,
                                           17,   25,   33,   49,    65,    97,    129,  193,
                                           257,  385,  513,  769,   1025,  1537,  2049, 3073,
                                           4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

static void put_copy(bit_writer *b, unsigned length, unsigned distance_code,
                     unsigned distance_bits) {
  unsigned i = 28;
  while (length_base[i] > length) i--;
  put_length_symbol(b, 257 + i);
  put_bits(b, length - length_base[i], length_extra[i]);
  put_code(b, distance_code, 5);
  put_bits(b, distance_bits, distance_extra[distance_code]);
}

size_t cpng_copy_bound(size_t length) {
  /* Each copy takes at most 8 + 5 + 5 + 13 = 31 bits and moves at least 129 bytes (only the
   * last two can be shorter); header, end, stored block and padding fit in 8 bytes. */
  return (length / 129 + 2) * 4 + 8;
}

size_t cpng_copy_blocks(uint8_t *out, size_t length, unsigned distance, int final) {
  bit_writer b = {out, 0, 0, 0};
  unsigned code = 29;
  while (distance_base[code] > distance) code--;
  unsigned extra = distance - distance_base[code];
  put_bits(&b, final ? 1 : 0, 1); /* BFINAL */
  put_bits(&b, 1, 2);             /* BTYPE 01: fixed Huffman codes */
  while (length > 0) {
    /* 258 at a time; the last two pieces split so that neither is under 3. */
    size_t piece = length >= 261 || length == 258 ? 258 : length > 258 ? length - 3 : length;
    put_copy(&b, (unsigned)piece, code, extra);
    length -= piece;
  }
  put_length_symbol(&b, 256); /* end of block */
  if (!final) {
    put_bits(&b, 0, 3); /* an empty stored block: BFINAL 0, BTYPE 00 */
  }
  if (b.count) put_bits(&b, 0, 8 - b.count);
  if (!final) {
    static const uint8_t empty_stored[4] = {0, 0, 0xff, 0xff};
    for (int i = 0; i < 4; i++) out[b.written++] = empty_stored[i];
  }
  return b.written;
}
