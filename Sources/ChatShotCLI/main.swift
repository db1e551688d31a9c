import ChatShot

#if canImport(Glibc)
  internal import Glibc
#endif

// Before anything can open a file or start a thread.
ProcessSetup.openStandardDescriptors()
exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst())))
