#include <cairo/cairo.h>
#include <cairo/cairo-pdf.h>
#include <cairo/cairo-svg.h>

/// LeakSanitizer's switch for the calling thread (its interface, sanitizer/lsan_interface.h),
/// present only in a process built with it (scripts/asan.sh); weak, so NULL in every other
/// build, where chatshot_cairo_pdf_finish is plain cairo_surface_finish.
extern void __lsan_disable(void) __attribute__((weak));
extern void __lsan_enable(void) __attribute__((weak));

/// cairo_surface_finish on a PDF surface, with LeakSanitizer told to ignore what cairo itself
/// allocates meanwhile (chatshot allocates no handle there). cairo 1.16 (Debian 12) leaks one
/// array per CID-keyed CFF font (a CJK font such as Noto Sans CJK) in every PDF it finishes:
/// cairo_cff_font_read_cid_fontdict never frees its FDArray index (768 bytes for Noto Sans
/// CJK's 18 font dicts). Fixed upstream by fc1d6caa8 "Fix memory leak in
/// cairo_cff_font_read_cid_fontdict" (cairo 1.17.6). scripts/lsan.supp says why a suppression
/// cannot name it.
static inline void chatshot_cairo_pdf_finish(cairo_surface_t *surface) {
  if (__lsan_disable) __lsan_disable();
  cairo_surface_finish(surface);
  if (__lsan_enable) __lsan_enable();
}
