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
 * unlink(2), which is async-signal-safe. A slot being filled when a signal arrives is waited
 * for, then removed. That is why this is C: Swift cannot promise a handler that none of this
 * runs.
 */

/// How many temporary files can be registered at once.
#define COUTPUT_TEMP_SLOTS 32

/// Makes a temporary file from `template_path` as mkostemp(3) does, close-on-exec (it must
/// end in "XXXXXX", which is replaced by the name made), and registers it, with every signal
/// blocked on this thread meanwhile. Returns the descriptor, or -1 with errno set (EINTR when
/// the process is already ending); `*slot_out` is the slot to pass to coutput_temp_unregister,
/// or -1 if the registry is full or the path too long (the file is then made but not covered).
///
/// Why making and registering are one call: a signal can be handled on any thread that does
/// not block it. Were the file made first and registered after, a handler on another thread
/// could walk the registry and end the process between the two, and the file would remain.
/// Here the slot is claimed before the file exists, and the handler waits for a slot being
/// filled. Thread-safe.
int coutput_temp_create(char *template_path, int *slot_out);

/// Releases a slot returned by coutput_temp_create. -1 is ignored. Thread-safe.
void coutput_temp_unregister(int slot);

/// Unlinks every registered path and empties the registry, for a process that is ending: from
/// then on coutput_temp_create makes no file (EINTR). Async-signal-safe and thread-safe; it
/// waits for a slot another thread is filling (coutput_temp_create runs with signals blocked,
/// so that thread is never this one; a child made by fork() forgets such slots).
void coutput_temp_remove_all(void);

/// Installs a handler for every signal whose default action ends the process (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT, SIGUSR1, SIGALRM, SIGXFSZ, SIGPIPE, the real-time signals, the faults
/// SIGSEGV, SIGABRT, SIGTRAP…: all but SIGKILL and SIGSTOP) that calls coutput_temp_remove_all,
/// then hands the signal to what was there before (the default action, or an earlier
/// handler), so the process still ends as that signal ends it. A signal ignored at the time
/// of the call stays ignored. Returns 0, or -1 with errno set.
int coutput_temp_install_signal_handlers(void);

#endif
