/* Registry of temporary files removed on every signal that ends the process. See
 * coutput_tempfiles.h for why it is a fixed array with atomic slot states rather than anything
 * allocated or locked, and why files are made here rather than registered once made. */

#define _GNU_SOURCE /* NSIG, mkostemp */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "coutput_tempfiles.h"

enum { SLOT_FREE = 0, SLOT_FILLING = 1, SLOT_READY = 2, SLOT_REMOVING = 3 };

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "slot states must be lock-free to use in a handler");

static char paths[COUTPUT_TEMP_SLOTS][PATH_MAX];
static atomic_int states[COUTPUT_TEMP_SLOTS];
/* Set once the process is going away: a file registered from then on (by another thread,
 * while a handler walks the slots) removes itself. Sequentially consistent with the slot
 * states: either the walk sees the new slot, or the registering thread sees the flag. */
static atomic_int closing;

/* Claims a free slot for a file about to be made (FREE -> FILLING), or -1 if none is free
 * or the process is going away. The order makes the handler's walk and this claim agree:
 * the claim is published before `closing` is read, and the handler sets `closing` before it
 * reads the slots (both sequentially consistent). So either the walk sees FILLING and waits
 * for the file to be ready to remove it, or this thread sees `closing` and makes no file. */
static int claim(void) {
  for (int slot = 0; slot < COUTPUT_TEMP_SLOTS; slot++) {
    int expected = SLOT_FREE;
    if (atomic_compare_exchange_strong(&states[slot], &expected, SLOT_FILLING)) {
      if (atomic_load(&closing)) {
        atomic_store(&states[slot], SLOT_FREE);
        return -2;
      }
      return slot;
    }
  }
  return -1;
}

int coutput_temp_create(char *template_path, int *slot_out) {
  *slot_out = -1;
  size_t length = strlen(template_path);
  sigset_t all, previous;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, &previous);
  int slot = length < PATH_MAX ? claim() : -1;
  int fd = -1;
  if (slot == -2) {
    errno = EINTR;
  } else if (slot < 0) {
    /* Not covered: the registry is full or the path too long. */
    fd = mkostemp(template_path, O_CLOEXEC);
  } else {
    memcpy(paths[slot], template_path, length + 1);
    fd = mkostemp(paths[slot], O_CLOEXEC);
    if (fd >= 0) {
      memcpy(template_path, paths[slot], length + 1);
      atomic_store(&states[slot], SLOT_READY);
      *slot_out = slot;
    } else {
      atomic_store(&states[slot], SLOT_FREE);
    }
  }
  int saved = errno;
  pthread_sigmask(SIG_SETMASK, &previous, NULL);
  errno = saved;
  return fd;
}

void coutput_temp_unregister(int slot) {
  if (slot < 0 || slot >= COUTPUT_TEMP_SLOTS) return;
  int expected = SLOT_READY;
  atomic_compare_exchange_strong(&states[slot], &expected, SLOT_FREE);
}

void coutput_temp_remove_all(void) {
  atomic_store(&closing, 1);
  for (int slot = 0; slot < COUTPUT_TEMP_SLOTS; slot++) {
    int expected = SLOT_READY;
    /* A slot another thread is filling is a file being made (mkostemp, with that thread's
     * signals blocked, so never this thread): wait until it is ready, then remove it. */
    while (atomic_load(&states[slot]) == SLOT_FILLING) {
    }
    if (atomic_compare_exchange_strong(&states[slot], &expected, SLOT_REMOVING)) {
      unlink(paths[slot]);
      atomic_store(&states[slot], SLOT_FREE);
    }
  }
}

/* In a child made by fork() only the forking thread goes on: a slot another thread was
 * filling would never be ready, and the child's handler would wait for it for ever. The file
 * is the parent's; the child forgets it. */
static void forget_filling_in_child(void) {
  for (int slot = 0; slot < COUTPUT_TEMP_SLOTS; slot++) {
    int expected = SLOT_FILLING;
    atomic_compare_exchange_strong(&states[slot], &expected, SLOT_FREE);
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
  static atomic_int fork_handler;
  if (atomic_exchange(&fork_handler, 1) == 0 &&
      pthread_atfork(NULL, NULL, forget_filling_in_child) != 0)
    return -1;
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
