import ChatShot

#if canImport(Glibc)
  internal import Glibc
#endif

exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst())))
