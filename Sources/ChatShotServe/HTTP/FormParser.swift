import CMicroHTTPD

/// A `multipart/form-data` body read by libmicrohttpd's post processor into parts.
///
/// Owns its `MHD_PostProcessor`, made for one connection and destroyed with this object.
final class FormParser {
  private var processor: OpaquePointer?
  private(set) var parts: [FormPart] = []
  private(set) var received = 0
  /// The processor refused the body (a malformed boundary, a part too long for its buffer).
  private(set) var failed = false

  /// nil when the connection's body is not one the post processor reads.
  init?(connection: OpaquePointer) {
    let context = Unmanaged.passUnretained(self).toOpaque()
    guard let made = MHD_create_post_processor(connection, 64 * 1024, Self.iterate, context)
    else { return nil }
    processor = made
  }

  deinit {
    if let processor { MHD_destroy_post_processor(processor) }
  }

  /// Feeds `count` bytes of the body.
  func feed(_ data: UnsafePointer<CChar>, count: Int) {
    received += count
    guard !failed, let processor else { return }
    if MHD_post_process(processor, data, count) != .YES { failed = true }
  }

  private func add(
    key: String, fileName: String?, data: UnsafePointer<CChar>?, size: Int, offset: UInt64
  ) {
    let bytes = data.map { Array(UnsafeRawBufferPointer(start: $0, count: size)) } ?? []
    if offset == 0 || parts.last?.name != key {
      parts.append(FormPart(name: key, fileName: fileName, bytes: bytes))
    } else {
      parts[parts.count - 1].bytes += bytes
    }
  }

  private static let iterate: MHD_PostDataIterator = {
    context, _, key, fileName, _, _, data, offset, size in
    guard let context, let key else { return .NO }
    let parser = Unmanaged<FormParser>.fromOpaque(context).takeUnretainedValue()
    parser.add(
      key: String(cString: key), fileName: fileName.map { String(cString: $0) }, data: data,
      size: size, offset: offset)
    return .YES
  }
}
