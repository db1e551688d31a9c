/// Collects small writes into large ones on a borrowed file descriptor.
///
/// Failures are reported as `OutputError.writeFailed` naming `path`.
final class BufferedFileOutput {
  /// Borrowed: the owner opens and closes it.
  let fd: Int32
  let path: String
  private var buffer: [UInt8] = []
  private let capacity: Int

  init(fd: Int32, path: String, capacity: Int = 1 << 16) {
    self.fd = fd
    self.path = path
    self.capacity = capacity
    buffer.reserveCapacity(capacity)
  }

  func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    if buffer.count + bytes.count > capacity { try flush() }
    if bytes.count >= capacity {
      try check(FileDescriptorIO.writeAll(fd, bytes))
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes out whatever is buffered.
  func flush() throws(OutputError) {
    guard !buffer.isEmpty else { return }
    let code = buffer.withUnsafeBytes { FileDescriptorIO.writeAll(fd, $0) }
    buffer.removeAll(keepingCapacity: true)
    try check(code)
  }

  private func check(_ code: Int32) throws(OutputError) {
    if code != 0 { throw .writeFailed(path: path, code: code) }
  }
}
