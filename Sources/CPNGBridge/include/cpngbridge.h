#ifndef CPNGBRIDGE_H
#define CPNGBRIDGE_H

/// The libpng version chatshot was compiled against, e.g. "1.6.39".
const char *cpng_libpng_version(void);

#endif
