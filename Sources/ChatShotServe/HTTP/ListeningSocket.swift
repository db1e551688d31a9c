import CMicroHTTPD
internal import Glibc

/// The TCP socket the server listens on, bound here so that the port (0: one the system
/// picks) and a failure to bind are known before libmicrohttpd takes it over.
///
/// Owns the descriptor until `handOver()`: then the daemon does, and closes it when stopped.
final class ListeningSocket {
  private(set) var descriptor: Int32
  /// The port bound.
  let port: Int

  /// Binds `host` (an IPv4 or IPv6 address, or `localhost`) and `port`, and listens.
  init(host: String, port: Int) throws(ServeError) {
    let name = host == "localhost" ? "127.0.0.1" : host
    var hints = addrinfo()
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV | AI_PASSIVE
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(name, String(port), &hints, &found) == 0, let address = found else {
      throw .cannotListen(host: host, port: port, reason: "not an IP address")
    }
    defer { freeaddrinfo(found) }
    let fd = socket(
      address.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .cannotListen(host: host, port: port, reason: Self.lastError) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    guard bind(fd, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0, listen(fd, 128) == 0
    else {
      let reason = Self.lastError
      close(fd)
      throw .cannotListen(host: host, port: port, reason: reason)
    }
    descriptor = fd
    self.port = Self.boundPort(of: fd)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// The descriptor, now the daemon's to close.
  func handOver() -> Int32 {
    defer { descriptor = -1 }
    return descriptor
  }

  /// Whether `host` names this machine's loopback (`127.0.0.0/8`, `::1`, `localhost`).
  static func isLoopback(_ host: String) -> Bool {
    host == "localhost" || host == "::1" || host.hasPrefix("127.")
  }

  /// The port `fd` is bound to, of either family, as `getnameinfo` reads it.
  private static func boundPort(of fd: Int32) -> Int {
    var bound = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    var service = [CChar](repeating: 0, count: Int(NI_MAXSERV))
    let read = withUnsafeMutablePointer(to: &bound) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        getsockname(fd, address, &length) == 0
          && getnameinfo(
            address, length, nil, 0, &service, socklen_t(service.count), NI_NUMERICSERV) == 0
      }
    }
    let digits = service.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }
    return read ? Int(String(decoding: digits, as: UTF8.self)) ?? 0 : 0
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
