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
