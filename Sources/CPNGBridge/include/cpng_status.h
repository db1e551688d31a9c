#ifndef CPNG_STATUS_H
#define CPNG_STATUS_H

/// Result of every fallible call in this target.
typedef enum cpng_status {
  CPNG_OK = 0,
  /// libpng reported an error; the message holds its text.
  CPNG_ERR_LIBPNG = 1,
  /// The byte sink's write callback returned nonzero.
  CPNG_ERR_SINK = 2,
  /// A bad argument (zero size, level out of range, ...); the message says which.
  CPNG_ERR_ARGUMENT = 3,
  /// A call out of order: too many rows, finish before the last row, use after an error.
  CPNG_ERR_STATE = 4,
  /// malloc failed.
  CPNG_ERR_NOMEM = 5,
  /// The image has more pixels than the caller allows (decompression-bomb guard).
  CPNG_ERR_LIMIT = 6,
  /// The data does not start with the PNG signature.
  CPNG_ERR_SIGNATURE = 7,
} cpng_status;

#endif
