import ChatShot

/// Render workers: threads that each own one `ChatRenderer` (fonts loaded once per worker),
/// fed from a bounded queue.
///
/// A request waits for its job until its deadline. A job still queued then is dropped; a job
/// being drawn is abandoned: its worker finishes the render (a render cannot be stopped
/// halfway safely, and each is bounded by the library's limits), its result is dropped, and
/// it takes no other job meanwhile. A fresh worker takes its place while fewer than
/// `maxAbandoned` are abandoned, so the next request is served; an abandoned worker that
/// finishes rejoins the pool if it is short, else ends.
package final class RenderPool: @unchecked Sendable {
  package struct Settings: Sendable {
    /// Renders at once.
    package var workers: Int
    /// Jobs waiting for a worker beyond those taken at once by idle workers (more: 503 with
    /// `Retry-After`).
    package var queueCapacity: Int
    /// Workers whose render was abandoned that may run beside the pool at once.
    package var maxAbandoned: Int

    package init(workers: Int, queueCapacity: Int, maxAbandoned: Int) {
      self.workers = workers
      self.queueCapacity = queueCapacity
      self.maxAbandoned = maxAbandoned
    }
  }

  let settings: Settings
  private let metrics: Metrics
  private let makeRenderer: @Sendable () throws -> ChatRenderer
  /// Guards everything below, and every job's and worker's state.
  private let condition = Condition()
  private var queue: [RenderJob] = []
  /// Workers that take jobs.
  private var serving = 0
  /// Workers drawing a picture nobody waits for.
  private var abandoned = 0
  /// Workers waiting for a job.
  private var idle = 0
  private var stopping = false

  /// Starts `settings.workers` workers, each making its renderer with `makeRenderer` on its
  /// own thread; throws the first one's error when a renderer cannot be made.
  package init(
    settings: Settings, metrics: Metrics,
    makeRenderer: @escaping @Sendable () throws -> ChatRenderer = { try ChatRenderer() }
  ) throws {
    self.settings = settings
    self.metrics = metrics
    self.makeRenderer = makeRenderer
    // The first renderer is made here, so that missing fonts fail the start.
    let first = try makeRenderer()
    condition.withLock {
      for index in 0..<settings.workers { startWorker(renderer: index == 0 ? first : nil) }
    }
  }

  /// Runs `work` on a worker and returns its answer, or why there is none: `.busy` when the
  /// queue is full, `.renderTimedOut` when `deadline` (monotonic seconds) passes first.
  package func perform(
    until deadline: Double, timeout: Double,
    _ work: @escaping @Sendable (ChatRenderer) -> HTTPResponse
  ) -> Result<HTTPResponse, ServeError> {
    let job = RenderJob(work)
    return condition.withLock {
      if stopping { return .failure(.draining) }
      guard queue.count < idle + settings.queueCapacity else {
        return .failure(.busy(retryAfter: max(1, Int(timeout.rounded(.up)) / 2)))
      }
      queue.append(job)
      metrics.setQueueLength(queue.count)
      condition.broadcast()
      while true {
        if case .finished(let response) = job.state { return .success(response) }
        if !condition.wait(until: deadline) { break }
      }
      if case .finished(let response) = job.state { return .success(response) }
      expire(job)
      return .failure(.renderTimedOut(seconds: timeout))
    }
  }

  /// Workers abandoned and serving, and the queue's length (for tests and metrics).
  package var counts: (serving: Int, abandoned: Int, queued: Int) {
    condition.withLock { (serving, abandoned, queue.count) }
  }

  /// Lets the workers finish the queue, then end; waits up to `timeout` seconds for those
  /// serving (not for abandoned renders, whose results nobody waits for).
  package func stop(timeout: Double) {
    let deadline = PhaseTimings.now() + timeout
    condition.withLock {
      stopping = true
      condition.broadcast()
      while serving > 0 {
        if !condition.wait(until: deadline) { return }
      }
    }
  }

  /// The job's deadline passed. Under the lock.
  private func expire(_ job: RenderJob) {
    switch job.state {
    case .queued:
      queue.removeAll { $0 === job }
      metrics.setQueueLength(queue.count)
    case .running(let worker):
      worker.abandoned = true
      serving -= 1
      abandoned += 1
      metrics.abandonedRender()
      if abandoned <= settings.maxAbandoned, !stopping { startWorker(renderer: nil) }
    case .finished, .expired: break
    }
    job.state = .expired
  }

  /// Starts a worker thread (with `renderer`, or one it makes). Under the lock.
  private func startWorker(renderer: ChatRenderer?) {
    let worker = RenderWorker()
    serving += 1
    let box = RendererBox(renderer)
    // Not joined: `stop` waits on `serving`, and an abandoned render ends on its own.
    if !ThreadRunner.detach({ [self] in run(worker, box) }) { serving -= 1 }
  }

  /// A worker's loop: take a job, draw it, hand the answer over (or drop it), until the pool
  /// stops or the worker is not needed after an abandoned render.
  private func run(_ worker: RenderWorker, _ box: RendererBox) {
    let renderer: ChatRenderer
    do {
      renderer = try box.renderer ?? makeRenderer()
    } catch {
      condition.withLock {
        serving -= 1
        condition.broadcast()
      }
      return
    }
    box.renderer = nil
    while let job = next(for: worker) {
      let started = PhaseTimings.now()
      let response = job.work(renderer)
      let seconds = PhaseTimings.now() - started
      let keepGoing = condition.withLock {
        metrics.observeRender(seconds: seconds)
        if case .running = job.state { job.state = .finished(response) }
        condition.broadcast()
        guard worker.abandoned else { return true }
        worker.abandoned = false
        abandoned -= 1
        if serving < settings.workers, !stopping {
          serving += 1
          return true
        }
        condition.broadcast()
        return false
      }
      if !keepGoing { return }
    }
  }

  /// The next job for `worker`, waiting for one; nil when the pool stops and the queue is
  /// empty.
  private func next(for worker: RenderWorker) -> RenderJob? {
    condition.withLock {
      while queue.isEmpty {
        if stopping {
          serving -= 1
          condition.broadcast()
          return nil
        }
        idle += 1
        condition.wait()
        idle -= 1
      }
      let job = queue.removeFirst()
      metrics.setQueueLength(queue.count)
      job.state = .running(worker)
      return job
    }
  }
}

/// A renderer handed from the thread that made it to the worker that uses it (one thread
/// at a time: the maker lets go before the worker starts).
private final class RendererBox: @unchecked Sendable {
  var renderer: ChatRenderer?
  init(_ renderer: ChatRenderer?) { self.renderer = renderer }
}
