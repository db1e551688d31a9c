internal import COutput

/// Collects small writes into large ones on a borrowed file descriptor, and has the kernel
/// start writing each MiB to disk as it goes, so that the owner's final fsync waits only for
/// the last of it (large.json's 35 MB: the fsync took most of the 50 ms `write` phase).
///
/// Failures are reported as `OutputError.writeFailed` naming `path`.
package final class BufferedFileOutput {
  /// Borrowed: the owner opens and closes it.
  package let fd: Int32
  package let path: String
  private var buffer: [UInt8] = []
  private let capacity: Int
  /// Bytes handed to the file so far, and how many of them were sent on to the disk.
  private var written = 0
  private var sentToDisk = 0
  private static let writebackBytes = 1 << 20

  package init(fd: Int32, path: String, capacity: Int = 1 << 16) {
    self.fd = fd
    self.path = path
    self.capacity = capacity
    buffer.reserveCapacity(capacity)
  }

  package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    if buffer.count + bytes.count > capacity { try flush() }
    if bytes.count >= capacity {
      try writeOut(bytes)
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes out whatever is buffered.
  package func flush() throws(OutputError) {
    guard !buffer.isEmpty else { return }
    let code = buffer.withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
    let count = buffer.count
    buffer.removeAll(keepingCapacity: true)
    try check(code)
    wrote(count)
  }

  private func writeOut(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    try check(FileDescriptorIO.writeAll(fd, bytes))
    wrote(bytes.count)
  }

  /// Counts `count` more bytes in the file and starts each MiB on its way to the disk.
  private func wrote(_ count: Int) {
    written += count
    if written - sentToDisk >= Self.writebackBytes {
      coutput_start_writeback(fd, Int64(sentToDisk), Int64(written - sentToDisk))
      sentToDisk = written
    }
  }

  private func check(_ code: Int32) throws(OutputError) {
    if code != 0 { throw .writeFailed(path: path, code: code) }
  }
}
