import ChatShot

/// One piece of work for a render worker: what to do with the worker's renderer, and where
/// it stands. Its state is guarded by the pool's lock.
final class RenderJob: @unchecked Sendable {
  enum State {
    case queued
    case running(RenderWorker)
    case finished(HTTPResponse)
    /// Its deadline passed: out of the queue, or its result to be dropped.
    case expired
  }

  let work: @Sendable (ChatRenderer) -> HTTPResponse
  var state = State.queued

  init(_ work: @escaping @Sendable (ChatRenderer) -> HTTPResponse) {
    self.work = work
  }
}

/// A worker thread's record in the pool, guarded by the pool's lock.
final class RenderWorker: @unchecked Sendable {
  /// Its render took too long: its result will be dropped, and it takes no job until the
  /// render has finished.
  var abandoned = false
}
