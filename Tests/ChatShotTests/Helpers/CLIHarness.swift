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
      status: process.terminationStatus, stdout: outData,
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// Set once before the first child: writing to a child that closed its input is then an
  /// error to ignore, not the death of the test process.
  private static let ignoringSIGPIPE: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// Runs `script` with bash in `directory`, `$CHATSHOT` naming the built executable: for
  /// what `Process` cannot set up (closed descriptors, limits, file names that are not
  /// UTF-8, signals sent from the shell).
  ///
  /// Unlike `Process`, which hands on the spawning thread's blocked signals (the test
  /// threads block SIGHUP, SIGTERM, SIGXFSZ and more), bash starts with no signal blocked and
  /// every signal at its default action, as from a terminal.
  static func shell(_ script: String, in directory: URL? = nil) throws -> Result {
    let capture = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: capture) }
    let out = capture.appendingPathComponent("out").path
    let err = capture.appendingPathComponent("err").path
    let cd = directory.map { "cd '\($0.path)' || exit 99\n" } ?? ""
    let arguments = ["/bin/bash", "-c", cd + script]
    var environment = ProcessInfo.processInfo.environment
    environment["CHATSHOT"] = executable.path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    var all = sigset_t()
    sigemptyset(&none)
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid = pid_t()
    let code = posix_spawn(&pid, "/bin/bash", &actions, &attributes, argv, envp)
    guard code == 0 else { throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return Result(
      status: (status >> 8) & 0xFF, stdout: try Data(contentsOf: URL(fileURLWithPath: out)),
      stderr: String(decoding: try Data(contentsOf: URL(fileURLWithPath: err)), as: UTF8.self))
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
