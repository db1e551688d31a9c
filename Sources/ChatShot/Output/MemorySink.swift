/// A `ByteSink` that collects everything written to it.
public final class MemorySink: ByteSink {
  /// Every byte written so far, in order.
  public private(set) var bytes: [UInt8] = []

  public init() {}

  public func write(_ bytes: UnsafeRawBufferPointer) {
    self.bytes.append(contentsOf: bytes)
  }
}
