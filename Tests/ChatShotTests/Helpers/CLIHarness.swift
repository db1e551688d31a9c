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
    _ = ignoringSIGPIPE
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
    // Standard input is written and standard error read on threads of their own while
    // standard output is read here: the child may write either pipe full before it reads
    // its input, and none of the three can then block the others.
    let errBox = DataBox()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      errBox.data = err.fileHandleForReading.readDataToEndOfFile()
    }
    let writer = input.fileHandleForWriting
    DispatchQueue.global().async(group: group) {
      // A child that exits without reading its input closes the pipe: EPIPE, not SIGPIPE
      // (`ignoringSIGPIPE`).
      if let stdin { try? writer.write(contentsOf: stdin) }
      try? writer.close()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    let errData = errBox.data
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: outData, stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Set once before the first child: writing to a child that closed its input is then an
  /// error to ignore, not the death of the test process.
  private static let ignoringSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

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
