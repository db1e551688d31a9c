import ChatShot
import ChatShotServe
internal import Glibc

/// Runs the service until SIGTERM or SIGINT, then drains: new connections are refused, the
/// requests in flight get their answers, the workers end, and the process exits 0.
struct ServeRun {
  var configuration: ServeConfiguration
  var preview: PreviewSource?

  func run() throws -> ExitCode {
    // Blocked before any thread starts, so every thread inherits the mask and the signals
    // wait for `sigwait` here rather than ending the process halfway through a response.
    var signals = sigset_t()
    sigemptyset(&signals)
    for signal in [SIGTERM, SIGINT, SIGHUP] { sigaddset(&signals, signal) }
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let service = try RenderService(
      configuration: configuration, commandLine: QueryOptions(), preview: preview)
    let daemon = try HTTPDaemon(
      host: configuration.host, port: configuration.port,
      limits: HTTPDaemon.Limits(
        maxBody: configuration.maxBody, requestTimeout: configuration.requestTimeout,
        maxConnections: configuration.maxConnections),
      handler: service)
    let shown = configuration.host == "0.0.0.0" ? "127.0.0.1" : configuration.host
    print("http://" + ServeError.authority(shown, daemon.port) + "/")
    fflush(nil)
    var received: Int32 = 0
    sigwait(&signals, &received)
    service.beginDraining()
    daemon.quiesce()
    _ = daemon.waitForIdle(timeout: configuration.renderTimeout + configuration.requestTimeout)
    daemon.stop()
    service.stopWorkers()
    return .success
  }
}
