internal import Glibc

/// A `ByteSink` that replaces a file only when everything was written.
///
/// Bytes go to a temporary file beside the target (`.shot.png.chatshot-XXXXXX`, same
/// directory, so the final rename never crosses file systems). `commit()` flushes, fsyncs,
/// renames it over the target and fsyncs the directory: readers see the old file or the
/// complete new one, never a part. `abort()`, or dropping the sink without committing,
/// removes the temporary file and leaves the target untouched; so does any signal that ends the
/// process once the program called `TemporaryFileRegistry.installSignalHandlers()`.
/// Several files are committed together by calling `finishWriting()` on each, then
/// `commit()` on each (`OutputFiles.commit`): everything that can fail but a rename is done
/// before the first target is replaced.
///
/// What the path names decides how it is written (`OutputTarget`): a symbolic link is
/// followed, also a dangling one, and the file it points to is replaced; an existing target
/// that is not a regular file (`/dev/null`, a FIFO) cannot be replaced atomically and is
/// written in place; a path naming one of this process's descriptors (`/dev/stdout`,
/// `/dev/fd/1`, `/dev/stderr`) is written to that descriptor, appending where it appends.
package final class AtomicFileSink: ByteSink {
  /// The path as the user gave it (used in messages).
  package let path: String
  /// What the path names.
  package let target: OutputTarget
  /// The temporary file, or nil when writing in place (a device, a FIFO, a descriptor).
  package let temporaryPath: String?
  /// Closed by `finishWriting()` or `abort()`, unless borrowed (a descriptor of the
  /// process); -1 once closed.
  private var fd: Int32
  /// Slot in `TemporaryFileRegistry`, -1 if none.
  package private(set) var registration: Int32 = -1
  private var state = State.open
  private let output: BufferedFileOutput

  private enum State { case open, written, committed, aborted }

  /// Creates the temporary file (or opens a device target).
  ///
  /// Throws `OutputError.cannotCreate` (`.cannotCreateOutput`) when the directory is missing or not
  /// writable, or a directory is in the way.
  package init(path: String) throws(OutputError) {
    self.path = path
    target = try OutputTarget.resolve(path)
    switch target {
    case .descriptor(let borrowed):
      fd = borrowed
      temporaryPath = nil
    case .special(let file):
      fd = FileName.withCString(file) { open($0, O_WRONLY | O_CLOEXEC | O_NOCTTY) }
      guard fd >= 0 else { throw .cannotCreate(path: path, code: errno) }
      temporaryPath = nil
    case .regular(let file, let mode):
      var template =
        FileName.bytes(Self.temporaryTemplate(for: file)).map {
          CChar(bitPattern: $0)
        } + [0]
      // Made and registered in one call, so that no signal ends the process between the two.
      var slot: Int32 = -1
      fd = TemporaryFileRegistry.create(&template, slot: &slot)
      let created = errno
      let name = FileName.decode(template.dropLast().map { UInt8(bitPattern: $0) })
      registration = slot
      guard fd >= 0 else { throw .cannotCreate(path: path, code: created) }
      temporaryPath = name
      // mkstemp makes the file 0600; give it the old file's mode or the usual 0666 & ~umask.
      fchmod(fd, mode.map { mode_t($0) } ?? 0o666 & ~processUmask)
    }
    output = BufferedFileOutput(fd: fd, path: path)
  }

  deinit { abort() }

  package func write(_ bytes: UnsafeRawBufferPointer) throws {
    guard state == .open else { throw OutputError.alreadyClosed(path: path) }
    do {
      try output.write(bytes)
    } catch .writeFailed(_, EPIPE) where target == .descriptor(1) {
      // As for `-o -`: the reader of standard output went away.
      throw OutputError.brokenPipe
    }
  }

  /// Writes out, syncs and closes the file: all of committing but the rename.
  ///
  /// On failure the temporary file is removed and the old target is left as it was; write,
  /// sync and close failures throw `OutputError.writeFailed` (`.writeFailed`).
  package func finishWriting() throws(OutputError) {
    guard state == .open else { throw .alreadyClosed(path: path) }
    do throws(OutputError) {
      do {
        try output.flush()
      } catch .writeFailed(_, EPIPE) where target == .descriptor(1) {
        throw .brokenPipe
      }
      if case .descriptor = target {
        fd = -1  // borrowed: neither synced nor closed here
      } else {
        if fsync(fd) != 0, !Self.isUnsupportedSync(errno) {
          throw .writeFailed(path: path, code: errno)
        }
        let closing = fd
        fd = -1
        if close(closing) != 0, errno != EINTR { throw .writeFailed(path: path, code: errno) }
      }
      state = .written
    } catch {
      abort()
      throw error
    }
  }

  /// Makes the written bytes the content of `path`, durably (calls `finishWriting()` first
  /// unless that was done).
  ///
  /// On failure the temporary file is removed and the old target is left as it was; write,
  /// sync and close failures throw `OutputError.writeFailed` (`.writeFailed`), a failed rename
  /// `OutputError.cannotCreate` (`.cannotCreateOutput`).
  package func commit() throws(OutputError) {
    if state == .open { try finishWriting() }
    guard state == .written else { throw .alreadyClosed(path: path) }
    do throws(OutputError) {
      if let temporaryPath, case .regular(let file, _) = target {
        let renamed = FileName.withCString(temporaryPath) { from in
          FileName.withCString(file) { rename(from, $0) }
        }
        if renamed != 0 { throw .cannotCreate(path: path, code: errno) }
        TemporaryFileRegistry.unregister(registration)
        registration = -1
        state = .committed
        try syncDirectory(of: file)
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
    guard state == .open || state == .written else { return }
    state = .aborted
    if fd >= 0 {
      if case .descriptor = target {} else { close(fd) }
      fd = -1
    }
    if let temporaryPath {
      _ = FileName.withCString(temporaryPath) { unlink($0) }
      TemporaryFileRegistry.unregister(registration)
      registration = -1
    }
  }

  /// Makes the rename itself durable.
  private func syncDirectory(of file: String) throws(OutputError) {
    let directory = Paths.directory(of: file)
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
