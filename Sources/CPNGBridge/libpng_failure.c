/* See libpng_failure.h. */

#include "libpng_failure.h"

void cpng_on_libpng_error(png_structp png, png_const_charp text) {
  cpng_fail(png_get_error_ptr(png), CPNG_ERR_LIBPNG, "%s", text ? text : "unknown libpng error");
  png_longjmp(png, 1);
}

void cpng_on_libpng_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}
