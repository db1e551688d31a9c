import Foundation

/// Runs the built `chatshot` executable, as a user would, and captures what it does.
struct CLIHarness {
  struct Result {
    var status: Int32
    var stdout: Data
    var stderr: String
    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
  }

  /// The `chatshot` built beside the test bundle (`.build/<config>/chatshot`).
  static let executable: URL = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
      Golden.repository.appendingPathComponent(".build/debug"),
    ]
    for dir in candidates {
      let url = dir.appendingPathComponent("chatshot")
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return Golden.repository.appendingPathComponent(".build/debug/chatshot")
  }()

  /// Runs `chatshot` with `arguments` in `directory`, feeding `stdin`.
  static func run(
    _ arguments: [String], stdin: Data? = nil, in directory: URL? = nil,
    executable: URL = executable, environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    // Read stderr on another thread while stdout is read here, so that neither pipe can
    // fill up and block the process.
    let errBox = DataBox()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errBox.data = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errBox.data
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh empty directory, removed by the caller with `cleanUp`.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("chatshot-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Hands the stderr bytes from the reading thread back (the group's wait orders the accesses).
private final class DataBox: @unchecked Sendable {
  var data = Data()
}
