/// What answers the requests a daemon receives. Called on the connections' threads, several
/// at once.
package protocol HTTPHandler: AnyObject, Sendable {
  /// The request line and headers are in: an answer now refuses the request before its body
  /// is read; nil reads the body.
  func admit(_ head: RequestHead) -> HTTPResponse?
  /// The request is in, body and all: its answer (which may take a render's time).
  func respond(to request: HTTPRequest) -> HTTPResponse
  /// `response` was queued for `head` (also for answers the daemon made: 408, 413).
  func answered(_ head: RequestHead, with response: HTTPResponse)
}
