import CMicroHTTPD

/// A libmicrohttpd response made from an `HTTPResponse`: owns its `MHD_Response` until it is
/// queued (libmicrohttpd then holds its own reference) and destroyed with this object.
final class MHDResponse {
  private let response: OpaquePointer

  init?(_ source: HTTPResponse) {
    let made: OpaquePointer?
    switch source.body {
    case .bytes(let bytes):
      made = bytes.withUnsafeBytes {
        MHD_create_response_from_buffer(
          $0.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
      }
    case .events(let stream):
      made = MHD_create_response_from_callback(
        UInt64.max, 4096, Self.readEvents, Unmanaged.passRetained(stream).toOpaque(),
        Self.releaseEvents)
    }
    guard let made else { return nil }
    response = made
    for (name, value) in source.headers { MHD_add_response_header(response, name, value) }
  }

  deinit { MHD_destroy_response(response) }

  func queue(on connection: OpaquePointer, status: Int) -> MHD_Result {
    MHD_queue_response(connection, UInt32(status), response)
  }

  /// The stream's next bytes, on the connection's own thread (which may wait: one thread per
  /// connection).
  private static let readEvents: MHD_ContentReaderCallback = { context, _, buffer, max in
    guard let context, let buffer else { return -2 }
    let stream = Unmanaged<EventStream>.fromOpaque(context).takeUnretainedValue()
    guard let bytes = stream.next(max: max) else { return -1 }
    bytes.withUnsafeBytes {
      UnsafeMutableRawPointer(buffer).copyMemory(from: $0.baseAddress!, byteCount: $0.count)
    }
    return bytes.count
  }

  private static let releaseEvents: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStream>.fromOpaque(context).release()
  }
}
