internal import CStatus
import ChatShotCore

/// Holds the sink and the first error it threw, for the C write callbacks of `PNGWriter` and
/// `ParallelPNGWriter`.
package final class SinkBridge {
  package let sink: any ByteSink
  package var error: (any Error)?
  package init(_ sink: any ByteSink) { self.sink = sink }

  /// The error to throw for a failed C call: the sink's own error as is, else a `PNGError`
  /// with the writer's `message`.
  func error(for status: cpng_status, message: String) -> any Error {
    if status == CPNG_ERR_SINK, let error { return error }
    switch status {
    case CPNG_ERR_NOMEM: return PNGError.outOfMemory(message)
    case CPNG_ERR_ARGUMENT, CPNG_ERR_STATE: return PNGError.invalidArgument(message)
    default: return PNGError.encodingFailed(message)
    }
  }
}

/// The `cpng_write_fn` of every writer: `context` is an unretained `SinkBridge`.
package func forwardToSink(
  _ context: UnsafeMutableRawPointer?, _ bytes: UnsafePointer<UInt8>?, _ count: Int
) -> Int32 {
  guard let context else { return 1 }
  let bridge = Unmanaged<SinkBridge>.fromOpaque(context).takeUnretainedValue()
  do {
    try bridge.sink.write(UnsafeRawBufferPointer(start: bytes, count: count))
    return 0
  } catch {
    bridge.error = error
    return 1
  }
}
