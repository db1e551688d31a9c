/* GLib, which Pango links already: its SHA-256 (GChecksum) and Base64 decoder serve chatshot
 * instead of hand-written ones. */
#include <glib.h>
