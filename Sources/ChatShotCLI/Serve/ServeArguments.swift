import ChatShot
import ChatShotServe

/// The options `chatshot serve` and `chatshot preview` share: where to listen and what to
/// cap.
struct ServeArguments: Sendable {
  var configuration = ServeConfiguration()

  /// Consumes `option` (and its value) if it is one of these; false if it is not.
  mutating func parse(_ option: String, from reader: inout ArgumentReader) throws(UsageError)
    -> Bool
  {
    switch option {
    case "--port": configuration.port = try reader.integer(of: option, in: 0...65535)
    case "--host":
      let host = try reader.value(of: option)
      guard Self.isAddress(host) else {
        throw .invalidValue(
          host, option: option, expected: "an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost")
      }
      configuration.host = host
    case "--allow-dir": configuration.allowedDirectories.append(try reader.value(of: option))
    case "--max-body": configuration.maxBody = try reader.integer(of: option, in: 1024...(1 << 30))
    case "--render-timeout":
      configuration.renderTimeout = try reader.number(of: option, in: 0.01...3600)
    case "--request-timeout":
      configuration.requestTimeout = try reader.number(of: option, in: 1...3600)
    case "--workers": configuration.workers = try reader.integer(of: option, in: 1...64)
    case "--queue": configuration.queueCapacity = try reader.integer(of: option, in: 0...4096)
    case "--cors":
      let origin = try reader.value(of: option)
      guard origin.hasPrefix("http://") || origin.hasPrefix("https://"), !origin.hasSuffix("/")
      else {
        throw .invalidValue(
          origin, option: option, expected: "an origin like https://docs.example.org")
      }
      configuration.corsOrigin = origin
    case "--max-pixels":
      configuration.maxPixels = try reader.integer(of: option, in: 1...RenderLimits.maxPixels)
    case "--max-connections":
      configuration.maxConnections = try reader.integer(of: option, in: 1...1024)
    default: return false
    }
    return true
  }

  /// Refuses an `--allow-dir` that names no directory.
  func check() throws(UsageError) {
    try RenderRun.checkAllowedDirectories(configuration.allowedDirectories)
  }

  private static func isAddress(_ host: String) -> Bool {
    if host == "localhost" { return true }
    let v4 = host.split(separator: ".", omittingEmptySubsequences: false)
    if v4.count == 4, v4.allSatisfy({ UInt8($0) != nil }) { return true }
    return host.contains(":") && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
  }

  /// The options' lines of both commands' help.
  static let help = """
      --port <n>              port to listen on (default 8080; 0: any free port, printed)
      --host <address>        address to listen on (default 127.0.0.1: this machine only)
      --allow-dir <dir>       let requests name files in <dir> (absolute avatar and photo
                              paths, theme files); repeatable; by default none
      --max-body <bytes>      largest request body (default 16777216, the CLI's input cap)
      --max-pixels <n>        most pixels of one picture (default 67108864)
      --render-timeout <s>    seconds a request may wait for its picture (default 10):
                              past it, 503
      --request-timeout <s>   seconds a request may take to arrive (default 10): past it,
                              408 and the connection is closed
      --workers <n>           renders at once, each with its own fonts (default: cores)
      --queue <n>             requests that may wait for a worker (default 4 per worker);
                              more are answered 503 with Retry-After
      --max-connections <n>   connections at once (default 64)
      --cors <origin>         let pages of <origin> call the API (default: none)
    """
}
