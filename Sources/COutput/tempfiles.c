/* Registry of temporary files removed on every signal that ends the process. See
 * coutput_tempfiles.h for why it is a fixed array with atomic slot states rather than anything
 * allocated or locked. */

#define _POSIX_C_SOURCE 200809L
#define _DEFAULT_SOURCE /* NSIG */
#include <limits.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

#include "coutput_tempfiles.h"

enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_READY = 2, SLOT_REMOVING = 3 };

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "slot states must be lock-free to use in a handler");

static char paths[COUTPUT_TEMP_SLOTS][PATH_MAX];
static atomic_int states[COUTPUT_TEMP_SLOTS];

int coutput_temp_register(const char *path) {
  size_t length = strlen(path);
  if (length >= PATH_MAX) return -1;
  for (int slot = 0; slot < COUTPUT_TEMP_SLOTS; slot++) {
    int expected = SLOT_FREE;
    if (atomic_compare_exchange_strong(&states[slot], &expected, SLOT_FILLING)) {
      memcpy(paths[slot], path, length + 1);
      atomic_store(&states[slot], SLOT_READY);
      return slot;
    }
  }
  return -1;
}

void coutput_temp_unregister(int slot) {
  if (slot < 0 || slot >= COUTPUT_TEMP_SLOTS) return;
  int expected = SLOT_READY;
  atomic_compare_exchange_strong(&states[slot], &expected, SLOT_FREE);
}

void coutput_temp_remove_all(void) {
  for (int slot = 0; slot < COUTPUT_TEMP_SLOTS; slot++) {
    int expected = SLOT_READY;
    if (atomic_compare_exchange_strong(&states[slot], &expected, SLOT_REMOVING)) {
      unlink(paths[slot]);
      atomic_store(&states[slot], SLOT_FREE);
    }
  }
}

/* What each signal did before the handler was installed: the default action, or another
 * program part's handler (the Swift runtime's crash reporter in debug builds). */
static struct sigaction previous[NSIG];

static int is_fault(int signal_number) {
  return signal_number == SIGSEGV || signal_number == SIGBUS || signal_number == SIGILL ||
         signal_number == SIGFPE || signal_number == SIGTRAP;
}

static void on_signal(int signal_number, siginfo_t *info, void *context) {
  (void)context;
  coutput_temp_remove_all();
  /* Then whatever came before takes over, so the process ends the way the signal would have
   * ended it (the parent sees "killed by SIGINT", not an exit code). A fault the kernel raised
   * happens again when the handler returns; a signal that was sent is sent again. */
  sigaction(signal_number, &previous[signal_number], NULL);
  if (!is_fault(signal_number) || info == NULL || info->si_code <= 0) raise(signal_number);
}

static int install(int signal_number, const struct sigaction *action) {
  struct sigaction old;
  if (sigaction(signal_number, NULL, &old) != 0) return -1;
  /* A signal ignored at start (nohup, trap '' HUP) stays ignored; installing twice is a no-op. */
  if ((!(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_IGN) ||
      ((old.sa_flags & SA_SIGINFO) && old.sa_sigaction == on_signal))
    return 0;
  previous[signal_number] = old;
  return sigaction(signal_number, action, NULL);
}

int coutput_temp_install_signal_handlers(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_sigaction = on_signal;
  action.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK;
  sigemptyset(&action.sa_mask);
  /* Every signal whose default action ends the process, but SIGKILL and SIGSTOP. */
  const int signals[] = {
      SIGHUP,  SIGINT,  SIGQUIT,   SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
      SIGXCPU, SIGXFSZ, SIGPIPE,   SIGPOLL, SIGSYS,  SIGABRT, SIGSEGV, SIGBUS,    SIGILL,
      SIGFPE,  SIGTRAP,
#ifdef SIGPWR
      SIGPWR,
#endif
#ifdef SIGSTKFLT
      SIGSTKFLT,
#endif
  };
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
    if (install(signals[i], &action) != 0) return -1;
  for (int s = SIGRTMIN; s <= SIGRTMAX; s++)
    if (install(s, &action) != 0) return -1;
  return 0;
}
