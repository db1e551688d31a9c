#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Files and directories, in place of Foundation's `FileManager` (files are read with
/// ``OpenedFile``).
extension FileSystem {
  /// Whether something exists at `path` (following symlinks: a dangling link does not), as
  /// `FileManager.fileExists(atPath:)`.
  package static func exists(_ path: String) -> Bool {
    var info = stat()
    return FileName.withCString(path) { stat($0, &info) } == 0
  }

  /// Creates `path` and its missing parents, as `mkdir -p`. Returns 0, or the `errno` of
  /// the first failure (ENOTDIR when a part of the path exists and is not a directory).
  ///
  /// - Parameter permissions: the exact mode of each directory created (applied with
  ///   `chmod`, whatever the umask), or nil for 0777 less the umask.
  package static func createDirectories(_ path: String, permissions: UInt32? = nil) -> Int32 {
    createMissingDirectories(path, permissions: permissions).code
  }

  /// `createDirectories`, saying which directories it made, outermost first (so that a
  /// caller whose work failed can remove them again, innermost first, with
  /// ``removeEmptyDirectory(_:)``); `code` is 0 or the `errno` of the first failure.
  package static func createMissingDirectories(_ path: String, permissions: UInt32? = nil)
    -> (created: [String], code: Int32)
  {
    var created: [String] = []
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      if FileName.withCString(prefix, { mkdir($0, permissions ?? 0o777) }) == 0 {
        created.append(prefix)
        if let permissions { _ = FileName.withCString(prefix) { chmod($0, permissions) } }
      } else {
        let code = errno
        var info = stat()
        guard code == EEXIST, FileName.withCString(prefix, { stat($0, &info) }) == 0 else {
          return (created, code)
        }
        guard kind(mode: info.st_mode) == .directory else { return (created, ENOTDIR) }
      }
      prefix += "/"
    }
    return (created, 0)
  }

  /// Removes the directory at `path` if it is empty (`rmdir`); whether it did.
  @discardableResult
  package static func removeEmptyDirectory(_ path: String) -> Bool {
    FileName.withCString(path) { rmdir($0) } == 0
  }
}
