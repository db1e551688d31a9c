#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A file open for reading whose bytes are hashed where they lie: metadata's content
/// identities (theme images, avatars, font samples) with neither Foundation nor a copy of the
/// whole file in memory. Owns its descriptor, closed in deinit.
final class ReadableFile {
  private let descriptor: Int32
  /// The size in bytes when it was opened.
  let size: Int

  /// Opens `path` for reading; nil when it cannot be opened or examined.
  init?(path: String) {
    let fd = FileName.withCString(path) { open($0, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      close(fd)
      return nil
    }
    descriptor = fd
    size = Int(info.st_size)
  }

  deinit { close(descriptor) }

  /// Adds to `hash` the bytes from `offset` on, at most `count` of them (to the end of the
  /// file when it is shorter); false on a read error (a directory, an I/O error).
  func hash(into hash: inout SHA256, from offset: Int, count: Int = .max) -> Bool {
    withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { buffer in
      var position = offset
      var left = count
      while left > 0 {
        let n = pread(descriptor, buffer.baseAddress, min(buffer.count, left), off_t(position))
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        if n == 0 { return true }
        hash.update(UnsafeRawBufferPointer(rebasing: buffer[..<n]))
        position += n
        left -= n
      }
      return true
    }
  }

  /// SHA-256 of the whole file at `path`, or nil when it cannot be read.
  static func sha256(ofFileAt path: String) -> SHA256.Digest? {
    guard let file = ReadableFile(path: path) else { return nil }
    var hash = SHA256()
    guard file.hash(into: &hash, from: 0) else { return nil }
    return hash.finalize()
  }
}
