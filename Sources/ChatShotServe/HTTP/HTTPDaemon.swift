import CMicroHTTPD
import ChatShot

/// An HTTP server: libmicrohttpd with one thread per connection, answering with a
/// `HTTPHandler`.
///
/// Owns its `MHD_Daemon`: started in `init`, stopped once by `stop()` (or when released).
/// The daemon's callbacks reach this object unretained: `stop()` joins every connection's
/// thread before it returns, so none runs after.
package final class HTTPDaemon: @unchecked Sendable {
  /// What the daemon reads and how long it waits.
  package struct Limits: Sendable {
    /// The most bytes of a body (413 above).
    package var maxBody: Int
    /// Seconds a request may take to arrive whole, head and body (408 past it; a connection
    /// silent that long is closed).
    package var requestTimeout: Double
    /// Connections at once (each has a thread); more wait in the listen queue.
    package var maxConnections: Int

    package init(maxBody: Int, requestTimeout: Double, maxConnections: Int) {
      self.maxBody = maxBody
      self.requestTimeout = requestTimeout
      self.maxConnections = maxConnections
    }
  }

  let handler: any HTTPHandler
  let limits: Limits
  /// The port listened on.
  package let port: Int
  private var daemon: OpaquePointer?
  /// Guards `inFlight`.
  private let condition = Condition()
  /// Requests between their head and their completion.
  private var inFlight = 0

  /// Listens on `host`:`port` (0: a free port, see `port`) and starts serving.
  package init(host: String, port: Int, limits: Limits, handler: any HTTPHandler)
    throws(ServeError)
  {
    let socket = try ListeningSocket(host: host, port: port)
    self.handler = handler
    self.limits = limits
    self.port = socket.port
    let context = Unmanaged.passUnretained(self).toOpaque()
    var options = [
      MHD_OptionItem(
        option: .LISTEN_SOCKET, value: Int(socket.descriptor), ptr_value: nil),
      // A connection silent for longer than the whole request may take is closed; one
      // whose body trickles in is answered 408 at its first byte past the deadline.
      MHD_OptionItem(
        option: .CONNECTION_TIMEOUT, value: Int(limits.requestTimeout.rounded(.up)) + 1,
        ptr_value: nil),
      MHD_OptionItem(
        option: .CONNECTION_LIMIT, value: limits.maxConnections, ptr_value: nil),
      MHD_OptionItem(
        option: .NOTIFY_COMPLETED, value: unsafeBitCast(Self.completed, to: Int.self),
        ptr_value: context),
      MHD_OptionItem(option: .THREAD_STACK_SIZE, value: 1 << 20, ptr_value: nil),
      MHD_OptionItem(option: .END, value: 0, ptr_value: nil),
    ]
    let flags =
      MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
      | MHD_USE_ITC.rawValue | (host.contains(":") ? MHD_USE_IPv6.rawValue : 0)
    let started = options.withUnsafeMutableBufferPointer { items in
      withVaList([MHD_OPTION.ARRAY.rawValue, items.baseAddress!, MHD_OPTION.END.rawValue]) {
        MHD_start_daemon_va(
          flags, UInt16(socket.port), nil, nil, Self.access, context, $0)
      }
    }
    guard let started else { throw .cannotStart }
    _ = socket.handOver()
    daemon = started
  }

  deinit { stop() }

  /// Stops accepting connections; the open ones are still served.
  package func quiesce() {
    condition.withLock {
      if let daemon { _ = MHD_quiesce_daemon(daemon) }
    }
  }

  /// Waits until no request is being received or answered, or `timeout` seconds have
  /// passed; true when none is left.
  package func waitForIdle(timeout: Double) -> Bool {
    let deadline = PhaseTimings.now() + timeout
    return condition.withLock {
      while inFlight > 0 {
        if !condition.wait(until: deadline) { return inFlight == 0 }
      }
      return true
    }
  }

  /// Stops the daemon: closes every connection and joins their threads. Once; later calls
  /// do nothing.
  package func stop() {
    let stopping: OpaquePointer? = condition.withLock {
      defer { daemon = nil }
      return daemon
    }
    if let stopping { MHD_stop_daemon(stopping) }
  }

  func began() {
    condition.withLock { inFlight += 1 }
  }

  func ended() {
    condition.withLock {
      inFlight -= 1
      condition.broadcast()
    }
  }
}
