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
    // Timed waits count on the monotonic clock (`PhaseTimings.now()`), which a change of the
    // wall clock does not move.
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
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

  /// `wait()` that gives up at `deadline`, seconds on the monotonic clock
  /// (`PhaseTimings.now()`); false when the deadline has passed. Call only inside `withLock`,
  /// in a loop that tests the awaited state.
  package func wait(until deadline: Double) -> Bool {
    guard deadline.isFinite else {
      wait()
      return true
    }
    let seconds = deadline.rounded(.down)
    var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((deadline - seconds) * 1e9))
    return pthread_cond_timedwait(condition, mutex, &time) != ETIMEDOUT
  }

  /// Wakes every thread in `wait()`. Call inside `withLock`.
  package func broadcast() {
    pthread_cond_broadcast(condition)
  }
}
