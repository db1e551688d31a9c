internal import Glibc

/// Makes writes to a closed pipe fail with EPIPE instead of killing the process.
///
/// Call once at start-up in any program that writes to standard output with
/// `StandardOutputSink`, so `chatshot … | head -c 10` ends with `OutputError.brokenPipe`.
package func ignoreSIGPIPE() {
  signal(SIGPIPE, SIG_IGN)
}
