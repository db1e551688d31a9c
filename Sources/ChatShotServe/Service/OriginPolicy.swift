/// Who may call the service from a browser: the page it serves, the `--cors` origin, and
/// nobody else.
///
/// - A request from a browser page says where it comes from (`Origin`, `Sec-Fetch-Site`).
///   Anything but a `GET` from another origin is refused (403), unless `--cors` names that
///   origin: no other site can post to the service or save a previewed file.
/// - While the server listens on loopback, the `Host` must be a loopback name: a page of
///   another site whose name was made to point at 127.0.0.1 (DNS rebinding) is refused.
/// - Cross-origin reads get `Access-Control-Allow-Origin` only for the `--cors` origin.
package struct OriginPolicy: Sendable {
  package var corsOrigin: String?
  /// Whether the server listens on loopback only.
  package var loopback: Bool

  package init(corsOrigin: String?, loopback: Bool) {
    self.corsOrigin = corsOrigin
    self.loopback = loopback
  }

  /// Why `head` is refused, or nil.
  package func refusal(_ head: RequestHead) -> ServeError? {
    let host = head.header("host") ?? ""
    if loopback, !Self.isLoopbackAuthority(host) {
      return .forbidden(reason: "the Host '\(host)' is not this server's loopback address")
    }
    guard let origin = head.header("origin") else {
      if head.method != "GET", head.method != "HEAD",
        let site = head.header("sec-fetch-site"), site == "cross-site" || site == "same-site"
      {
        return .forbidden(reason: "a request from another site is not accepted")
      }
      return nil
    }
    if origin == "http://" + host || origin == corsOrigin { return nil }
    if head.method == "GET" || head.method == "HEAD" { return nil }
    return .forbidden(
      reason: "a request from '\(origin)' is not accepted: the server allows no other origin")
  }

  /// The CORS headers for `head`'s answer: only for the `--cors` origin.
  package func corsHeaders(_ head: RequestHead) -> [(name: String, value: String)] {
    guard let corsOrigin, head.header("origin") == corsOrigin else { return [] }
    return [("Access-Control-Allow-Origin", corsOrigin), ("Vary", "Origin")]
  }

  /// The answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`).
  package func preflight(_ head: RequestHead) -> HTTPResponse {
    guard let corsOrigin, head.header("origin") == corsOrigin else {
      return ErrorResponse.response(
        for: ServeError.forbidden(reason: "cross-origin requests from this origin are not accepted")
      )
    }
    return HTTPResponse(
      status: 204,
      headers: [
        ("Access-Control-Allow-Origin", corsOrigin), ("Vary", "Origin"),
        ("Access-Control-Allow-Methods", "GET, POST"),
        ("Access-Control-Allow-Headers", "Content-Type"), ("Access-Control-Max-Age", "600"),
      ], body: .bytes([]))
  }

  /// `localhost`, `127.x.y.z` or `[::1]`, with or without a port.
  static func isLoopbackAuthority(_ authority: String) -> Bool {
    var name = Substring(authority.lowercased())
    if name.hasPrefix("[") {
      guard let close = name.firstIndex(of: "]") else { return false }
      return name[name.index(after: name.startIndex)..<close] == "::1"
    }
    if let colon = name.lastIndex(of: ":") { name = name[..<colon] }
    if name == "localhost" { return true }
    let octets = name.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
  }
}
