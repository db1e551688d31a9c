import ChatShot
internal import Glibc

/// What the `chatshot` executable does first, before anything opens a file or starts a
/// thread. The library never does any of it on its own: signal dispositions and standard
/// descriptors belong to the program.
enum ProcessSetup {
  /// Opens /dev/null on any of descriptors 0, 1 and 2 that is closed (`2>&-`): otherwise the
  /// next file opened takes that number, and text meant for standard error (an error line
  /// of a batch) or standard output (`--layout-json -`) lands in a PNG being written.
  static func openStandardDescriptors() {
    for fd: Int32 in 0...2 where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY)
      if opened >= 0 && opened != fd {
        dup2(opened, fd)
        close(opened)
      }
    }
  }

  /// Sets up signals: a closed standard output is an error handled quietly (EPIPE) rather
  /// than a death by SIGPIPE; a write past the file-size limit (`ulimit -f`) fails with
  /// EFBIG, an I/O error (exit 74), rather than a death by SIGXFSZ; and every other signal
  /// that ends the process first removes the temporary files.
  static func installSignalHandling() {
    ignoreSIGPIPE()
    signal(SIGXFSZ, SIG_IGN)
    TemporaryFileRegistry.installSignalHandlers()
  }
}
