import ChatShot

#if canImport(Glibc)
  import Glibc
#endif

exit(CommandRunner.run(Array(CommandLine.arguments.dropFirst())))
