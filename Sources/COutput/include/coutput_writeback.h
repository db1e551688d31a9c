#ifndef COUTPUT_WRITEBACK_H
#define COUTPUT_WRITEBACK_H

/// Asks the kernel to start writing `length` bytes of `fd` from `offset` to disk, without
/// waiting (Linux sync_file_range with SYNC_FILE_RANGE_WRITE), so that a later fsync has
/// less left to wait for. Only advice: errors (a pipe, a file system without it) are ignored.
void coutput_start_writeback(int fd, long long offset, long long length);

#endif
