internal import Glibc

/// A mutex with a condition variable (`pthread_mutex_t` + `pthread_cond_t`), like
/// Foundation's `NSCondition`: hold the lock with `withLock`, and inside it `wait()` until
/// another thread calls `broadcast()`.
package final class Condition: @unchecked Sendable {
  /// Owned: allocated here (pthread objects must not move), destroyed and freed in deinit.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// Owned, as `mutex`.
  private let condition: UnsafeMutablePointer<pthread_cond_t>

  package init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    pthread_cond_init(condition, nil)
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deallocate()
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// Runs `body` holding the lock.
  package func withLock<T>(_ body: () throws -> T) rethrows -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body()
  }

  /// Releases the lock until `broadcast()` (or a spurious wake-up: wait in a loop that
  /// tests the awaited state), then takes it again. Call only inside `withLock`.
  package func wait() {
    pthread_cond_wait(condition, mutex)
  }

  /// Wakes every thread in `wait()`. Call inside `withLock`.
  package func broadcast() {
    pthread_cond_broadcast(condition)
  }
}
