internal import Glibc

/// The one process-wide lock that every use of fonts (Pango layouts, glyph drawing, font
/// maps, Cairo contexts and vector surfaces that hold fonts) is made under, so that renders
/// on several threads (batch mode, `chatshot serve`, tests) never run Cairo's FreeType code
/// at the same time.
///
/// Each thread has engines of its own, but Cairo 1.16 shares one FreeType face per font
/// file across the whole process, and its bookkeeping of them is not thread-safe (see
/// docs/architecture.md#threads): it opens at most 10 faces at once and closes another
/// thread's idle face to open one (`FT_New_Face` runs outside its lock, so two threads change
/// FreeType's list of faces together), and it adds and removes a file's font faces in a list
/// that no lock guards. chatshot uses 13 font files: under AddressSanitizer, renders on four
/// threads crashed inside FreeType (`SEGV on unknown address`).
///
/// Recursive: a call made under the lock may call others that take it. Held for one text
/// operation at a time (a layout, a drawn line), never across a wait for another thread.
package enum FontLock {
  /// Runs `body` holding the lock.
  @inline(__always)
  package static func run<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
    mutex.lock()
    defer { mutex.unlock() }
    return try body()
  }

  private static let mutex = RecursiveMutex()

  /// A recursive `pthread_mutex_t`, allocated once (pthread objects must not move) and
  /// kept for the life of the process.
  private final class RecursiveMutex: @unchecked Sendable {
    private let pointer: UnsafeMutablePointer<pthread_mutex_t>

    init() {
      pointer = .allocate(capacity: 1)
      pointer.initialize(to: pthread_mutex_t())
      var attributes = pthread_mutexattr_t()
      pthread_mutexattr_init(&attributes)
      pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
      pthread_mutex_init(pointer, &attributes)
      pthread_mutexattr_destroy(&attributes)
    }

    func lock() { pthread_mutex_lock(pointer) }
    func unlock() { pthread_mutex_unlock(pointer) }
  }
}
