import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Files that are not regular files, made in a test folder: what a hostile conversation or
/// theme could name instead of an image.
enum SpecialFile: String, CaseIterable, Sendable, CustomStringConvertible {
  case fifo, socket, characterDevice, sparse

  var description: String { rawValue }

  /// What chatshot says the file is ("is a FIFO, not a regular file"); nil for the sparse
  /// file, which is regular but too large.
  var kind: String? {
    switch self {
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .sparse: nil
    }
  }

  /// Whether this machine lets the test make it (`mknod` needs root).
  var canBeMade: Bool { self != .characterDevice || getuid() == 0 }

  /// Makes the file at `path`: a FIFO, a bound Unix socket, `/dev/zero`'s device (`mknod c
  /// 1 5`), or a 3 GiB sparse file that begins with a PNG signature.
  func make(at path: String) throws {
    switch self {
    case .fifo:
      guard mkfifo(path, 0o644) == 0 else { throw Failure("mkfifo \(path)") }
    case .socket:
      let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(fd) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      guard bound == 0 else { throw Failure("bind \(path)") }
    case .characterDevice:
      // makedev(1, 5), as glibc encodes small numbers.
      guard mknod(path, S_IFCHR | 0o644, dev_t(1 << 8 | 5)) == 0 else {
        throw Failure("mknod \(path)")
      }
    case .sparse:
      _ = FileManager.default.createFile(
        atPath: path, contents: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      try handle.truncate(atOffset: 3 << 30)
      try handle.close()
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = "cannot make the file: " + description }
  }
}

extension CLIHarness {
  /// Runs `chatshot` under `timeout`, so that a read that would block forever (a FIFO) or
  /// never end (a device) fails the test instead of hanging it: status 124 then.
  static func runWithTimeout(
    _ arguments: [String], seconds: Int = 30, stdin: Data? = nil, in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    try run(
      ["-s", "KILL", String(seconds), executable.path] + arguments, stdin: stdin, in: directory,
      executable: URL(fileURLWithPath: "/usr/bin/timeout"), environment: environment)
  }
}
