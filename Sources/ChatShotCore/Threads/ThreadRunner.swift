internal import Glibc

/// One POSIX thread running one closure, without Foundation's `Thread`.
///
/// Create it to start the thread; `join()` waits for the closure to return. A runner that
/// is never joined detaches its thread when released, so the thread still frees its
/// resources when it ends. Creation fails (nil) only when the system refuses another thread;
/// callers then do the work on their own thread.
package final class ThreadRunner: @unchecked Sendable {
  /// The thread; joined or detached exactly once (`finished` says which happened).
  private let thread: pthread_t
  /// Set by `join()`, which is called from one thread only (the one that owns the runner).
  private var finished = false

  /// Starts `body` on a new thread with `stackSize` bytes of stack (0: the default, as set
  /// by `ulimit -s`), or returns nil when no thread can be created.
  package init?(stackSize: Int = 0, _ body: @escaping @Sendable () -> Void) {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return nil }
    defer { pthread_attr_destroy(&attributes) }
    if stackSize > 0, pthread_attr_setstacksize(&attributes, stackSize) != 0 { return nil }
    // Owned by the new thread, which releases it; released here if it never starts.
    let context = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let status = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    guard status == 0 else {
      Unmanaged<Body>.fromOpaque(context).release()
      return nil
    }
    self.thread = thread
  }

  deinit {
    if !finished { pthread_detach(thread) }
  }

  /// Waits until the closure has returned (at once when it already has, or when joined
  /// before).
  package func join() {
    guard !finished else { return }
    finished = true
    pthread_join(thread, nil)
  }

  /// Starts `body` on a thread of its own that nobody waits for; false when no thread can
  /// be created (`body` is then not run).
  @discardableResult
  package static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    ThreadRunner(body) != nil
  }

  /// Calls `body` with each of `0..<iterations`, each on its own thread (the first on the
  /// calling thread), and returns when every call has returned. An iteration whose thread
  /// cannot be created runs on the calling thread.
  package static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
    guard iterations > 1 else {
      if iterations == 1 { body(0) }
      return
    }
    withoutActuallyEscaping(body) { body in
      var runners: [ThreadRunner] = []
      for index in 1..<iterations {
        if let runner = ThreadRunner({ body(index) }) {
          runners.append(runner)
        } else {
          body(index)
        }
      }
      body(0)
      for runner in runners { runner.join() }
    }
  }

  /// The closure, boxed so that its reference can cross into C.
  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
