#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A temporary file with no name: made in `$TMPDIR` (`/tmp` without it) and unlinked at
/// once, so nothing is left behind whatever ends the process. Bytes are appended, then read
/// back where they lie: standard input kept for a second pass. Owns its descriptor.
package final class ScratchFile: @unchecked Sendable {
  private let descriptor: Int32
  /// Bytes appended so far.
  package private(set) var size = 0

  /// Makes the file; nil (errno set) when it cannot be made.
  package init?() {
    let folder =
      getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((folder + "/.chatshot-scratch-XXXXXX").utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { return nil }
    unlink(template)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    descriptor = fd
  }

  deinit { close(descriptor) }

  /// Appends `bytes`; where they start in the file.
  package func append(_ bytes: [UInt8]) throws(FileFailure) -> Int {
    let offset = size
    var done = 0
    while done < bytes.count {
      let n = bytes.withUnsafeBytes { raw in
        pwrite(
          descriptor, raw.baseAddress.map { $0 + done }, bytes.count - done, off_t(offset + done))
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw .readFailed(FileSystem.lastErrorText())
      }
      done += n
    }
    size += bytes.count
    return offset
  }

  /// `count` bytes from `offset` (fewer at the end of the file).
  package func read(at offset: Int, count: Int) throws(FileFailure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let n = bytes.withUnsafeMutableBytes { raw in
        pread(descriptor, raw.baseAddress.map { $0 + done }, count - done, off_t(offset + done))
      }
      if n < 0 {
        if errno == EINTR { continue }
        throw .readFailed(FileSystem.lastErrorText())
      }
      if n == 0 { break }
      done += n
    }
    return Array(bytes[..<done])
  }
}
