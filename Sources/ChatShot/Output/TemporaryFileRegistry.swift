internal import COutput

/// The process-wide list of temporary files to delete if the process is interrupted.
///
/// Kept in C (`coutput_tempfiles.h`): a fixed array of path buffers with lock-free atomic slot
/// states, so that a signal handler can walk it using only async-signal-safe calls
/// (atomics and unlink). Thread-safe. Holds at most 32 paths; beyond that, files are simply
/// not covered (they are still removed by `AtomicFileSink.abort()` and `deinit`).
package enum TemporaryFileRegistry {
  /// Adds `path`; returns a slot for `unregister`, or -1 if not registered.
  static func register(_ path: String) -> Int32 {
    FileName.withCString(path) { coutput_temp_register($0) }
  }

  /// Removes a slot returned by `register` (no-op for -1).
  static func unregister(_ slot: Int32) {
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
