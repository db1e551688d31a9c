import ChatShotCore
internal import Glibc

/// Where fontconfig keeps its cache of the scanned font directories.
///
/// With a writable cache, setting the fonts up takes about a millisecond; without one,
/// fontconfig rescans every font on every run. The cache only speeds things up: its content
/// never changes output, and when no directory can be used chatshot runs without one.
package enum FontCacheDirectory {
  /// A candidate: a folder the user's environment names (trusted as it is, links and all),
  /// and the folders chatshot makes below it (made and checked one by one, never through a
  /// symbolic link: the shared temporary directory is writable by everyone).
  struct Candidate: Equatable {
    var base: String
    var below: [String]

    var path: String { ([base == "/" ? "" : base] + below).joined(separator: "/") }
  }

  /// The directories to try, in order: `$XDG_CACHE_HOME/chatshot/fontconfig` (only when
  /// absolute, as the XDG specification asks), `$HOME/.cache/chatshot/fontconfig`, then
  /// `chatshot-<uid>/fontconfig` under `$TMPDIR` or `/tmp`.
  static func candidates(environment: [String: String], userID: UInt32) -> [Candidate] {
    func trimmed(_ path: String) -> String {
      var path = path.replacingEvery("//", with: "/")
      while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
      return path
    }
    var result: [Candidate] = []
    if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
      result.append(Candidate(base: trimmed(xdg), below: ["chatshot", "fontconfig"]))
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      result.append(Candidate(base: trimmed(home + "/.cache"), below: ["chatshot", "fontconfig"]))
    }
    let temp = environment["TMPDIR"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
    result.append(Candidate(base: trimmed(temp), below: ["chatshot-\(userID)", "fontconfig"]))
    return result
  }

  /// The first candidate that is (now) safe to use, creating what is missing; nil when none
  /// is: fontconfig then keeps no cache on disk.
  package static func resolve(environment: [String: String] = Environment.variables) -> String? {
    candidates(environment: environment, userID: getuid()).first(where: prepare)?.path
  }

  /// Whether `candidate` is (now) a directory chatshot may keep the cache in: its base
  /// exists or can be made in a folder that exists (a missing home, or a missing tree of
  /// folders, is never made: `HOME=/nonexistent` made `/nonexistent`), and each folder below
  /// it is made if missing with mode 0700 and then opened without following a link
  /// (`O_NOFOLLOW | O_DIRECTORY`, relative to the one above), owned by this user and closed to
  /// everyone else. A link planted by another user in a shared temporary directory
  /// (`$TMPDIR/chatshot-0 → elsewhere`) is refused, never followed.
  static func prepare(_ candidate: Candidate) -> Bool {
    _ = mkdir(candidate.base, 0o700)  // one level only; EEXIST is the common case
    var folder = open(candidate.base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return false }
    defer { close(folder) }
    for name in candidate.below {
      let made = mkdirat(folder, name, 0o700) == 0
      let next = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
      guard next >= 0 else { return false }
      close(folder)
      folder = next
      if made { fchmod(folder, 0o700) }  // whatever the umask
      var info = stat()
      guard fstat(folder, &info) == 0, info.st_uid == getuid(), info.st_mode & 0o077 == 0 else {
        return false
      }
    }
    return faccessat(folder, ".", W_OK | X_OK, 0) == 0
  }
}
