import ChatShot

/// What the service refuses or fails at by itself (the library's errors say the rest), each
/// with the HTTP status it is answered with.
package enum ServeError: ChatShotError, Equatable {
  /// The socket could not be bound (the port is taken, the address is not this machine's).
  case cannotListen(host: String, port: Int, reason: String)
  /// libmicrohttpd refused to start.
  case cannotStart
  /// The body is larger than `--max-body`.
  case bodyTooLarge(limit: Int)
  /// A body of a type the endpoint does not read.
  case unsupportedMediaType(String?, accepted: [String])
  /// The request was not received whole within `--request-timeout`.
  case requestTimeout(seconds: Double)
  case notFound(path: String)
  case methodNotAllowed(method: String, allowed: [String])
  /// A cross-origin request that `--cors` does not allow, or a `Host` that is not the server's.
  case forbidden(reason: String)
  /// Every worker is busy and the queue is full.
  case busy(retryAfter: Int)
  /// The picture was not ready within `--render-timeout`.
  case renderTimedOut(seconds: Double)
  /// The service is shutting down.
  case draining
  /// A query parameter the endpoint does not take, or a value it cannot use.
  case invalidParameter(name: String, value: String?, expected: String)
  /// A multipart body without its `conversation` part, or a part whose file name is unsafe.
  case invalidForm(reason: String)

  package var kind: ChatShotErrorKind {
    switch self {
    case .cannotListen: .cannotCreateOutput
    case .cannotStart, .draining: .internalFailure
    default: .invalidRequest
    }
  }

  package var description: String {
    switch self {
    case .cannotListen(let host, let port, let reason):
      "cannot listen on \(Self.authority(host, port)): \(reason)"
    case .cannotStart: "the HTTP server could not start"
    case .bodyTooLarge(let limit): "the body is larger than \(limit) bytes"
    case .unsupportedMediaType(let type, let accepted):
      "a body of type \(type.map { "'\($0)'" } ?? "unnamed") is not read here; send "
        + accepted.joined(separator: ", ")
    case .requestTimeout(let seconds):
      "the request was not received whole within \(JSONOutput.format(seconds)) s"
    case .notFound(let path): "nothing at '\(path)'"
    case .methodNotAllowed(let method, let allowed):
      "\(method) is not allowed here; use " + allowed.joined(separator: " or ")
    case .forbidden(let reason): reason
    case .busy: "every render worker is busy and the queue is full; try again"
    case .renderTimedOut(let seconds):
      "the picture was not ready within \(JSONOutput.format(seconds)) s"
    case .draining: "the server is shutting down"
    case .invalidParameter(let name, let value, let expected):
      "\(name)\(value.map { "=" + $0 } ?? ""): expected \(expected)"
    case .invalidForm(let reason): reason
    }
  }

  /// The status it is answered with.
  package var status: Int {
    switch self {
    case .cannotListen, .cannotStart: 500
    case .bodyTooLarge: 413
    case .unsupportedMediaType: 415
    case .requestTimeout: 408
    case .notFound: 404
    case .methodNotAllowed: 405
    case .forbidden: 403
    case .busy, .renderTimedOut, .draining: 503
    case .invalidParameter, .invalidForm: 400
    }
  }

  /// The `kind` of its JSON answer and of `chatshot_errors_total`.
  package var name: String {
    switch self {
    case .cannotListen, .cannotStart: "internalFailure"
    case .bodyTooLarge: "tooLarge"
    case .unsupportedMediaType: "unsupportedMediaType"
    case .requestTimeout: "requestTimeout"
    case .notFound: "notFound"
    case .methodNotAllowed: "methodNotAllowed"
    case .forbidden: "forbidden"
    case .busy: "busy"
    case .renderTimedOut: "renderTimeout"
    case .draining: "draining"
    case .invalidParameter, .invalidForm: "invalidRequest"
    }
  }

  /// `host:port`, with brackets around an IPv6 address.
  package static func authority(_ host: String, _ port: Int) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
  }
}
