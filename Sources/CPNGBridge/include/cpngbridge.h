#ifndef CPNGBRIDGE_H
#define CPNGBRIDGE_H

/* chatshot's bridge to libpng.
 *
 * libpng reports errors with longjmp, which Swift cannot catch. Every setjmp lives in this C
 * target: each public function below sets its own jump point before calling libpng, turns a
 * libpng error into a cpng_status plus a message, and never lets libpng abort the process.
 */

#include <stddef.h>
#include <stdint.h>

#include "cpng_status.h"

/// The libpng version chatshot was compiled against, e.g. "1.6.39".
const char *cpng_libpng_version(void);

#include "cpng_convert.h"
#include "cpng_encoder.h"
#include "cpng_writer.h"
#include "cpng_pwriter.h"
#include "cpng_rowcopy.h"
#include "cpng_reader.h"
#include "cpng_tempfiles.h"
#include "cpng_writeback.h"

#endif
