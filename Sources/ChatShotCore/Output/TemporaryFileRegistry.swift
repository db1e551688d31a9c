internal import COutput

/// The process-wide list of temporary files to delete if the process is interrupted.
///
/// Kept in C (`coutput_tempfiles.h`): a fixed array of path buffers with lock-free atomic slot
/// states, so that a signal handler can walk it using only async-signal-safe calls
/// (atomics and unlink). Thread-safe. Holds at most 32 paths; beyond that, files are simply
/// not covered (they are still removed by `AtomicFileSink.abort()` and `deinit`).
package enum TemporaryFileRegistry {
  /// Makes a file from a NUL-terminated `mkstemp` template (rewritten to the name made) and
  /// registers it in one step; returns the descriptor or -1 (errno set), and in `slot` the
  /// slot for `unregister`, or -1 if the file is not covered.
  package static func create(_ template: inout [CChar], slot: inout Int32) -> Int32 {
    coutput_temp_create(&template, &slot)
  }

  /// Removes a slot returned by `create` (no-op for -1).
  package static func unregister(_ slot: Int32) {
    coutput_temp_unregister(slot)
  }

  /// Deletes every registered file now. Safe to call from a signal handler.
  package static func removeAll() {
    coutput_temp_remove_all()
  }

  /// Installs handlers for every signal that ends the process (SIGINT, SIGTERM, SIGHUP,
  /// SIGUSR1, SIGALRM, SIGXFSZ, the faults…; all but SIGKILL and SIGSTOP) that delete the
  /// registered files and then let the signal end the process as it would have. A signal
  /// ignored at the time stays ignored. The library never calls it: a program does, once,
  /// at start (the `chatshot` executable, after ignoring SIGPIPE and SIGXFSZ).
  ///
  /// Returns false if a handler could not be installed (errno is set).
  @discardableResult
  package static func installSignalHandlers() -> Bool {
    coutput_temp_install_signal_handlers() == 0
  }
}
