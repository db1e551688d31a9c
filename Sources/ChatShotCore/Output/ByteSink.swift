/// Where encoded bytes go: memory, standard output or a file being written atomically.
///
/// `write` receives every byte in order and either takes all of `bytes` or throws. The buffer
/// is borrowed for the call only.
package protocol ByteSink: AnyObject {
  func write(_ bytes: UnsafeRawBufferPointer) throws
}
