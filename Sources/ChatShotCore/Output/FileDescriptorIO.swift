internal import Glibc

/// Raw, retrying write(2) calls shared by the sinks.
package enum FileDescriptorIO {
  /// Writes all of `bytes` to `fd`, retrying after EINTR and partial writes.
  ///
  /// Returns 0, or the errno of the failing write.
  package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    guard var next = bytes.baseAddress else { return 0 }
    var remaining = bytes.count
    while remaining > 0 {
      let written = Glibc.write(fd, next, remaining)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      next += written
      remaining -= written
    }
    return 0
  }
}
