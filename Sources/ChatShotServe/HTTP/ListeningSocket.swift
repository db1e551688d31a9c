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
    let address = try Self.address(host: host, port: port)
    let fd = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw .cannotListen(host: host, port: port, reason: Self.lastError) }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = address.storage.withUnsafeBytes {
      bind(fd, $0.baseAddress!.assumingMemoryBound(to: sockaddr.self), address.length)
    }
    guard bound == 0, listen(fd, 128) == 0 else {
      let reason = Self.lastError
      close(fd)
      throw .cannotListen(host: host, port: port, reason: reason)
    }
    var actual = sockaddr_storage()
    var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    descriptor = fd
    self.port = Self.port(of: actual)
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

  private struct Address {
    var family: Int32
    var storage: [UInt8]
    var length: socklen_t
  }

  private static func address(host: String, port: Int) throws(ServeError) -> Address {
    let name = host == "localhost" ? "127.0.0.1" : host
    if name.contains(":") {
      var address = sockaddr_in6()
      address.sin6_family = sa_family_t(AF_INET6)
      address.sin6_port = in_port_t(UInt16(port).bigEndian)
      guard inet_pton(AF_INET6, name, &address.sin6_addr) == 1 else {
        throw .cannotListen(host: host, port: port, reason: "not an IP address")
      }
      return Address(
        family: AF_INET6, storage: withUnsafeBytes(of: address) { Array($0) },
        length: socklen_t(MemoryLayout<sockaddr_in6>.size))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    guard inet_pton(AF_INET, name, &address.sin_addr) == 1 else {
      throw .cannotListen(host: host, port: port, reason: "not an IP address")
    }
    return Address(
      family: AF_INET, storage: withUnsafeBytes(of: address) { Array($0) },
      length: socklen_t(MemoryLayout<sockaddr_in>.size))
  }

  private static func port(of storage: sockaddr_storage) -> Int {
    let family = storage.ss_family
    return withUnsafeBytes(of: storage) { raw in
      if family == sa_family_t(AF_INET6) {
        return Int(UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port))
      }
      return Int(UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port))
    }
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}
