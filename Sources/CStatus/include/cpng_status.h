#ifndef CPNG_STATUS_H
#define CPNG_STATUS_H

/* CStatus: how chatshot's C PNG code reports to Swift, shared by CPNGBridge and CDeflate.
 * Every fallible call returns a status, and each object keeps its first failure, with a
 * message, for every later call to return (this header); the two encoders write to the same
 * kind of sink and check the order of their calls alike (cpng_encoder.h).
 *
 * Nothing here needs C for itself: it is C because the C targets call it. */

/// Result of every fallible call of the PNG writers and the reader.
typedef enum cpng_status {
  CPNG_OK = 0,
  /// libpng (or zlib) reported an error; the message holds its text.
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

/// The most bytes of a failure's message, its NUL included.
#define CPNG_MESSAGE_SIZE 256

/// An object's first failure, kept until the object is freed: each later call returns its
/// status. All zero (as calloc leaves it) means none: CPNG_OK and an empty message.
typedef struct cpng_failure {
  cpng_status status;
  char message[CPNG_MESSAGE_SIZE];
} cpng_failure;

/// Records a failure with a printf-style message, unless one is recorded already. Returns
/// the status recorded: `status`, or the earlier failure's.
cpng_status cpng_fail(cpng_failure *failure, cpng_status status, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/// Records that the byte sink refused bytes (CPNG_ERR_SINK).
cpng_status cpng_sink_failed(cpng_failure *failure);

#endif
