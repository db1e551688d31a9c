#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// The path calls of ``FileSystem`` on ``FilePath``s: the bytes go to the system and come
/// back exactly, whatever the encoding of the names.
extension FileSystem {
  /// The canonical absolute path of an existing file (symlinks, `.` and `..` resolved), or
  /// nil with `errno` set.
  package static func realPath(_ path: FilePath) -> FilePath? {
    guard !path.containsNUL, let resolved = path.withCString({ realpath($0, nil) }) else {
      return nil
    }
    defer { free(resolved) }  // Owned: malloc'd by realpath.
    return FilePath(cString: resolved)
  }

  /// The process's current directory, or "." if it cannot be determined.
  package static func currentDirectoryPath() -> FilePath {
    guard let path = getcwd(nil, 0) else { return FilePath(".") }
    defer { free(path) }  // Owned: malloc'd by getcwd.
    return FilePath(cString: path)
  }

  /// `path` made absolute against the current directory, canonical when it exists, else
  /// normalized as written.
  package static func canonicalDirectory(_ path: FilePath) -> FilePath {
    let absolute = currentDirectoryPath().appending(path)
    return realPath(absolute) ?? absolute.normalized
  }

  /// The kind of the file at `path` (following symlinks), or nil with `errno` set.
  package static func kind(of path: FilePath) -> Kind? {
    var info = stat()
    guard !path.containsNUL, path.withCString({ stat($0, &info) }) == 0 else { return nil }
    return kind(mode: info.st_mode)
  }
}
