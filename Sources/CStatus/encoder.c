/* The checks both PNG encoders make: see cpng_encoder.h. */

#include "cpng_encoder.h"

cpng_status cpng_check_text(cpng_failure *failure, cpng_phase phase) {
  if (failure->status) return failure->status;
  if (phase != CPNG_PHASE_NEW)
    return cpng_fail(failure, CPNG_ERR_STATE, "text chunks must come before the image");
  return CPNG_OK;
}

cpng_status cpng_check_begin(cpng_failure *failure, cpng_phase phase, uint32_t width,
                             uint32_t height, int level) {
  if (failure->status) return failure->status;
  if (phase != CPNG_PHASE_NEW)
    return cpng_fail(failure, CPNG_ERR_STATE, "the PNG header was already written");
  if (width == 0 || height == 0 || width > 0x7fffffffu || height > 0x7fffffffu)
    return cpng_fail(failure, CPNG_ERR_ARGUMENT, "a PNG cannot be %u×%u pixels", width, height);
  if (level < 0 || level > 9)
    return cpng_fail(failure, CPNG_ERR_ARGUMENT, "compression level %d is not from 0 to 9",
                     level);
  return CPNG_OK;
}

cpng_status cpng_check_rows(cpng_failure *failure, cpng_phase phase, uint32_t written,
                            uint32_t height, uint32_t count) {
  if (failure->status) return failure->status;
  if (phase != CPNG_PHASE_WRITING)
    return cpng_fail(failure, CPNG_ERR_STATE,
                     phase == CPNG_PHASE_NEW ? "rows written before the header"
                                             : "rows written after the end");
  if (count > height - written)
    return cpng_fail(failure, CPNG_ERR_STATE, "%u more rows after %u of %u", count, written,
                     height);
  return CPNG_OK;
}

cpng_status cpng_check_finish(cpng_failure *failure, cpng_phase phase, uint32_t written,
                              uint32_t height) {
  if (failure->status) return failure->status;
  if (phase != CPNG_PHASE_WRITING)
    return cpng_fail(failure, CPNG_ERR_STATE,
                     phase == CPNG_PHASE_NEW ? "finished before the header" : "finished twice");
  if (written != height)
    return cpng_fail(failure, CPNG_ERR_STATE, "finished after %u of %u rows", written, height);
  return CPNG_OK;
}
