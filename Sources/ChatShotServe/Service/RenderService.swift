import ChatShot

/// The service behind `chatshot serve` and `chatshot preview`: routes each request, checks
/// where it comes from, and hands renders to the worker pool.
package final class RenderService: HTTPHandler, @unchecked Sendable {
  let configuration: ServeConfiguration
  let commandLine: any CommandLineOptions
  package let metrics = Metrics()
  let pool: RenderPool
  let policy: OriginPolicy
  /// The file `chatshot preview` shows; nil for `serve`.
  package let preview: PreviewSource?
  /// The folder relative file names of a request without files resolve in: empty, so
  /// that a request names no file of the server's (preview: the file's own folder).
  let emptyFolder: RequestFolder
  private let condition = Condition()
  private var draining = false

  package init(
    configuration: ServeConfiguration, commandLine: any CommandLineOptions,
    preview: PreviewSource? = nil
  ) throws {
    self.configuration = configuration
    self.commandLine = commandLine
    self.preview = preview
    policy = OriginPolicy(
      corsOrigin: configuration.corsOrigin,
      loopback: ListeningSocket.isLoopback(configuration.host))
    emptyFolder = try RequestFolder()
    let cores = ServeConfiguration.cores
    let workers = configuration.workers
    let maxPixels = configuration.maxPixels
    pool = try RenderPool(
      settings: RenderPool.Settings(
        workers: workers, queueCapacity: configuration.effectiveQueueCapacity,
        maxAbandoned: workers),
      metrics: metrics,
      makeRenderer: {
        let renderer = try ChatRenderer()
        renderer.compressionThreads = max(1, cores / workers)
        renderer.maxPixels = maxPixels
        return renderer
      })
  }

  /// From now on renders are refused (503) and `/healthz` says so; what is in flight goes on.
  package func beginDraining() {
    condition.withLock { draining = true }
    preview?.closeStreams()
  }

  package var isDraining: Bool { condition.withLock { draining } }

  /// Ends the workers once the requests in flight have their answers.
  package func stopWorkers() {
    pool.stop(timeout: configuration.renderTimeout)
  }

  package func admit(_ head: RequestHead) -> HTTPResponse? {
    if head.method == "OPTIONS", head.header("access-control-request-method") != nil {
      return policy.preflight(head)
    }
    if let refusal = policy.refusal(head) { return ErrorResponse.response(for: refusal) }
    guard let route = Route(rawValue: head.path), !route.isPreviewOnly || preview != nil else {
      return ErrorResponse.response(for: ServeError.notFound(path: head.path))
    }
    let method = head.method == "HEAD" ? "GET" : head.method
    guard method == route.method else {
      return ErrorResponse.response(
        for: ServeError.methodNotAllowed(method: head.method, allowed: [route.method]))
    }
    if route.method == "POST", isDraining {
      return ErrorResponse.response(for: ServeError.draining).adding("Connection", "close")
    }
    if route.takesConversation || route == .save {
      let type = head.mediaType
      guard let type, Route.acceptedTypes.contains(type) || type.hasPrefix("text/") else {
        return ErrorResponse.response(
          for: ServeError.unsupportedMediaType(type, accepted: Route.acceptedTypes))
      }
    }
    return nil
  }

  package func respond(to request: HTTPRequest) -> HTTPResponse {
    let head = request.head
    guard let route = Route(rawValue: head.path) else {
      return ErrorResponse.response(for: ServeError.notFound(path: head.path))
    }
    var response: HTTPResponse
    if route.takesConversation {
      response = render(request, for: route)
    } else {
      response = answer(route, request)
    }
    response.headers += policy.corsHeaders(head)
    response.headers.append(("X-Content-Type-Options", "nosniff"))
    if head.method == "HEAD" { response.body = .bytes([]) }
    return response
  }

  package func answered(_ head: RequestHead, with response: HTTPResponse) {
    metrics.count(status: response.status, errorKind: response.errorKind)
  }
}
