#ifndef CPNGBRIDGE_H
#define CPNGBRIDGE_H

/* CPNGBridge: chatshot's bridge to libpng, the streaming writer (cpng_writer.h) and the
 * reader (cpng_reader.h).
 *
 * This has to be C: libpng reports errors with longjmp, which Swift cannot catch (a jump
 * across Swift frames skips their cleanup). Every setjmp lives here: each public function sets
 * its own jump point before calling libpng, turns a libpng error into a cpng_status plus a
 * message (libpng_failure.c), and never lets libpng abort the process. Nothing else is here:
 * the parallel encoder, which does not use libpng, is CDeflate.
 */

#include <stddef.h>
#include <stdint.h>

#include "cpng_status.h"

#include "cpng_writer.h"
#include "cpng_reader.h"

#endif
