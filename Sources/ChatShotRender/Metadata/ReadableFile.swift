import ChatShotCore

#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// A file open for reading whose bytes are hashed where they lie: font samples for the
/// metadata's identities, with neither Foundation nor a copy of the whole file in memory.
/// Opened as every file is (``OpenedFile``: a regular file, never a FIFO or a device).
final class ReadableFile {
  private let file: OpenedFile
  /// The size in bytes when it was opened.
  var size: Int { file.size }

  /// Opens `path` for reading; nil when it cannot be opened or is not a regular file.
  init?(path: String) {
    guard let file = try? OpenedFile(FilePath(path)) else { return nil }
    self.file = file
  }

  /// Adds to `hash` the bytes from `offset` on, at most `count` of them (to the end of the
  /// file when it is shorter); false on a read error.
  func hash(into hash: inout SHA256, from offset: Int, count: Int = .max) -> Bool {
    withUnsafeTemporaryAllocation(byteCount: 1 << 16, alignment: 16) { buffer in
      var position = offset
      var left = count
      while left > 0 {
        let n = pread(file.descriptor, buffer.baseAddress, min(buffer.count, left), off_t(position))
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
