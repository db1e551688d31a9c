import ChatShot

/// One request while libmicrohttpd receives it: its head, the body so far, when it began.
/// Lives in the connection's `req_cls` from the first call of the access handler to the
/// completion callback.
final class Exchange {
  let head: RequestHead
  /// When the head was in (monotonic seconds).
  let started: Double
  var body: [UInt8] = []
  /// A multipart body's parser; nil for any other body.
  var form: FormParser?
  /// An answer was queued: the rest of the body, if any, is dropped.
  var answered = false
  /// Why the request is refused, found while its body arrived (answered at its end).
  var refusal: ServeError?

  init(head: RequestHead, started: Double) {
    self.head = head
    self.started = started
  }

  /// The request as received.
  var request: HTTPRequest {
    HTTPRequest(head: head, body: form == nil ? body : [], parts: form?.parts ?? [])
  }

  /// Bytes received so far, parts included.
  var received: Int { form?.received ?? body.count }
}
