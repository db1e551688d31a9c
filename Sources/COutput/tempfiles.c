/* Registry of temporary files removed on SIGINT/SIGTERM/SIGHUP. See coutput_tempfiles.h for why
 * it is a fixed array with atomic slot states rather than anything allocated or locked. */

#define _POSIX_C_SOURCE 200809L
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

static void on_signal(int signal_number) {
  coutput_temp_remove_all();
  /* SA_RESETHAND restored the default action; raising again ends the process the way the
   * signal would have, so the parent sees "killed by SIGINT", not an exit code. */
  raise(signal_number);
}

int coutput_temp_install_signal_handlers(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_signal;
  action.sa_flags = SA_RESETHAND | SA_NODEFER;
  sigemptyset(&action.sa_mask);
  const int signals[] = {SIGINT, SIGTERM, SIGHUP};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++)
    if (sigaction(signals[i], &action, NULL) != 0) return -1;
  return 0;
}
