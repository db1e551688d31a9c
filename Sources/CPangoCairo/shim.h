#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <glib-object.h>

/// PANGO_FC_FONT_MAP() is a GObject cast macro Swift cannot import.
static inline PangoFcFontMap *chatshot_fc_font_map(PangoFontMap *map) {
  return PANGO_FC_FONT_MAP(map);
}

/// PangoLayoutLine.resolved_dir is a bit-field Swift cannot read.
static inline int chatshot_line_is_rtl(const PangoLayoutLine *line) {
  return line->resolved_dir == PANGO_DIRECTION_RTL;
}

#include <pango/pangofc-font.h>

/// The fontconfig pattern a Pango font was made from (owned by the font), or NULL when it is
/// not a fontconfig font. PANGO_IS_FC_FONT() and PANGO_FC_FONT() are macros Swift cannot import.
static inline FcPattern *chatshot_font_pattern(PangoFont *font) {
  return PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
}

/// The Cairo scaled font Pango measures a font with (owned by the font), or NULL.
static inline cairo_scaled_font_t *chatshot_font_scaled_font(PangoFont *font) {
  return PANGO_IS_CAIRO_FONT(font) ? pango_cairo_font_get_scaled_font(PANGO_CAIRO_FONT(font)) : NULL;
}
