/// Whole outputs written in one call: a file atomically, or standard output.
package enum OutputFiles {
  /// Runs `body` on a sink whose bytes replace (or create) `path` only once `body` returned
  /// and everything was written and synced; on any error the temporary file is removed and
  /// `path` is left as it was.
  package static func writing<T>(
    to path: String, timings: PhaseTimings? = nil, _ body: (any ByteSink) throws -> T
  ) throws -> T {
    let sink = try timed(timings, "write") { try AtomicFileSink(path: path) }
    do {
      let result = try body(sink)
      try timed(timings, "write") { try sink.commit() }
      return result
    } catch {
      sink.abort()
      throw error
    }
  }

  /// Replaces (or creates) `path` with `bytes` atomically.
  ///
  /// - Throws: `OutputError`.
  package static func write(_ bytes: [UInt8], to path: String) throws {
    try write([(bytes, path)])
  }

  /// Replaces (or creates) each path with its bytes, all together: every file is created,
  /// written and synced before the first is renamed over its target; when any of that fails,
  /// no target is touched.
  ///
  /// - Throws: `OutputError`.
  package static func write(_ files: [(bytes: [UInt8], path: String)]) throws {
    var sinks: [AtomicFileSink] = []
    do {
      for file in files {
        let sink = try AtomicFileSink(path: file.path)
        sinks.append(sink)
        try file.bytes.withUnsafeBytes { try sink.write($0) }
      }
    } catch {
      for sink in sinks { sink.abort() }
      throw error
    }
    try commit(sinks)
  }

  /// Commits `sinks` together: each is written out, synced and closed first
  /// (`AtomicFileSink.finishWriting`), and only when all of them were are they renamed over
  /// their targets, in order. On a failure before the renames every sink is aborted and no
  /// target touched; a rename itself fails only if a folder changed meanwhile (it was
  /// writable when the temporary file was made beside the target), and then the targets
  /// renamed before it stay replaced.
  ///
  /// - Throws: `OutputError`.
  package static func commit(_ sinks: [AtomicFileSink]) throws(OutputError) {
    do throws(OutputError) {
      for sink in sinks { try sink.finishWriting() }
      for sink in sinks { try sink.commit() }
    } catch {
      for sink in sinks { sink.abort() }
      throw error
    }
  }

  /// Writes `bytes` to standard output.
  ///
  /// - Throws: `OutputError.brokenPipe` when the reader went away, else
  ///   `OutputError.standardOutputFailed`.
  package static func writeStandardOutput(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try StandardOutputSink().write($0) }
  }
}
