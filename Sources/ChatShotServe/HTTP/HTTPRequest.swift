/// A request received whole: what the service answers.
package struct HTTPRequest: Sendable {
  /// What arrived before the body.
  package var head: RequestHead
  /// The body's bytes (empty for a multipart body, whose parts are in `parts`).
  package var body: [UInt8] = []
  /// The parts of a `multipart/form-data` body, in order.
  package var parts: [FormPart] = []

  package init(head: RequestHead, body: [UInt8] = [], parts: [FormPart] = []) {
    self.head = head
    self.body = body
    self.parts = parts
  }
}

/// The request line and headers, as libmicrohttpd parsed them.
package struct RequestHead: Sendable {
  /// `GET`, `POST`…
  package var method: String
  /// The path without the query, decoded (`/render`).
  package var path: String
  /// The query's parameters in order, decoded; a parameter without `=` has no value.
  package var query: [QueryItem] = []
  /// Header names in lowercase; a repeated header keeps its last value.
  package var headers: [String: String] = [:]

  package init(
    method: String, path: String, query: [QueryItem] = [], headers: [String: String] = [:]
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
  }

  /// The value of the header `name` (any case).
  package func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The media type of the body, lowercased, without parameters (`application/json`).
  package var mediaType: String? {
    guard let value = header("content-type") else { return nil }
    let type = value.split(separator: ";", maxSplits: 1).first ?? ""
    return String(type).trimmingWhitespace().lowercased()
  }
}

/// One query parameter: `scale=2`, or `screen` alone (no value).
package struct QueryItem: Hashable, Sendable {
  package var name: String
  package var value: String?

  package init(_ name: String, _ value: String?) {
    self.name = name
    self.value = value
  }
}

/// One part of a `multipart/form-data` body.
package struct FormPart: Sendable {
  /// The form field's name.
  package var name: String
  /// The file name the part was sent with, if any.
  package var fileName: String?
  package var bytes: [UInt8]

  package init(name: String, fileName: String?, bytes: [UInt8]) {
    self.name = name
    self.fileName = fileName
    self.bytes = bytes
  }
}
