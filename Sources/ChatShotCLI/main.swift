import ChatShot

#if canImport(Glibc)
  internal import Glibc
#endif

// Before anything can open a file or start a thread.
ProcessSetup.openStandardDescriptors()
ProcessSetup.installSignalHandling()
exit(CommandRunner.run(CommandRunner.processArguments()))
