// libwebp: lossless encoding, decoding, and the mux/demux API for the XMP chunk that carries
// chatshot's metadata (Debian libwebp-dev).
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
