import ChatShot
internal import Glibc

/// How `chatshot serve` (and `preview`) runs: where it listens and what it caps. The
/// defaults are the documented ones (docs/serve.md).
package struct ServeConfiguration: Sendable {
  /// The address listened on: loopback unless `--host` says otherwise.
  package var host = "127.0.0.1"
  package var port = 8080
  /// Folders a request may name files in (`--allow-dir`): avatars and photos by absolute
  /// path, theme files. None by default: files come in the request.
  package var allowedDirectories: [String] = []
  /// The largest body (`--max-body`): the CLI's input cap.
  package var maxBody = InputLimits.default.maxFileBytes
  /// Seconds a request may wait for its picture, in the queue and drawn (`--render-timeout`).
  package var renderTimeout = 10.0
  /// Seconds a request may take to arrive whole (`--request-timeout`).
  package var requestTimeout = 10.0
  /// Renders at once (`--workers`): one per core.
  package var workers = ServeConfiguration.cores
  /// Requests waiting for a worker (`--queue`); more are answered 503.
  package var queueCapacity: Int?
  /// The one other origin whose pages may call the API (`--cors`).
  package var corsOrigin: String?
  /// The most pixels of one picture (`--max-pixels`): a request asking more is refused
  /// before anything is drawn.
  package var maxPixels = 1 << 26
  /// Connections at once (`--max-connections`).
  package var maxConnections = 64

  package init() {}

  /// Jobs that may wait: four per worker unless `--queue` says.
  package var effectiveQueueCapacity: Int { queueCapacity ?? workers * 4 }

  /// The processors online.
  package static var cores: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
