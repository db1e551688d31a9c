import Foundation

/// The shared state of a batch: the next input to hand out, each input's outcome, the
/// progress bar and the error lines. Every access holds the lock.
final class BatchState: @unchecked Sendable {
  private let lock = NSLock()
  private let items: [BatchItem]
  private var outcomes: [BatchOutcome?]
  private var nextIndex = 0
  private var finished = 0
  private var failed = 0
  private let progress: BatchProgress

  init(items: [BatchItem], progress: BatchProgress) {
    self.items = items
    self.progress = progress
    outcomes = Array(repeating: nil, count: items.count)
  }

  /// The next input to render, or nil when every one was handed out.
  func next() -> (Int, BatchItem)? {
    lock.withLock {
      guard nextIndex < items.count else { return nil }
      defer { nextIndex += 1 }
      return (nextIndex, items[nextIndex])
    }
  }

  /// Records `outcome`; a failure is reported at once on one line.
  func done(_ index: Int, _ outcome: BatchOutcome) {
    lock.withLock {
      outcomes[index] = outcome
      finished += 1
      if case .failed(let message, _) = outcome {
        failed += 1
        progress.clear()
        printError("chatshot: \(message)")
      }
      progress.update(done: finished, failed: failed)
    }
  }

  /// Prints the summary and returns the exit code: that of the first failed input in the
  /// order given, or success.
  func finish(outputDirectory: String, seconds: Double) -> ExitCode {
    lock.withLock {
      progress.clear()
      let rendered = items.count - failed
      let time = String(format: "%.2f", seconds)
      if failed == 0 {
        printError("chatshot: rendered \(rendered) of \(items.count) into \(outputDirectory) in \(time) s")
      } else {
        printError(
          "chatshot: rendered \(rendered) of \(items.count) into \(outputDirectory) in \(time) s; "
            + "\(failed) failed")
      }
      for case .failed(_, let code)? in outcomes { return code }
      return .success
    }
  }
}
