/* libpng's error and warning callbacks for reader.c and writer.c. */
#ifndef CPNG_LIBPNG_FAILURE_H
#define CPNG_LIBPNG_FAILURE_H

#include <png.h>

#include "cpng_status.h"

/// The error callback of every png_struct here, whose error pointer is its owner's
/// cpng_failure: records libpng's text as a CPNG_ERR_LIBPNG failure (unless the owner
/// recorded one first, as a failed sink does) and jumps back to the caller's setjmp.
void cpng_on_libpng_error(png_structp png, png_const_charp text);

/// The warning callback: warnings are not errors, and go nowhere.
void cpng_on_libpng_warning(png_structp png, png_const_charp text);

#endif
