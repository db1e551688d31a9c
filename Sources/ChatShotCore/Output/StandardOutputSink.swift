internal import Glibc

/// A `ByteSink` writing straight to standard output (or another borrowed descriptor).
///
/// Unbuffered: `PNGWriter` already hands over 64 KiB pieces. A closed pipe throws
/// `OutputError.brokenPipe`, which only happens if SIGPIPE is ignored (`ignoreSIGPIPE()`);
/// otherwise the kernel ends the process at the first write.
package final class StandardOutputSink: ByteSink {
  /// Borrowed: never closed here.
  package let fileDescriptor: Int32

  /// - Parameter fileDescriptor: 1 (standard output) unless a test passes another.
  package init(fileDescriptor: Int32 = 1) {
    self.fileDescriptor = fileDescriptor
  }

  package func write(_ bytes: UnsafeRawBufferPointer) throws {
    let code = FileDescriptorIO.writeAll(fileDescriptor, bytes)
    if code == EPIPE { throw OutputError.brokenPipe }
    if code != 0 { throw OutputError.standardOutputFailed(code: code) }
  }
}
