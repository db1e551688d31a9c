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
    try writing(to: path) { sink in try bytes.withUnsafeBytes { try sink.write($0) } }
  }

  /// Writes `bytes` to standard output.
  ///
  /// - Throws: `OutputError.brokenPipe` when the reader went away, else
  ///   `OutputError.standardOutputFailed`.
  package static func writeStandardOutput(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try StandardOutputSink().write($0) }
  }
}
