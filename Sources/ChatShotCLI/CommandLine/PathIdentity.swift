import ChatShot
internal import Glibc

/// What makes two paths the same file, to find an output that is another output or an input:
/// the device and inode where the file exists, else the path resolved, as bytes.
enum PathIdentity: Hashable, Sendable {
  /// An existing regular file or FIFO, whatever path or link leads to it.
  case file(device: UInt64, inode: UInt64)
  /// A file that does not exist yet: its folder's canonical path and its name, as bytes.
  case newFile([UInt8])
  /// One of the process's descriptors (`-`, `/dev/stdout`).
  case descriptor(Int32)

  /// The identities of output `path` (`-` for standard output). Devices have none: two
  /// outputs to /dev/null do not collide.
  static func ofOutput(_ path: String) -> Set<PathIdentity> {
    if path == "-" { return ofDescriptor(1) }
    switch try? OutputTarget.resolve(path) {
    case .descriptor(let fd): return ofDescriptor(fd)
    case .special(let file): return ofExisting(file)
    case .regular(let file, mode: .some): return ofExisting(file)
    case .regular(let file, mode: nil):
      let folder = Paths.directory(of: file)
      let canonical = (FileSystem.realPath(folder) ?? folder) + "/" + Paths.fileName(file)
      return [.newFile(FileName.bytes(canonical))]
    case nil: return []  // cannot be written: the attempt says why
    }
  }

  /// The identities of input `path` (`-` for standard input): none when it does not exist.
  static func ofInput(_ path: String) -> Set<PathIdentity> {
    path == "-" ? ofStatus { fstat(0, &$0) } : ofExisting(path)
  }

  private static func ofDescriptor(_ fd: Int32) -> Set<PathIdentity> {
    ofStatus { fstat(fd, &$0) }.union([.descriptor(fd)])
  }

  private static func ofExisting(_ path: String) -> Set<PathIdentity> {
    ofStatus { info in FileName.withCString(path) { stat($0, &info) } }
  }

  /// The identity of what `status` describes, when it is a regular file or a FIFO.
  private static func ofStatus(_ status: (inout stat) -> Int32) -> Set<PathIdentity> {
    var info = stat()
    guard status(&info) == 0, [S_IFREG, S_IFIFO].contains(info.st_mode & S_IFMT) else {
      return []
    }
    return [.file(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))]
  }
}
