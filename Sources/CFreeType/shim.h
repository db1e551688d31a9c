// FreeType, for colour emoji only: chatshot loads each colour glyph's bitmap once per process
// (ColorGlyphCache) instead of letting Cairo 1.16 decode it three times per drawing scale.
#include <ft2build.h>
#include FT_FREETYPE_H
