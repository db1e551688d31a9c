#ifndef CPNG_ENCODER_H
#define CPNG_ENCODER_H

/* What chatshot's two PNG encoders (cpng_writer.h: libpng, one thread; cpng_pwriter.h:
 * parallel deflate) share: the sink they write to, the order their calls must come in, and
 * the checks on it, so that both refuse the same calls with the same messages. */

#include <stddef.h>
#include <stdint.h>

#include "cpng_status.h"

/// Receives encoded PNG bytes, in order. Return 0 on success, nonzero on failure: the writer
/// then stops and every call returns CPNG_ERR_SINK.
typedef int (*cpng_write_fn)(void *ctx, const uint8_t *bytes, size_t count);

/// Where an encoder is: text chunks, then the header, while NEW; rows while WRITING; DONE
/// once finished.
typedef enum cpng_phase { CPNG_PHASE_NEW, CPNG_PHASE_WRITING, CPNG_PHASE_DONE } cpng_phase;

/// Each check returns CPNG_OK when the call may go ahead, else the failure it records (or the
/// one recorded before, which every call returns).

/// Adding a text chunk: only before the header.
cpng_status cpng_check_text(cpng_failure *failure, cpng_phase phase);

/// Writing the header of a `width`×`height` image at zlib level `level`.
cpng_status cpng_check_begin(cpng_failure *failure, cpng_phase phase, uint32_t width,
                             uint32_t height, int level);

/// Writing `count` more rows after `written` of `height`.
cpng_status cpng_check_rows(cpng_failure *failure, cpng_phase phase, uint32_t written,
                            uint32_t height, uint32_t count);

/// Finishing after `written` rows of `height`.
cpng_status cpng_check_finish(cpng_failure *failure, cpng_phase phase, uint32_t written,
                              uint32_t height);

#endif
