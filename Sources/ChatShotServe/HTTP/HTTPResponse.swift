/// An answer to a request: a status, headers and a body of bytes or a stream of events.
package struct HTTPResponse: Sendable {
  package enum Body: Sendable {
    case bytes([UInt8])
    /// `text/event-stream`: written as events come, until the stream closes.
    case events(EventStream)
  }

  package var status: Int
  /// In order; names as written.
  package var headers: [(name: String, value: String)]
  package var body: Body
  /// For an error answer, its `kind` (counted in `chatshot_errors_total`; not sent).
  package var errorKind: String?

  package init(status: Int, headers: [(name: String, value: String)] = [], body: Body) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// `bytes` as `contentType`.
  package init(status: Int = 200, contentType: String, bytes: [UInt8]) {
    self.init(status: status, headers: [("Content-Type", contentType)], body: .bytes(bytes))
  }

  /// `text` in UTF-8 as `contentType` (plain text unless given).
  package init(status: Int = 200, text: String, contentType: String = "text/plain; charset=utf-8") {
    self.init(status: status, contentType: contentType, bytes: Array(text.utf8))
  }

  /// This response with the header `name` added.
  package func adding(_ name: String, _ value: String) -> HTTPResponse {
    var copy = self
    copy.headers.append((name, value))
    return copy
  }

  /// The value of the header `name` (any case), the first if repeated.
  package func header(_ name: String) -> String? {
    let lowered = name.lowercased()
    return headers.first(where: { $0.name.lowercased() == lowered })?.value
  }

  /// The body's bytes (none for a stream).
  package var bytes: [UInt8] {
    if case .bytes(let bytes) = body { return bytes }
    return []
  }
}
