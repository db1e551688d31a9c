#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A regular file open for reading: the one way chatshot opens a file it reads, whatever
/// its role (conversation, theme, theme image, avatar, golden, diff input, font).
///
/// The file is opened once, with `O_NONBLOCK` so that opening a FIFO never waits for a
/// writer, then examined on the descriptor itself (`fstat`, never the path again): anything
/// but a regular file (a directory, FIFO, socket, character or block device) is refused
/// before a byte is read, and a regular file is read from that descriptor up to a cap that
/// fits its role. Owns its descriptor, closed in deinit.
package final class OpenedFile {
  package let descriptor: Int32
  /// The path it was opened by.
  package let path: FilePath
  /// Its size in bytes when it was opened.
  package let size: Int
  private let device: UInt64
  private let inode: UInt64

  /// Opens `path` and checks that it is a regular file.
  ///
  /// - Parameter followingLastLink: false to refuse a symbolic link as the last component
  ///   (`O_NOFOLLOW`: ``FileFailure/notRegular(_:)`` with `.symbolicLink`).
  package init(_ path: FilePath, followingLastLink: Bool = true) throws(FileFailure) {
    guard !path.containsNUL else { throw .containsNUL }
    let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY | (followingLastLink ? 0 : O_NOFOLLOW)
    let fd = path.withCString { open($0, flags) }
    guard fd >= 0 else { throw Self.openFailure(path, code: errno, followingLastLink) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = FileSystem.lastErrorText()
      close(fd)
      throw .cannotOpen(reason)
    }
    let kind = FileSystem.kind(mode: info.st_mode)
    guard kind == .regular else {
      close(fd)
      throw .notRegular(kind)
    }
    // Reads from a regular file never block; clear the flag all the same.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    descriptor = fd
    self.path = path
    size = Int(info.st_size)
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  deinit { close(descriptor) }

  /// Why `open` failed: what is at the path when that is the reason (a socket cannot be
  /// opened at all, a link is refused with `O_NOFOLLOW`), else `errno`'s.
  private static func openFailure(_ path: FilePath, code: Int32, _ followingLastLink: Bool)
    -> FileFailure
  {
    if code == ELOOP && !followingLastLink { return .notRegular(.symbolicLink) }
    if code == ENOENT || code == ENOTDIR { return .missing }
    var info = stat()
    let found = path.withCString { followingLastLink ? stat($0, &info) : lstat($0, &info) }
    if found == 0 {
      let kind = FileSystem.kind(mode: info.st_mode)
      if kind != .regular && kind != .directory { return .notRegular(kind) }
    }
    return .cannotOpen(String(cString: strerror(code)))
  }

  /// All the bytes, refusing a file larger than `limit` before reading it (from its size
  /// when opened) and while reading it (should it grow).
  package func readAll(limit: Int) throws(FileFailure) -> [UInt8] {
    if size > limit { throw .tooLarge(size: size, limit: limit) }
    switch FileSystem.readAll(fd: descriptor, limit: limit, expectedSize: size) {
    case .bytes(let bytes): return bytes
    case .tooLarge: throw .tooLarge(size: nil, limit: limit)
    case .failed(let reason): throw .readFailed(reason)
    }
  }

  /// Up to `count` bytes from `offset` on (fewer at the end of the file), read where they lie
  /// (`pread`): for reading a few chunks of a large file.
  package func read(at offset: Int, count: Int) throws(FileFailure) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: max(0, count))
    let done = bytes.withUnsafeMutableBytes { buffer in
      Result { () throws(FileFailure) -> Int in try read(at: offset, into: buffer) }
    }
    return Array(bytes[..<(try done.get())])
  }

  /// Fills `buffer` from `offset` on (less at the end of the file) with `pread`; how many
  /// bytes it read.
  package func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileFailure)
    -> Int
  {
    guard let base = buffer.baseAddress else { return 0 }
    var done = 0
    while done < buffer.count {
      let n = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
      if n < 0 {
        if errno == EINTR { continue }
        throw .readFailed(FileSystem.lastErrorText())
      }
      if n == 0 { break }
      done += n
    }
    return done
  }

  /// The canonical path of the file this descriptor has open (symbolic links resolved), from
  /// the descriptor rather than from the path it was opened by; nil where the system cannot
  /// tell (no `/proc`, or the file was removed).
  package func canonicalPath() -> FilePath? {
    FileSystem.realPath(FilePath("/proc/self/fd/\(descriptor)"))
  }

  /// Whether `other` names this very file now (the same device and inode).
  package func isFile(at other: FilePath) -> Bool {
    var info = stat()
    guard !other.containsNUL, other.withCString({ stat($0, &info) }) == 0 else { return false }
    return UInt64(info.st_dev) == device && UInt64(info.st_ino) == inode
  }
}
