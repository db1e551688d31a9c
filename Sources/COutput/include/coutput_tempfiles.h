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

/// Installs handlers for SIGINT, SIGTERM and SIGHUP that call coutput_temp_remove_all and then
/// re-raise the signal with its default action, so the process still dies of that signal.
/// Returns 0, or -1 with errno set.
int coutput_temp_install_signal_handlers(void);

#endif
