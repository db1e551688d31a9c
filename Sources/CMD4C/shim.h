// md4c (Debian libmd4c-dev): the CommonMark parser behind "format": "markdown".
#include <md4c.h>
