#if canImport(Glibc)
  package import Glibc
#elseif canImport(Darwin)
  package import Darwin
#endif

/// The few POSIX file-system calls input handling needs, as Swift values.
///
/// POSIX rather than Foundation because the errors must carry `errno`'s text
/// ("No such file or directory"), and because symlink resolution must be `realpath(3)`.
package enum FileSystem {
  /// The type of a file, as `stat` tells it.
  package enum Kind {
    case regular, directory, fifo, socket, characterDevice, blockDevice, symbolicLink, unknown

    /// "a FIFO", for messages that say what a file is instead of a regular file.
    package var phrase: String {
      switch self {
      case .regular: "a regular file"
      case .directory: "a directory"
      case .fifo: "a FIFO"
      case .socket: "a socket"
      case .characterDevice: "a character device"
      case .blockDevice: "a block device"
      case .symbolicLink: "a symbolic link"
      case .unknown: "of an unknown type"
      }
    }
  }

  /// The text of the current `errno`, e.g. "Permission denied".
  package static func lastErrorText() -> String {
    String(cString: strerror(errno))
  }

  /// Whether the current `errno` says the file does not exist.
  package static func lastErrorIsMissing() -> Bool {
    errno == ENOENT || errno == ENOTDIR
  }

  /// The canonical absolute path of an existing file (symlinks, `.` and `..` resolved), or
  /// nil with `errno` set.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = FileName.withCString(path, { realpath($0, nil) }) else { return nil }
    defer { free(resolved) }  // Owned: malloc'd by realpath.
    return FileName.decode(cString: resolved)
  }

  /// The kind of the file at `path` (following symlinks), or nil with `errno` set.
  package static func kind(of path: String) -> Kind? {
    var info = stat()
    guard FileName.withCString(path, { stat($0, &info) }) == 0 else { return nil }
    return kind(mode: info.st_mode)
  }

  package static func kind(mode: mode_t) -> Kind {
    switch mode & S_IFMT {
    case S_IFREG: .regular
    case S_IFDIR: .directory
    case S_IFIFO: .fifo
    case S_IFSOCK: .socket
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFLNK: .symbolicLink
    default: .unknown
    }
  }

  package static func isReadable(_ path: String) -> Bool {
    FileName.withCString(path) { access($0, R_OK) } == 0
  }

  /// The process's current directory, or "." if it cannot be determined.
  package static func currentDirectory() -> String {
    guard let path = getcwd(nil, 0) else { return "." }
    defer { free(path) }  // Owned: malloc'd by getcwd.
    return FileName.decode(cString: path)
  }

  /// Reads all of file descriptor `fd`, failing once more than `limit` bytes arrive.
  /// Returns nil with `errno` set on a read error; `.tooLarge` past the limit.
  package static func readAll(fd: Int32, limit: Int, expectedSize: Int = 0) -> ReadResult {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(min(max(expectedSize, 0), limit) + 1)
    let chunk = 1 << 16
    var buffer = [UInt8](repeating: 0, count: chunk)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, chunk) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failed(lastErrorText())
      }
      if count == 0 { return .bytes(bytes) }
      bytes.append(contentsOf: buffer[0..<count])
      if bytes.count > limit { return .tooLarge }
    }
  }

  package enum ReadResult {
    case bytes([UInt8])
    case tooLarge
    case failed(String)
  }
}
