import Foundation
import Testing

/// What the service refuses, and how: JSON errors with the documented statuses, caps on
/// body, time and queue, where a request may come from, and a drain on SIGTERM.
@Suite(.serialized) struct ServeSafetyTests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json")
  static let marathon = Golden.repository.appendingPathComponent("Examples/marathon-300.json")

  @Test func errorsAreJSONWithTheirStatus() throws {
    let server = try ServeHarness("serve", ["--max-body", "4096"])
    let bad = Data("{\n  \"messages\": [\n    {\"from\": 1, \"text\": \"hi\"}\n  ]\n}\n".utf8)
    let invalid = try server.request("POST", "/render?name=chat.json", body: bad)
    #expect(invalid.status == 422)
    #expect(invalid.headers["content-type"] == "application/json")
    #expect(invalid.json["line"] as? Int == 3)
    #expect(invalid.json["path"] as? String == "messages[0].from")
    #expect((invalid.json["error"] as? String)?.hasPrefix("chat.json:3:") == true)
    let option = try server.request("POST", "/render?scale=9", body: bad)
    #expect(option.status == 400)
    #expect(option.json["error"] as? String == "scale=9: expected a number from 0.5 to 4")
    let unknown = try server.request("POST", "/render?output=/etc/x", body: bad)
    #expect(unknown.status == 400)
    let large = try server.request("POST", "/render", body: Data(count: 8192))
    #expect(large.status == 413)
    #expect(large.json["kind"] as? String == "tooLarge")
    let type = try server.request("POST", "/render", body: bad, contentType: "image/png")
    #expect(type.status == 415)
    #expect(try server.get("/nothing").status == 404)
    let method = try server.get("/render")
    #expect(method.status == 405)
    #expect(method.headers["allow"] == "POST")
    for response in [invalid, option, large, type, method] {
      #expect(Set((response.json).keys) == ["error", "kind", "path", "line", "column"])
    }
  }

  @Test func anotherSiteCannotPostButTheCORSOriginCan() throws {
    let server = try ServeHarness("serve", ["--cors", "https://docs.example.org"])
    let body = try Data(contentsOf: Self.weekend)
    let evil = try server.request(
      "POST", "/render?scale=1", body: body, headers: ["Origin": "https://evil.example"])
    #expect(evil.status == 403)
    let site = try server.request(
      "POST", "/render?scale=1", body: body, headers: ["Sec-Fetch-Site": "cross-site"])
    #expect(site.status == 403)
    let rebound = try server.request(
      "POST", "/render?scale=1", body: body, headers: ["Host": "attacker.example:8080"])
    #expect(rebound.status == 403)
    let allowed = try server.request(
      "POST", "/render?scale=1", body: body, headers: ["Origin": "https://docs.example.org"])
    #expect(allowed.status == 200)
    #expect(allowed.headers["access-control-allow-origin"] == "https://docs.example.org")
    let own = try server.request(
      "POST", "/render?scale=1", body: body,
      headers: ["Origin": String(server.url.dropLast())])
    #expect(own.status == 200)
    #expect(own.headers["access-control-allow-origin"] == nil)
    let preflight = try server.request(
      "OPTIONS", "/render", contentType: nil,
      headers: ["Origin": "https://docs.example.org", "Access-Control-Request-Method": "POST"])
    #expect(preflight.status == 204)
  }

  @Test func themeFilesOnlyInsideAllowDir() throws {
    let server = try ServeHarness()
    let body = try Data(contentsOf: Self.weekend)
    let theme = Golden.repository.appendingPathComponent("Assets/Themes/green.json").path
    let refused = try server.request("POST", "/render?theme=\(theme)", body: body)
    #expect(refused.status == 400)
    #expect(refused.json["error"] as? String != nil)
  }

  /// A render past --render-timeout is answered 503; the next request is served by a fresh
  /// worker while the abandoned one finishes; a full queue answers 503 with Retry-After.
  @Test func slowRendersTimeOutAndTheNextIsServed() throws {
    let server = try ServeHarness(
      "serve", ["--workers", "1", "--queue", "0", "--render-timeout", "0.2"])
    let slow = try Data(contentsOf: Self.marathon)
    let late = try server.request("POST", "/render?scale=2", body: slow)
    #expect(late.status == 503)
    #expect(late.json["kind"] as? String == "renderTimeout")
    let small = Data(#"{"messages": [{"from": "me", "text": "hi"}]}"#.utf8)
    var served = 0
    for _ in 0..<20 where served == 0 {
      let next = try server.request("POST", "/render?scale=0.5", body: small)
      if next.status == 200 { served += 1 }
      #expect(next.status == 200 || next.status == 503)
    }
    #expect(served == 1)
    let metrics = try server.get("/metrics").text
    #expect(metrics.contains("chatshot_abandoned_renders_total 1"))
    #expect(metrics.contains("chatshot_errors_total{kind=\"renderTimeout\"}"))
  }

  @Test func aFullQueueAnswersRetryAfter() throws {
    let server = try ServeHarness("serve", ["--workers", "1", "--queue", "0"])
    let slow = try Data(contentsOf: Self.marathon)
    let busy = DispatchGroup()
    let responses = ResponseBox()
    for _ in 0..<3 {
      DispatchQueue.global().async(group: busy) {
        let response = try? server.request("POST", "/render?scale=2", body: slow)
        responses.add(response)
      }
    }
    busy.wait()
    let statuses = responses.all.map(\.status).sorted()
    #expect(statuses.first == 200)
    #expect(statuses.contains(503))
    #expect(responses.all.first { $0.status == 503 }?.headers["retry-after"] != nil)
  }

  /// A body that arrives whole only after --request-timeout is answered 408 and closed.
  @Test func aSlowBodyIsAnswered408() throws {
    let server = try ServeHarness("serve", ["--request-timeout", "1"])
    let port = server.url.split(separator: ":").last!.dropLast()
    let result = try CLIHarness.shell(
      """
      exec 3<>/dev/tcp/127.0.0.1/\(port)
      printf 'POST /render HTTP/1.1\\r\\nHost: 127.0.0.1:\(port)\\r\\n' >&3
      printf 'Content-Type: application/json\\r\\nContent-Length: 100\\r\\n\\r\\n[' >&3
      sleep 1.5
      printf '%99s' ' ' >&3
      timeout 5 cat <&3
      """)
    #expect(result.stdoutText.hasPrefix("HTTP/1.1 408"), "\(result.stdoutText) \(result.stderr)")
    #expect(result.stdoutText.contains("\"requestTimeout\""))
  }

  /// SIGTERM lets the render in flight finish, then the process exits 0.
  @Test func sigtermDrains() throws {
    let server = try ServeHarness("serve", ["--workers", "1"])
    let slow = try Data(contentsOf: Self.marathon)
    let box = ResponseBox()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      box.add(try? server.request("POST", "/render?scale=2", body: slow))
    }
    Thread.sleep(forTimeInterval: 0.3)
    #expect(server.terminate() == 0)
    group.wait()
    #expect(box.all.first?.status == 200)
    #expect(box.all.first.map { $0.body.starts(with: [0x89, 0x50, 0x4E, 0x47]) } == true)
  }

  @Test func listsHealthAndMetrics() throws {
    let server = try ServeHarness()
    let themes =
      try JSONSerialization.jsonObject(with: try server.get("/themes").body) as? [[String: String]]
    #expect(
      themes?.contains { $0["name"] == "green" && $0["description"]?.isEmpty == false } == true)
    let devices =
      try JSONSerialization.jsonObject(with: try server.get("/devices").body) as? [[String: String]]
    #expect(devices?.contains { $0["name"] == "iphone-15" } == true)
    #expect(try server.get("/healthz").text == "ok\n")
    _ = try server.request("POST", "/render?scale=1", body: try Data(contentsOf: Self.weekend))
    let metrics = try server.get("/metrics").text
    #expect(metrics.contains("chatshot_requests_total{code=\"200\"}"))
    #expect(metrics.contains("chatshot_render_seconds_count 1"))
    #expect(metrics.contains("chatshot_queue_length 0"))
    let page = try server.get("/")
    #expect(page.headers["content-security-policy"]?.contains("default-src 'self'") == true)
    #expect(page.text.contains("<textarea id=\"editor\""))
  }
}

/// Responses collected from several threads.
final class ResponseBox: @unchecked Sendable {
  private let lock = NSLock()
  private var items: [ServeHarness.Response] = []
  func add(_ response: ServeHarness.Response?) {
    guard let response else { return }
    lock.withLock { items.append(response) }
  }
  var all: [ServeHarness.Response] { lock.withLock { items } }
}
