import Foundation

/// A `chatshot serve` (or `preview`) process on a free loopback port, and curl to talk to it:
/// the server as a client meets it.
final class ServeHarness: @unchecked Sendable {
  struct Response {
    var status: Int
    /// Header names lowercased.
    var headers: [String: String]
    var body: Data
    var text: String { String(decoding: body, as: UTF8.self) }
    /// The body as a JSON object (an error answer).
    var json: [String: Any] {
      (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
    }
  }

  let process = Process()
  /// `http://127.0.0.1:PORT/`.
  let url: String
  let scratch: URL
  private let errors = Pipe()

  /// Starts `chatshot COMMAND --port 0 ARGUMENTS` and waits for the address it prints.
  init(_ command: String = "serve", _ arguments: [String] = [], in directory: URL? = nil) throws {
    scratch = try CLIHarness.temporaryDirectory()
    process.executableURL = CLIHarness.executable
    process.arguments = [command] + arguments + ["--port", "0"]
    if let directory { process.currentDirectoryURL = directory }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    var line = Data()
    let handle = output.fileHandleForReading
    while !line.contains(UInt8(ascii: "\n")) {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      line += chunk
    }
    url = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard url.hasPrefix("http://") else {
      process.waitUntilExit()
      let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      throw HarnessError.didNotStart(text)
    }
  }

  enum HarnessError: Error {
    case didNotStart(String)
    case curlFailed(String)
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: scratch)
  }

  /// Sends one request with curl: `body` (a file's bytes) as `contentType`, `headers`
  /// besides, `curlOptions` for the rest (`--limit-rate`, `-F`).
  func request(
    _ method: String = "POST", _ path: String, body: Data? = nil,
    contentType: String? = "application/json", headers: [String: String] = [:],
    curlOptions: [String] = []
  ) throws -> Response {
    let id = UUID().uuidString
    let bodyFile = scratch.appendingPathComponent("body-\(id)")
    let headerFile = scratch.appendingPathComponent("head-\(id)")
    let sent = scratch.appendingPathComponent("sent-\(id)")
    var arguments = [
      "-s", "-X", method, "-o", bodyFile.path, "-D", headerFile.path, "-w", "%{http_code}",
    ]
    if let body {
      try body.write(to: sent)
      arguments += ["--data-binary", "@" + sent.path]
    }
    if let contentType { arguments += ["-H", "Content-Type: \(contentType)"] }
    for (name, value) in headers { arguments += ["-H", "\(name): \(value)"] }
    arguments += curlOptions + [url + path.dropFirst()]
    let result = try CLIHarness.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/curl"))
    defer {
      for file in [bodyFile, headerFile, sent] { try? FileManager.default.removeItem(at: file) }
    }
    guard let status = Int(result.stdoutText), status > 0 else {
      throw HarnessError.curlFailed(
        "curl exit \(result.status): \(result.stdoutText) \(result.stderr)")
    }
    var names: [String: String] = [:]
    let head = (try? String(contentsOf: headerFile, encoding: .utf8)) ?? ""
    for line in head.split(separator: "\r\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      names[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    return Response(
      status: status, headers: names, body: (try? Data(contentsOf: bodyFile)) ?? Data())
  }

  /// `GET path`.
  func get(_ path: String, headers: [String: String] = [:]) throws -> Response {
    try request("GET", path, contentType: nil, headers: headers)
  }

  /// Sends SIGTERM and returns the exit status once the process has ended.
  func terminate() -> Int32 {
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// What the server printed on standard error (after it ended).
  var standardError: String {
    String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  }
}
