/* The failure record of every C object: see cpng_status.h. */

#include <stdarg.h>
#include <stdio.h>

#include "cpng_status.h"

cpng_status cpng_fail(cpng_failure *failure, cpng_status status, const char *format, ...) {
  if (failure->status != CPNG_OK) return failure->status;
  va_list args;
  va_start(args, format);
  vsnprintf(failure->message, sizeof failure->message, format, args);
  va_end(args);
  failure->status = status;
  return status;
}

cpng_status cpng_sink_failed(cpng_failure *failure) {
  return cpng_fail(failure, CPNG_ERR_SINK, "the output refused the PNG data");
}
