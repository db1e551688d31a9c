/* See coutput_writeback.h. C only because sync_file_range is a GNU extension, declared with
 * _GNU_SOURCE, which Swift's Glibc module does not see. */
#define _GNU_SOURCE
#include <fcntl.h>

#include "coutput_writeback.h"

void coutput_start_writeback(int fd, long long offset, long long length) {
  (void)sync_file_range(fd, (off64_t)offset, (off64_t)length, SYNC_FILE_RANGE_WRITE);
}
