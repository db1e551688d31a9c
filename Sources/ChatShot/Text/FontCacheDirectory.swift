internal import Glibc

/// Where fontconfig keeps its cache of the scanned font directories.
///
/// With a writable cache, setting the fonts up takes about a millisecond; without one,
/// fontconfig rescans every font on every run and prints "Fontconfig error: No writable
/// cache directories". The cache only speeds things up: its content never changes output.
enum FontCacheDirectory {
  /// The directories to try, in order: `$XDG_CACHE_HOME/chatshot/fontconfig` (only when
  /// absolute, as the XDG specification asks), `$HOME/.cache/chatshot/fontconfig`, then
  /// `chatshot-<uid>/fontconfig` under `$TMPDIR` or `/tmp`.
  static func candidates(environment: [String: String], userID: UInt32) -> [String] {
    var result: [String] = []
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      result.append(xdg + "/chatshot/fontconfig")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      result.append(home + "/.cache/chatshot/fontconfig")
    }
    var temp = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    while temp.count > 1 && temp.hasSuffix("/") { temp.removeLast() }
    result.append("\(temp == "/" ? "" : temp)/chatshot-\(userID)/fontconfig")
    return result.map { $0.replacingEvery("//", with: "/") }
  }

  /// Creates (if needed) and returns the first candidate this process can write to.
  ///
  /// - Throws: ``FontError/noCacheDirectory(tried:)`` when none of them can be used.
  static func resolve(
    environment: [String: String] = Environment.variables
  ) throws(FontError) -> String {
    let tried = candidates(environment: environment, userID: getuid())
    for path in tried where prepare(path) {
      return path
    }
    throw .noCacheDirectory(tried: tried)
  }

  /// Whether `path` is (now) a directory owned by this user that it can write to.
  ///
  /// Ownership matters for the shared temporary directory: another user could have created
  /// `/tmp/chatshot-<uid>` first to feed this process a doctored cache.
  private static func prepare(_ path: String) -> Bool {
    _ = FileSystem.createDirectories(path, permissions: 0o700)
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid()
    else { return false }
    return access(path, W_OK | X_OK) == 0
  }
}
