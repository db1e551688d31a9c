internal import Glibc

/// What an output path names, settled before anything is written: how `AtomicFileSink`
/// writes it, and what the CLI compares to find outputs that collide.
package enum OutputTarget: Equatable, Sendable {
  /// One of this process's open descriptors (`/dev/stdout`, `/dev/fd/1`, `/dev/stderr`,
  /// `/proc/self/fd/N`, or a link to one): written to the descriptor itself, as `-o -`
  /// writes standard output, appending where the descriptor appends. Replacing the file
  /// behind it would wipe what it holds (`-o /dev/stdout >> app.log`).
  case descriptor(Int32)
  /// An existing file that is not a regular file (a device, a FIFO): written in place, since
  /// it cannot be replaced by a rename.
  case special(path: String)
  /// A regular file, or none yet: written to a temporary file beside `path` and renamed over
  /// it. `path` is the file itself, symbolic links followed (a dangling link too: its target
  /// is created); `mode` is the existing file's permission bits, nil for a new file.
  case regular(path: String, mode: UInt32?)

  /// Symbolic links followed before giving up (as the kernel's 40).
  package static let maxLinks = 40

  /// What `path` names.
  ///
  /// - Throws: `OutputError.cannotCreate` for an empty path, a directory (or a path ending
  ///   in `/`), a loop of symbolic links, or a descriptor of this process that is not open
  ///   for writing.
  package static func resolve(_ path: String) throws(OutputError) -> OutputTarget {
    if path.isEmpty { throw .cannotCreate(path: path, code: ENOENT) }
    if path.hasSuffix("/") { throw .cannotCreate(path: path, code: EISDIR) }
    var current = path
    for _ in 0...maxLinks {
      if let fd = ownDescriptor(current) {
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, flags & O_ACCMODE != O_RDONLY else {
          throw .cannotCreate(path: path, code: EBADF)
        }
        return .descriptor(fd)
      }
      // Links are followed one at a time, a dangling one too, so that a link to /dev/stdout
      // is seen to be one. Not the entries of another process's descriptor folder in /proc,
      // whose targets ("pipe:[123]") are no paths: stat follows those.
      if isLink(current), descriptorFolderOwner(Paths.directory(of: current)) == nil,
        let target = linkTarget(current)
      {
        current = target.hasPrefix("/") ? target : Paths.directory(of: current) + "/" + target
        continue
      }
      var info = stat()
      if FileName.withCString(current, { stat($0, &info) }) == 0 {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw .cannotCreate(path: path, code: EISDIR)
        case S_IFREG:
          let file = isLink(current) ? FileSystem.realPath(current) ?? current : current
          return .regular(path: file, mode: UInt32(info.st_mode & 0o7777))
        default: return .special(path: current)
        }
      }
      // A file that does not exist yet is created (or fails to be, with the reason, when
      // its folder is missing); any other failure (a loop of links, no permission) is final.
      let code = errno
      guard code == ENOENT || code == ENOTDIR else { throw .cannotCreate(path: path, code: code) }
      return .regular(path: current, mode: nil)
    }
    throw .cannotCreate(path: path, code: ELOOP)
  }

  /// The descriptor `path` names when it is one of this process's: `/dev/stdin`,
  /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N` (also without /proc), or
  /// an entry of this process's descriptor folder in /proc reached another way.
  package static func ownDescriptor(_ path: String) -> Int32? {
    let named = ["/dev/stdin": Int32(0), "/dev/stdout": 1, "/dev/stderr": 2]
    if let fd = named[path] { return fd }
    let (folder, name) = (Paths.directory(of: path), Paths.fileName(path))
    guard !name.isEmpty, name.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let number = Int32(name)
    else { return nil }
    if ["/dev/fd", "/proc/self/fd", "/proc/thread-self/fd"].contains(folder) { return number }
    return isLink(path) && descriptorFolderOwner(folder) == getpid() ? number : nil
  }

  /// The process whose descriptor folder `folder` is (`/proc/PID/fd`,
  /// `/proc/PID/task/TID/fd`, or a path leading there), or nil.
  package static func descriptorFolderOwner(_ folder: String) -> Int32? {
    guard let real = FileSystem.realPath(folder) else { return nil }
    let parts = real.split(separator: "/")
    guard parts.first == "proc", parts.last == "fd",
      parts.count == 3 || (parts.count == 5 && parts[2] == "task")
    else { return nil }
    return Int32(parts[1])
  }

  private static func isLink(_ path: String) -> Bool {
    var info = stat()
    return FileName.withCString(path) { lstat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFLNK
  }

  /// What the symbolic link at `path` points to, or nil when it is not a link.
  private static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = FileName.withCString(path) { readlink($0, &buffer, buffer.count - 1) }
    guard count > 0 else { return nil }
    return FileName.decode(buffer[..<count].map { UInt8(bitPattern: $0) })
  }
}
