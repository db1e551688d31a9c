import ChatShot

extension RenderService {
  /// `POST /render`, `/dump`, `/transcript`, `/snippet`: the query read as the command line
  /// reads its options, the body as its input, the work done by a worker.
  func render(_ request: HTTPRequest, for route: Route) -> HTTPResponse {
    do {
      var parameters = try commandLine.parameters(request.head.query)
      parameters.importOptions.limits.maxFileBytes = max(
        parameters.importOptions.limits.maxFileBytes, configuration.maxBody)
      try checkTheme(parameters.options.theme)
      if route != .snippet, !parameters.scales.isEmpty || !parameters.appearances.isEmpty {
        throw ServeError.invalidParameter(
          name: parameters.scales.isEmpty ? "appearance" : "scale", value: nil,
          expected: "one value: several are for /snippet")
      }
      let input = try RequestInput.read(request)
      let job = RenderContext(
        route: route, parameters: parameters, input: input,
        folder: input.folder?.path ?? preview?.folder ?? emptyFolder.path,
        allowedRoots: allowedRoots, commandLine: commandLine)
      let timeout = configuration.renderTimeout
      let result = pool.perform(until: PhaseTimings.now() + timeout, timeout: timeout) {
        job.run(with: $0)
      }
      switch result {
      case .success(let response): return response
      case .failure(let error): return ErrorResponse.response(for: error)
      }
    } catch {
      return ErrorResponse.response(for: error)
    }
  }

  /// The folders a request's files may be read from: `--allow-dir`'s and the previewed
  /// file's.
  private var allowedRoots: [String] {
    configuration.allowedDirectories + (preview.map { [$0.folder] } ?? [])
  }

  /// A theme file is read only inside `--allow-dir` (or the previewed file's folder): a
  /// request names no other file of the server's.
  private func checkTheme(_ reference: String?) throws(ServeError) {
    guard let reference, ThemeCatalog.isPath(reference) else { return }
    let real = FileSystem.realPath(FilePath(reference))
    let inside = allowedRoots.contains { root in
      guard let real, let root = FileSystem.realPath(FilePath(root)) else { return false }
      return real.isInside(root)
    }
    guard inside else {
      throw .invalidParameter(
        name: "theme", value: reference,
        expected:
          "a built-in theme (theme files are read only inside the folders the server allows)")
    }
  }
}

/// One request's work, done on a worker with its renderer: decode, render, answer.
struct RenderContext: Sendable {
  var route: Route
  var parameters: RenderParameters
  var input: RequestInput
  /// The folder relative file names resolve in.
  var folder: String
  var allowedRoots: [String]
  var commandLine: any CommandLineOptions

  /// The answer, an error's JSON when anything fails.
  func run(with renderer: ChatRenderer) -> HTTPResponse {
    do {
      let conversation = try ChatImporter.conversation(
        input.bytes, file: parameters.name ?? "<body>", directory: FilePath(folder),
        options: parameters.importOptions, allowedRoots: allowedRoots.map(FilePath.init))
      switch route {
      case .transcript:
        return HTTPResponse(text: Transcript.text(of: conversation))
      case .snippet:
        return try snippet(conversation, renderer)
      default:
        return try picture(conversation, renderer)
      }
    } catch {
      return ErrorResponse.response(for: error)
    }
  }

  /// The picture (`/render`) or its layout dump (`/dump`), as `chatshot` writes them.
  private func picture(_ conversation: Conversation, _ renderer: ChatRenderer) throws
    -> HTTPResponse
  {
    var options = parameters.options
    options.format = parameters.format ?? .png
    let theme = try ThemeCatalog.theme(option: options.theme, conversation: conversation)
    let rendering = try renderer.render(
      conversation, theme: theme, options: options, baseDirectory: folder, to: .memory)
    if route == .dump {
      let dump = rendering.layout.dump(scale: parameters.options.scale).serialized()
      return HTTPResponse(text: dump, contentType: "application/json")
    }
    return HTTPResponse(contentType: (options.format ?? .png).mediaType, bytes: rendering.bytes)
      .adding("Cache-Control", "no-store")
      .adding(
        "Content-Security-Policy", "default-src 'none'; img-src data:; style-src 'unsafe-inline'"
      )
      .adding("X-Chatshot-Size", "\(rendering.pixelWidth)x\(rendering.pixelHeight)")
  }

  /// The `<picture>` snippet `--html` writes for the scales and appearances asked for.
  private func snippet(_ conversation: Conversation, _ renderer: ChatRenderer) throws
    -> HTTPResponse
  {
    var options = parameters.options
    options.format = .png
    options.metadata = false
    if let first = parameters.scales.first { options.scale = first }
    if let first = parameters.appearances.first { options.appearance = first }
    let theme = try ThemeCatalog.theme(option: options.theme, conversation: conversation)
    let rendering = try renderer.render(
      conversation, theme: theme, options: options, baseDirectory: folder, to: .memory)
    let format = parameters.format ?? .png
    var base = Substring(Paths.fileName(parameters.name ?? "chat"))
    if let dot = base.lastIndex(of: "."), dot != base.startIndex { base = base[..<dot] }
    let html = commandLine.snippet(
      parameters, base: base + "." + format.rawValue, width: rendering.layout.width,
      height: Double(rendering.pixelHeight) / options.scale,
      alt: Transcript.singleLine(of: conversation))
    return HTTPResponse(text: html, contentType: "text/html; charset=utf-8")
  }
}

extension OutputFormat {
  /// The media type of its files.
  var mediaType: String {
    switch self {
    case .png: "image/png"
    case .webp: "image/webp"
    case .svg: "image/svg+xml"
    case .pdf: "application/pdf"
    }
  }
}
