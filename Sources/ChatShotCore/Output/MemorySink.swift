/// A `ByteSink` that collects everything written to it.
package final class MemorySink: ByteSink {
  /// Every byte written so far, in order.
  package private(set) var bytes: [UInt8] = []

  package init() {}

  package func write(_ bytes: UnsafeRawBufferPointer) {
    self.bytes.append(contentsOf: bytes)
  }
}
