import ChatShot

/// Errors as the service answers them: JSON `{"column", "error", "kind", "line", "path"}`
/// (keys sorted; `null` where a part does not apply) with the status for what went wrong.
/// No stack trace, no server path: the message is the error's one line.
package enum ErrorResponse {
  /// The answer to `error`, any error a request can meet.
  package static func response(for error: any Error) -> HTTPResponse {
    let (status, kind) = classify(error)
    var members: [String: JSONOutput] = [
      "error": .string(message(of: error)), "kind": .string(kind), "path": .null, "line": .null,
      "column": .null,
    ]
    if let input = error as? InputError {
      if !input.path.isRoot { members["path"] = .string(input.path.description) }
      if let location = input.location {
        members["line"] = .number(Double(location.line))
        members["column"] = .number(Double(location.column))
      }
    }
    var response = HTTPResponse(
      status: status, text: JSONOutput.object(members).serialized(),
      contentType: "application/json")
    response.errorKind = kind
    if case .busy(let seconds) = error as? ServeError {
      response = response.adding("Retry-After", String(seconds))
    }
    if case .methodNotAllowed(_, let allowed) = error as? ServeError {
      response = response.adding("Allow", allowed.joined(separator: ", "))
    }
    if case .requestTimeout = error as? ServeError {
      response = response.adding("Connection", "close")
    }
    return response
  }

  /// The status and the `kind` word of `error`.
  package static func classify(_ error: any Error) -> (status: Int, kind: String) {
    if let error = error as? ServeError { return (error.status, error.name) }
    guard let error = error as? any ChatShotError else { return (500, "internalFailure") }
    switch error.kind {
    case .invalidData: return (422, "invalidData")
    case .unreadableInput: return (422, "unreadableInput")
    case .invalidRequest: return (400, "invalidRequest")
    case .cannotCreateOutput: return (500, "cannotCreateOutput")
    case .writeFailed: return (500, "writeFailed")
    case .internalFailure: return (500, "internalFailure")
    }
  }

  /// The error's one line; an error that is not chatshot's says only that it happened.
  static func message(of error: any Error) -> String {
    if let error = error as? any ChatShotError { return error.description }
    return "internal error"
  }
}
