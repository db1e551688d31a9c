import ChatShot

#if canImport(Glibc)
  internal import Glibc
#endif

// Before anything can open a file, allocate much or start a thread.
ProcessSetup.openStandardDescriptors()
MemoryLimit.shareMallocArenas()
ProcessSetup.installSignalHandling()
exit(CommandRunner.run(CommandRunner.processArguments()))
