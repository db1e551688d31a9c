/* See cpng_writeback.h. sync_file_range is a GNU extension that Swift's Glibc does not see. */
#define _GNU_SOURCE
#include <fcntl.h>

#include "cpng_writeback.h"

void cpng_start_writeback(int fd, long long offset, long long length) {
  (void)sync_file_range(fd, (off64_t)offset, (off64_t)length, SYNC_FILE_RANGE_WRITE);
}
