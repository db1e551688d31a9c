#ifndef COUTPUT_TEMPFILES_H
#define COUTPUT_TEMPFILES_H

/* COutput: the C that output needs, this registry and write-back advice
 * (coutput_writeback.h). Nothing of PNG.
 *
 * A process-global registry of temporary files that must not outlive the process.
 *
 * Signal handlers may only call async-signal-safe functions: no malloc, no locks, nothing of
 * the Swift runtime. So the registry is a fixed C array of path buffers whose slots are
 * claimed and released with lock-free C11 atomics; coutput_temp_remove_all walks it and calls
 * unlink(2), which is async-signal-safe. A slot being filled at the moment a signal arrives is
 * skipped (that one file may remain); a path registered twice is harmless. That is why this
 * is C: Swift cannot promise a handler that none of this runs.
 */

/// How many temporary files can be registered at once.
#define COUTPUT_TEMP_SLOTS 32

/// Registers `path` (copied). Returns the slot (>= 0) to pass to coutput_temp_unregister, or -1
/// if the registry is full or the path too long (the file is then simply not covered).
/// Thread-safe.
int coutput_temp_register(const char *path);

/// Releases a slot returned by coutput_temp_register. -1 is ignored. Thread-safe.
void coutput_temp_unregister(int slot);

/// Unlinks every registered path and empties the registry. Async-signal-safe and thread-safe.
void coutput_temp_remove_all(void);

/// Installs a handler for every signal whose default action ends the process (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGXFSZ, SIGPIPE, the real-time signals, the faults
/// SIGSEGV, SIGABRT, SIGTRAP…: all but SIGKILL and SIGSTOP) that calls coutput_temp_remove_all,
/// then hands the signal to what was there before (the default action, or an earlier
/// handler), so the process still ends as that signal ends it. A signal ignored at the time
/// of the call stays ignored. Returns 0, or -1 with errno set.
int coutput_temp_install_signal_handlers(void);

#endif
