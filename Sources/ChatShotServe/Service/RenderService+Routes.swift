import ChatShot

extension RenderService {
  /// The answer of a route that renders nothing: the page, the lists, health, metrics, and
  /// the preview's file.
  func answer(_ route: Route, _ request: HTTPRequest) -> HTTPResponse {
    switch route {
    case .page: return page(PageFiles.indexHTML, "text/html; charset=utf-8")
    case .script: return page(PageFiles.pageJS, "text/javascript; charset=utf-8")
    case .style: return page(PageFiles.pageCSS, "text/css; charset=utf-8")
    case .healthz:
      return isDraining
        ? HTTPResponse(status: 503, text: "draining\n") : HTTPResponse(text: "ok\n")
    case .metrics:
      return HTTPResponse(text: metrics.text, contentType: "text/plain; version=0.0.4")
    case .themes: return json(.array(Self.themes.map(\.json)))
    case .devices: return json(.array(Self.devices.map(\.json)))
    case .config: return json(config)
    case .source, .events, .save: return previewAnswer(route, request)
    case .render, .dump, .transcript, .snippet:
      return ErrorResponse.response(for: ServeError.notFound(path: route.rawValue))
    }
  }

  /// A file of the page, with the headers that keep it from being framed or fed scripts
  /// from elsewhere.
  private func page(_ text: String, _ type: String) -> HTTPResponse {
    HTTPResponse(text: text, contentType: type)
      .adding(
        "Content-Security-Policy",
        "default-src 'self'; img-src 'self' blob: data:; object-src 'none'; frame-ancestors 'none'"
      )
      .adding("X-Frame-Options", "DENY").adding("Referrer-Policy", "no-referrer")
      .adding("Cache-Control", "no-cache")
  }

  func json(_ value: JSONOutput, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, text: value.serialized(), contentType: "application/json")
      .adding("Cache-Control", "no-store")
  }

  /// What the page needs to know of the server.
  private var config: JSONOutput {
    .object([
      "mode": .string(preview == nil ? "serve" : "preview"),
      "file": preview.map { .string($0.name) } ?? .null,
      "formats": .array(OutputFormat.allCases.map { .string($0.rawValue) }),
      "maxBody": .number(Double(configuration.maxBody)),
    ])
  }

  /// A name and a line about it (`GET /themes`, `GET /devices`).
  struct Entry {
    var name: String
    var description: String
    var json: JSONOutput { .object(["name": .string(name), "description": .string(description)]) }
  }

  static let themes: [Entry] = ThemeCatalog.builtinNames.map { name in
    Entry(name: name, description: (try? ThemeCatalog.builtin(named: name))?.summary ?? "")
  }

  static let devices: [Entry] = Device.all.map { device in
    Entry(
      name: device.name,
      description: "\(device.phone), \(JSONOutput.format(device.width)) × "
        + "\(JSONOutput.format(device.height)) pt @\(JSONOutput.format(device.scale))x")
  }

  /// `GET /source`, `GET /events`, `POST /save`.
  private func previewAnswer(_ route: Route, _ request: HTTPRequest) -> HTTPResponse {
    guard let preview else {
      return ErrorResponse.response(for: ServeError.notFound(path: route.rawValue))
    }
    do {
      switch route {
      case .source:
        // The count before the read: a change during it is announced again, never missed.
        let version = preview.version
        return HTTPResponse(text: try preview.source(), contentType: "text/plain; charset=utf-8")
          .adding("Cache-Control", "no-store").adding("X-Chatshot-Version", String(version))
      case .events:
        return HTTPResponse(
          status: 200,
          headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
          body: .events(preview.events()))
      default:
        try preview.save(request.body)
        return json(.object(["saved": .string(preview.name)]))
      }
    } catch {
      return ErrorResponse.response(for: error)
    }
  }
}
