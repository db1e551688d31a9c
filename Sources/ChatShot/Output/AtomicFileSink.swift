internal import Glibc

/// A `ByteSink` that replaces a file only when everything was written.
///
/// Bytes go to a temporary file beside the target (`.shot.png.chatshot-XXXXXX`, same
/// directory, so the final rename never crosses file systems). `commit()` flushes, fsyncs,
/// renames it over the target and fsyncs the directory: readers see the old file or the
/// complete new one, never a part. `abort()`, or dropping the sink without committing,
/// removes the temporary file and leaves the target untouched; so does any signal that ends the
/// process once the program called `TemporaryFileRegistry.installSignalHandlers()`.
///
/// A symbolic link as target is followed: the file it points to is replaced. An existing
/// target that is not a regular file (`/dev/null`, `/dev/stdout` on a pipe, a FIFO) cannot be
/// replaced atomically and is written in place instead.
package final class AtomicFileSink: ByteSink {
  /// The path as the user gave it (used in messages).
  package let path: String
  /// The temporary file, or nil when writing in place to a device or FIFO.
  let temporaryPath: String?
  /// The file the rename replaces: `path` with symbolic links resolved.
  private let targetPath: String
  /// Owned: closed by `commit()` or `abort()`; -1 once closed.
  private var fd: Int32
  /// Slot in `TemporaryFileRegistry`, -1 if none.
  private(set) var registration: Int32 = -1
  private var state = State.open
  private let output: BufferedFileOutput

  private enum State { case open, committed, aborted }

  /// Creates the temporary file (or opens a device target).
  ///
  /// Throws `OutputError.cannotCreate` (`.cannotCreateOutput`) when the directory is missing or not
  /// writable, or a directory is in the way.
  package init(path: String) throws(OutputError) {
    self.path = path
    var info = stat()
    let exists = !path.isEmpty && FileName.withCString(path, { stat($0, &info) }) == 0
    let type = info.st_mode & S_IFMT
    if exists && type == S_IFDIR || path.isEmpty || path.hasSuffix("/") {
      throw .cannotCreate(path: path, code: path.isEmpty ? ENOENT : EISDIR)
    }
    if exists && type != S_IFREG {
      fd = FileName.withCString(path) { open($0, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
      guard fd >= 0 else { throw .cannotCreate(path: path, code: errno) }
      temporaryPath = nil
      targetPath = path
    } else {
      targetPath = Self.resolvingSymbolicLink(path)
      var template = FileName.bytes(Self.temporaryTemplate(for: targetPath)).map {
        CChar(bitPattern: $0)
      } + [0]
      fd = mkstemp(&template)
      guard fd >= 0 else { throw .cannotCreate(path: path, code: errno) }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // mkostemp is a GNU extension Swift does not see
      let name = FileName.decode(template.dropLast().map { UInt8(bitPattern: $0) })
      temporaryPath = name
      registration = TemporaryFileRegistry.register(name)
      // mkstemp makes the file 0600; give it the old file's mode or the usual 0666 & ~umask.
      fchmod(fd, exists ? info.st_mode & 0o7777 : 0o666 & ~processUmask)
    }
    output = BufferedFileOutput(fd: fd, path: path)
  }

  deinit { abort() }

  package func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard state == .open else { throw OutputError.alreadyClosed(path: path) }
    try output.write(bytes)
  }

  /// Makes the written bytes the content of `path`, durably.
  ///
  /// On failure the temporary file is removed and the old target is left as it was; write,
  /// sync and close failures throw `OutputError.writeFailed` (`.writeFailed`), a failed rename
  /// `OutputError.cannotCreate` (`.cannotCreateOutput`).
  package func commit() throws(OutputError) {
    guard state == .open else { throw .alreadyClosed(path: path) }
    do throws(OutputError) {
      try output.flush()
      if fsync(fd) != 0, !Self.isUnsupportedSync(errno) {
        throw .writeFailed(path: path, code: errno)
      }
      let closing = fd
      fd = -1
      if close(closing) != 0, errno != EINTR { throw .writeFailed(path: path, code: errno) }
      if let temporaryPath {
        let renamed = FileName.withCString(temporaryPath) { from in
          FileName.withCString(targetPath) { rename(from, $0) }
        }
        if renamed != 0 { throw .cannotCreate(path: path, code: errno) }
        TemporaryFileRegistry.unregister(registration)
        registration = -1
        try syncDirectory()
      }
      state = .committed
    } catch {
      abort()
      throw error
    }
  }

  /// Closes and deletes the temporary file; the target keeps its old content. Idempotent; a
  /// no-op after `commit()`.
  package func abort() {
    guard state == .open else { return }
    state = .aborted
    if fd >= 0 {
      close(fd)
      fd = -1
    }
    if let temporaryPath {
      _ = FileName.withCString(temporaryPath) { unlink($0) }
      TemporaryFileRegistry.unregister(registration)
      registration = -1
    }
  }

  /// Makes the rename itself durable.
  private func syncDirectory() throws(OutputError) {
    let directory = Paths.directory(of: targetPath)
    let dirFD = FileName.withCString(directory) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
    guard dirFD >= 0 else { return }
    defer { close(dirFD) }
    if fsync(dirFD) != 0, !Self.isUnsupportedSync(errno) {
      throw .writeFailed(path: path, code: errno)
    }
  }

  /// fsync errors that mean "nothing to sync here" (pipes, devices, some file systems).
  private static func isUnsupportedSync(_ code: Int32) -> Bool {
    code == EINVAL || code == EROFS || code == ENOTSUP
  }
}
