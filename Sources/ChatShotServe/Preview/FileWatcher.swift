import ChatShot
internal import Glibc

/// Calls back when a file in one of some folders is written or replaced (inotify: a file
/// closed after writing, or renamed into the folder, as editors and atomic saves do).
/// Hidden files and editors' temporary files are left out; a burst of events within 100 ms
/// is one change.
///
/// Owns its inotify descriptor; the thread that reads it stops within 200 ms of release.
final class FileWatcher: @unchecked Sendable {
  private let descriptor: Int32
  private let condition = Condition()
  /// Guarded by `condition`.
  private var stopped = false

  init?(folders: [String], onChange: @escaping @Sendable () -> Void) {
    descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
    guard descriptor >= 0 else { return nil }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_CREATE)
    for folder in folders { inotify_add_watch(descriptor, folder, mask) }
    let fd = descriptor
    ThreadRunner.detach { [weak self] in
      Self.watch(fd, isStopped: { self?.isStopped ?? true }, onChange: onChange)
      close(fd)
    }
  }

  deinit {
    condition.withLock { stopped = true }
  }

  private var isStopped: Bool { condition.withLock { stopped } }

  private static func watch(
    _ fd: Int32, isStopped: () -> Bool, onChange: @Sendable () -> Void
  ) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var pendingSince: Double?
    while !isStopped() {
      var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, pendingSince == nil ? 200 : 50)
      if ready > 0 {
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count > 0, Self.namesAFile(buffer[..<count]) {
          pendingSince = pendingSince ?? PhaseTimings.now()
        }
      }
      if let since = pendingSince, PhaseTimings.now() - since >= 0.1 {
        pendingSince = nil
        onChange()
      }
    }
  }

  /// Whether any event in `bytes` names a file that is not hidden or an editor's temporary.
  private static func namesAFile(_ bytes: ArraySlice<UInt8>) -> Bool {
    let header = MemoryLayout<inotify_event>.size
    let lengthField = MemoryLayout<inotify_event>.offset(of: \.len)!
    var offset = bytes.startIndex
    while offset + header <= bytes.endIndex {
      let length = bytes[offset...].withUnsafeBytes {
        Int($0.loadUnaligned(fromByteOffset: lengthField, as: UInt32.self))
      }
      let nameBytes = bytes[(offset + header)..<min(bytes.endIndex, offset + header + length)]
      let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      offset += header + length
      if !name.isEmpty, !name.hasPrefix("."), !name.hasSuffix("~"), !name.hasSuffix(".swp"),
        !name.hasPrefix("#")
      {
        return true
      }
    }
    return false
  }
}
