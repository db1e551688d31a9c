import ChatShot

/// Runs a `BatchCommand`: every input rendered once, `jobs` at a time, each thread with its
/// own font set-up (a `ChatRenderer` is not thread-safe) reused for all its renders.
///
/// A failed input is reported on one line, as a single render reports it, naming the input
/// when the reason does not, and the others still render. A summary follows on standard
/// error. The exit code is 0 when every input rendered, else that of the first failed input
/// in the order given (65 invalid data, 66 missing input, 73 output cannot be created…); 64
/// for a command line that cannot run, 70 when the memory limit leaves too little.
struct BatchRun {
  let command: BatchCommand

  func run() throws -> ExitCode {
    try command.validate()
    let start = PhaseTimings.now()
    let items = try BatchPlan.check(BatchShare.items(of: command), command: command)
    let renderable = items.count {
      switch $0 {
      case .render, .jsonLine: true
      default: false
      }
    }
    let cores = Environment.activeProcessorCount
    let jobs = max(1, min(command.jobs ?? cores, renderable))
    let threadsPerRender = max(1, cores / jobs)
    let load = MemoryLimit.Load(compressionThreads: jobs * threadsPerRender, renderers: jobs)
    try MemoryLimit.require(load)
    // Fonts are set up here first: when they cannot be, that is one error, not one per input.
    let renderer = try ChatRenderer()
    let state = BatchState(items: items, progress: BatchProgress(total: items.count))
    let worker = BatchWorker(
      state: state, command: command, threadsPerRender: threadsPerRender, load: load,
      folders: OutputFolders(command.outputFolders))
    // A thread that cannot be created leaves its share to the others (the inputs are handed
    // out one at a time).
    let threads = (1..<jobs).compactMap { _ in
      ThreadRunner(stackSize: 8 << 20) {
        // Set-up succeeded once already; should it fail here, the other threads take over.
        guard let renderer = try? ChatRenderer() else { return }
        worker.run(with: renderer)
      }
    }
    worker.run(with: renderer)
    for thread in threads { thread.join() }
    if let failure = worker.folders.failure { throw failure }
    return state.finish(
      outputDirectory: command.outputDirectory, seconds: PhaseTimings.now() - start)
  }

}

/// What one batch thread does: take the next input, render it, report, until none is left.
struct BatchWorker: Sendable {
  let state: BatchState
  /// The options and `--allow-dir` folders of every input.
  let command: BatchCommand
  let threadsPerRender: Int
  /// What the batch runs at once, for each input's memory check (`MemoryLimit`).
  let load: MemoryLimit.Load
  /// The folders written into, made before the first file is.
  let folders: OutputFolders

  func run(with renderer: ChatRenderer) {
    renderer.compressionThreads = threadsPerRender
    while let (index, item) = state.next() {
      let outcome = outcome(of: item, renderer: renderer)
      // The folders cannot be made: the batch stops, with that one error.
      if folders.failure != nil {
        state.stop()
        return
      }
      state.done(index, outcome)
    }
  }

  private func outcome(of item: BatchItem, renderer: ChatRenderer) -> BatchOutcome {
    switch item {
    case .failed(let error): return .failed(error.description, error.exitCode)
    case .failedLine(let error): return .failed(error.description, error.exitCode)
    case .jsonLine(let line):
      let command = self.command.render(
        line.file == InputFile.standardInputName ? "-" : line.file, output: line.output)
      do {
        let conversation = try line.decode(allowedRoots: command.allowedDirectories)
        return BatchOutcome(
          try RenderRun(command: command, load: load, beforeWriting: folders.make).run(
            renderer: renderer, conversation: conversation, baseDirectory: line.baseDirectory))
      } catch let error as ChatShotError {
        return .failed(Self.naming(line.place, ErrorWording.text(of: error)), error.exitCode)
      } catch {
        return .failed(Self.naming(line.place, "internal error: \(error)"), .software)
      }
    case .render(let input, let output):
      let command = self.command.render(input, output: output)
      do {
        return BatchOutcome(
          try RenderRun(command: command, load: load, beforeWriting: folders.make).run(
            renderer: renderer))
      } catch let error as ChatShotError {
        return .failed(Self.naming(input, ErrorWording.text(of: error)), error.exitCode)
      } catch {
        return .failed(Self.naming(input, "internal error: \(error)"), .software)
      }
    }
  }

  /// `message` naming the input it is about: as it is when it already does (`c.json:3:7:
  /// …`, `cannot read 'c.json': …`), else after `c.json: ` (a text that cannot be wrapped,
  /// an output that cannot be written), so that every line of a batch says which file.
  static func naming(_ input: String, _ message: String) -> String {
    if message.hasPrefix(input + ":") || message.contains("'\(input)'") { return message }
    return input + ": " + message
  }
}

/// How one input of a batch went.
enum BatchOutcome: Sendable {
  case rendered
  /// Every output already what it would be (`--if-changed`): left untouched.
  case skipped
  case failed(String, ExitCode)

  init(_ outcome: RenderOutcome) {
    self = outcome == .upToDate ? .skipped : .rendered
  }
}
