import ChatShot
import Synchronization

/// The shared state of a batch: the next input to hand out, each input's outcome, the
/// progress bar and the error lines, all behind one mutex.
final class BatchState: Sendable {
  private let items: [BatchItem]
  private let progress: Mutex<Progress>

  /// What changes as the batch runs.
  private struct Progress {
    var outcomes: [BatchOutcome?]
    var nextIndex = 0
    var finished = 0
    var failed = 0
    var stopped = false
    let bar: BatchProgress
  }

  init(items: [BatchItem], progress bar: sending BatchProgress) {
    self.items = items
    progress = Mutex(Progress(outcomes: Array(repeating: nil, count: items.count), bar: bar))
  }

  /// The next input to render, or nil when every one was handed out (or the batch stopped).
  func next() -> (Int, BatchItem)? {
    progress.withLock { state in
      guard state.nextIndex < items.count, !state.stopped else { return nil }
      defer { state.nextIndex += 1 }
      return (state.nextIndex, items[state.nextIndex])
    }
  }

  /// Hands out no more inputs: the batch cannot go on (its folders cannot be made).
  func stop() {
    progress.withLock { state in
      state.stopped = true
      state.bar.clear()
    }
  }

  /// Records `outcome`; a failure is reported at once on one line.
  func done(_ index: Int, _ outcome: BatchOutcome) {
    progress.withLock { state in
      state.outcomes[index] = outcome
      state.finished += 1
      if case .failed(let message, _) = outcome {
        state.failed += 1
        state.bar.clear()
        printError("chatshot: \(message)")
      }
      state.bar.update(done: state.finished, failed: state.failed)
    }
  }

  /// Prints the summary and returns the exit code: that of the first failed input in the
  /// order given, or success.
  func finish(outputDirectory: String, seconds: Double) -> ExitCode {
    progress.withLock { state in
      state.bar.clear()
      let failed = state.failed
      let skipped = state.outcomes.count { if case .skipped? = $0 { true } else { false } }
      let rendered = items.count - failed - skipped
      let time = DecimalFormat.fixed(seconds, places: 2)
      var summary = "chatshot: "
      if skipped > 0 { summary += "skipped \(skipped) (up to date), " }
      summary += "rendered \(rendered) of \(items.count) into \(outputDirectory) in \(time) s"
      if failed > 0 { summary += "; \(failed) failed" }
      printError(summary)
      for case .failed(_, let code)? in state.outcomes { return code }
      return .success
    }
  }
}
