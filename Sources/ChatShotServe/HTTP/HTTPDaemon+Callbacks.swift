import CMicroHTTPD
import ChatShot

extension HTTPDaemon {
  /// The access handler: called when the head is in, then for each piece of the body, then
  /// once more when the body is whole.
  static let access: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, data, size, state in
    guard let context, let connection, let state, let size else { return .NO }
    let daemon = Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue()
    guard let pointer = state.pointee else {
      let head = RequestHead(
        method: method.map { String(cString: $0) } ?? "",
        path: url.map { String(cString: $0) } ?? "/",
        query: HTTPDaemon.values(of: connection, .GET_ARGUMENT_KIND),
        headers: Dictionary(
          HTTPDaemon.values(of: connection, .HEADER_KIND).map {
            ($0.name.lowercased(), $0.value ?? "")
          },
          uniquingKeysWith: { $1 }))
      let exchange = Exchange(head: head, started: PhaseTimings.now())
      state.pointee = Unmanaged.passRetained(exchange).toOpaque()
      daemon.began()
      return daemon.admit(exchange, on: connection)
    }
    let exchange = Unmanaged<Exchange>.fromOpaque(pointer).takeUnretainedValue()
    if size.pointee > 0 {
      defer { size.pointee = 0 }
      guard !exchange.answered, let data else { return .YES }
      return daemon.receive(data, count: size.pointee, for: exchange, on: connection)
    }
    guard !exchange.answered else { return .YES }
    if let refusal = exchange.refusal { return daemon.refuse(exchange, refusal, on: connection) }
    if let form = exchange.form, form.failed {
      return daemon.answer(
        exchange,
        ErrorResponse.response(
          for: ServeError.invalidForm(reason: "the multipart body cannot be read")),
        on: connection)
    }
    return daemon.answer(exchange, daemon.handler.respond(to: exchange.request), on: connection)
  }

  /// Called once per request that got its first call, however it ended.
  static let completed: MHD_RequestCompletedCallback = { context, _, state, _ in
    guard let context, let state, let pointer = state.pointee else { return }
    state.pointee = nil
    Unmanaged<Exchange>.fromOpaque(pointer).release()
    Unmanaged<HTTPDaemon>.fromOpaque(context).takeUnretainedValue().ended()
  }

  /// The head is in: the handler may refuse at once; a body announced larger than the
  /// limit is refused before it is read.
  private func admit(_ exchange: Exchange, on connection: OpaquePointer) -> MHD_Result {
    if let refusal = handler.admit(exchange.head) {
      return answer(exchange, refusal, on: connection)
    }
    if let length = exchange.head.header("content-length").flatMap({ Int($0) }),
      length > limits.maxBody
    {
      // A client that waits for "100 Continue" is answered now and sends nothing; any other
      // is already sending, and would lose the answer to a reset if the connection closed
      // under it: its body is read and dropped, then answered (`receive`).
      if exchange.head.header("expect")?.lowercased() == "100-continue" {
        return refuse(exchange, .bodyTooLarge(limit: limits.maxBody), on: connection)
      }
      exchange.refusal = .bodyTooLarge(limit: limits.maxBody)
    }
    if exchange.head.mediaType == "multipart/form-data" {
      exchange.form = FormParser(connection: connection)
      if exchange.form == nil {
        return refuse(
          exchange, .invalidForm(reason: "the multipart body has no boundary"), on: connection)
      }
    }
    return .YES
  }

  /// A piece of the body: kept, unless it comes too late or makes the body too large.
  /// libmicrohttpd cannot answer while a body is arriving: the refusal waits for its end
  /// (the rest dropped unread), and a body still arriving at twice the deadline is cut off.
  private func receive(
    _ data: UnsafePointer<CChar>, count: Int, for exchange: Exchange, on connection: OpaquePointer
  ) -> MHD_Result {
    let elapsed = PhaseTimings.now() - exchange.started
    if exchange.refusal != nil {
      return elapsed > 2 * limits.requestTimeout ? .NO : .YES
    }
    if elapsed > limits.requestTimeout {
      exchange.refusal = .requestTimeout(seconds: limits.requestTimeout)
    } else if exchange.received + count > limits.maxBody {
      exchange.refusal = .bodyTooLarge(limit: limits.maxBody)
    } else if let form = exchange.form {
      form.feed(data, count: count)
    } else {
      data.withMemoryRebound(to: UInt8.self, capacity: count) {
        exchange.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
      }
    }
    if exchange.refusal != nil {
      exchange.body = []
      exchange.form = nil
    }
    return .YES
  }

  fileprivate func refuse(_ exchange: Exchange, _ error: ServeError, on connection: OpaquePointer)
    -> MHD_Result
  {
    answer(exchange, ErrorResponse.response(for: error), on: connection)
  }

  /// Queues `response`; the connection closes after it when the body was not read whole.
  private func answer(_ exchange: Exchange, _ response: HTTPResponse, on connection: OpaquePointer)
    -> MHD_Result
  {
    exchange.answered = true
    handler.answered(exchange.head, with: response)
    return MHDResponse(response)?.queue(on: connection, status: response.status) ?? .NO
  }

  /// The connection's values of `kind` (headers, query parameters), in order.
  fileprivate static func values(of connection: OpaquePointer, _ kind: MHD_ValueKind) -> [QueryItem]
  {
    final class Box { var items: [QueryItem] = [] }
    let box = Box()
    _ = MHD_get_connection_values(
      connection, kind,
      { context, _, key, value in
        guard let context, let key else { return .YES }
        Unmanaged<Box>.fromOpaque(context).takeUnretainedValue().items.append(
          QueryItem(String(cString: key), value.map { String(cString: $0) }))
        return .YES
      }, Unmanaged.passUnretained(box).toOpaque())
    return box.items
  }
}
