import COutput
import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A fresh directory under /tmp, removed with its contents afterwards.
private final class TestDirectory {
  let path: String
  init() {
    var template = Array("/tmp/chatshot-output-XXXXXX".utf8CString)
    path = mkdtemp(&template).map { String(cString: $0) } ?? "/tmp/chatshot-output-failed"
  }
  deinit { try? FileManager.default.removeItem(atPath: path) }

  var entries: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }
  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: "\(path)/\(name)").map {
      String(decoding: $0, as: UTF8.self)
    }
  }
  func write(_ name: String, _ text: String) {
    _ = FileManager.default.createFile(atPath: "\(path)/\(name)", contents: Data(text.utf8))
  }
  func mode(_ name: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: "\(path)/\(name)"))?[.posixPermissions]
      as? Int) ?? -1
  }
}

private func write(_ text: String, to sink: any ByteSink) throws {
  try Array(text.utf8).withUnsafeBytes { try sink.write($0) }
}

@Suite struct OutputAtomicFileSinkTests {
  /// Megabytes in pieces of every size, past the points where each MiB is sent on to the
  /// disk ahead of the fsync: the file holds exactly what was written, in order.
  @Test func largeOutputArrivesWhole() throws {
    let dir = TestDirectory()
    let sink = try AtomicFileSink(path: "\(dir.path)/big.png")
    var expected: [UInt8] = []
    var size = 1
    while expected.count < 3 << 20 {
      let piece = (0..<size).map { UInt8(truncatingIfNeeded: expected.count + $0 * 7) }
      try piece.withUnsafeBytes { try sink.write($0) }
      expected += piece
      size = size * 3 % 200_003 + 1
    }
    try sink.commit()
    let written = FileManager.default.contents(atPath: "\(dir.path)/big.png").map { [UInt8]($0) }
    #expect(written == expected)
    #expect(dir.entries == ["big.png"])
  }

  @Test func commitReplacesTheTargetAndLeavesNoTemporaryFile() throws {
    let dir = TestDirectory()
    dir.write("shot.png", "old")
    let sink = try AtomicFileSink(path: "\(dir.path)/shot.png")
    try write("new ", to: sink)
    try write("bytes", to: sink)
    let temporary = try #require(sink.temporaryPath)
    #expect(temporary.hasPrefix("\(dir.path)/.shot.png.chatshot-"))
    #expect(dir.entries.count == 2 && dir.read("shot.png") == "old")
    try sink.commit()
    #expect(dir.read("shot.png") == "new bytes")
    #expect(dir.entries == ["shot.png"])
    #expect(throws: OutputError.alreadyClosed(path: "\(dir.path)/shot.png")) {
      try write("x", to: sink)
    }
  }

  @Test func newFileGetsUsualPermissionsAndOldFileKeepsItsOwn() throws {
    let dir = TestDirectory()
    let fresh = try AtomicFileSink(path: "\(dir.path)/new.png")
    try fresh.commit()
    #expect(dir.mode("new.png") == Int(0o666 & ~processUmask))
    dir.write("private.png", "old")
    chmod("\(dir.path)/private.png", 0o600)
    let replacing = try AtomicFileSink(path: "\(dir.path)/private.png")
    try replacing.commit()
    #expect(dir.mode("private.png") == 0o600 && dir.read("private.png") == "")
  }

  @Test func abortAndDroppingLeaveTheOldFileUntouched() throws {
    let dir = TestDirectory()
    dir.write("shot.png", "old")
    let aborted = try AtomicFileSink(path: "\(dir.path)/shot.png")
    try write("new", to: aborted)
    aborted.abort()
    aborted.abort()
    #expect(throws: OutputError.self) { try aborted.commit() }
    do {
      let dropped = try AtomicFileSink(path: "\(dir.path)/shot.png")
      try write("new", to: dropped)
    }
    #expect(dir.entries == ["shot.png"] && dir.read("shot.png") == "old")
  }

  @Test func missingDirectoryCannotBeCreated() throws {
    let dir = TestDirectory()
    let path = "\(dir.path)/out/shot.png"
    let error = #expect(throws: OutputError.cannotCreate(path: path, code: ENOENT)) {
      try AtomicFileSink(path: path)
    }
    #expect(error?.kind == .cannotCreateOutput)
    #expect(error?.description == "cannot write '\(path)': No such file or directory")
  }

  @Test(arguments: ["", "/", "existing-dir", "existing-dir/", "new-dir/"])
  func directoryInTheWayCannotBeWritten(_ name: String) throws {
    let dir = TestDirectory()
    try FileManager.default.createDirectory(
      atPath: "\(dir.path)/existing-dir", withIntermediateDirectories: false)
    let path = name.isEmpty || name == "/" ? name : "\(dir.path)/\(name)"
    let error = #expect(throws: OutputError.self) { try AtomicFileSink(path: path) }
    #expect(error?.kind == .cannotCreateOutput)
    #expect(dir.entries == ["existing-dir"])
  }

  @Test(.enabled(if: getuid() != 0, "root may write anywhere"))
  func unwritableDirectoryCannotBeCreated() throws {
    let dir = TestDirectory()
    chmod(dir.path, 0o500)
    defer { chmod(dir.path, 0o700) }
    #expect(throws: OutputError.cannotCreate(path: "\(dir.path)/shot.png", code: EACCES)) {
      try AtomicFileSink(path: "\(dir.path)/shot.png")
    }
  }

  /// /dev/full is not a regular file, so it is written in place: every write says ENOSPC.
  @Test(arguments: [10, 100_000])
  func fullDeviceIsAnIOError(byteCount: Int) throws {
    let sink = try AtomicFileSink(path: "/dev/full")
    #expect(sink.temporaryPath == nil)
    let error = #expect(throws: OutputError.writeFailed(path: "/dev/full", code: ENOSPC)) {
      try [UInt8](repeating: 7, count: byteCount).withUnsafeBytes { try sink.write($0) }
      try sink.commit()
    }
    #expect(error?.kind == .writeFailed)
    #expect(error?.description == "error writing '/dev/full': No space left on device")
  }

  @Test func deviceTargetStaysADevice() throws {
    let sink = try AtomicFileSink(path: "/dev/null")
    try write("discarded", to: sink)
    try sink.commit()
    var info = stat()
    #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  /// A link is followed, live or dangling (then the file it names is created).
  @Test(arguments: [true, false])
  func symbolicLinkIsKeptAndItsTargetReplaced(targetExists: Bool) throws {
    let dir = TestDirectory()
    if targetExists { dir.write("real.png", "old") }
    symlink("real.png", "\(dir.path)/link.png")
    let sink = try AtomicFileSink(path: "\(dir.path)/link.png")
    try write("new", to: sink)
    try sink.commit()
    #expect(dir.read("real.png") == "new")
    #expect(
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(dir.path)/link.png"))
        == "real.png")
  }

  /// Paths that name the process's own descriptors are those descriptors, also through a
  /// link; one that is not open cannot be written.
  @Test func ownDescriptorPathsAreDescriptors() throws {
    let dir = TestDirectory()
    symlink("/dev/stdout", "\(dir.path)/out")
    for (path, fd) in [
      ("/dev/stdout", 1), ("/dev/stderr", 2), ("/dev/fd/1", 1), ("/proc/self/fd/2", 2),
      ("/proc/\(getpid())/fd/1", 1), ("\(dir.path)/out", 1),
    ] {
      #expect(try OutputTarget.resolve(path) == .descriptor(Int32(fd)), "\(path)")
    }
    #expect(throws: OutputError.cannotCreate(path: "/dev/fd/987", code: EBADF)) {
      try OutputTarget.resolve("/dev/fd/987")
    }
  }

  /// In a forked child, SIGTERM runs the installed handler, which deletes the sink's temporary
  /// file; the child then dies of SIGTERM. The child calls only async-signal-safe C functions
  /// and first forgets every other registered file, so other tests' files are not touched.
  @Test func sigtermRemovesTheTemporaryFile() throws {
    let dir = TestDirectory()
    dir.write("shot.png", "old")
    let sink = try AtomicFileSink(path: "\(dir.path)/shot.png")
    let temporary = try #require(sink.temporaryPath)
    let slot = sink.registration
    #expect(slot >= 0 && FileManager.default.fileExists(atPath: temporary))
    let pid = fork()
    if pid == 0 {
      for other in 0..<COUTPUT_TEMP_SLOTS where other != slot { coutput_temp_unregister(other) }
      _ = coutput_temp_install_signal_handlers()
      var unblock = sigset_t()  // test-runner threads may block SIGTERM
      sigemptyset(&unblock)
      sigaddset(&unblock, SIGTERM)
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
      raise(SIGTERM)
      _exit(3)
    }
    var status: Int32 = 0
    #expect(pid > 0 && waitpid(pid, &status, 0) == pid)
    #expect(status & 0x7f == SIGTERM, "child should die of SIGTERM, status \(status)")
    #expect(!FileManager.default.fileExists(atPath: temporary))
    #expect(dir.read("shot.png") == "old")
    sink.abort()
  }

  /// Once the process is ending (a handler emptied the registry), no new temporary file is
  /// made: another thread that asks for one gets EINTR and leaves nothing behind, instead of
  /// making a file the ending process would not remove. In a forked child, as above.
  @Test func noTemporaryFileIsMadeOnceTheProcessIsEnding() throws {
    let dir = TestDirectory()
    var template = Array("\(dir.path)/.shot.png.chatshot-XXXXXX".utf8CString)
    var slot: Int32 = 7
    let pid = fork()
    if pid == 0 {
      for slot in 0..<COUTPUT_TEMP_SLOTS { coutput_temp_unregister(slot) }
      coutput_temp_remove_all()
      let fd = coutput_temp_create(&template, &slot)
      _exit(fd == -1 && errno == EINTR && slot == -1 ? 0 : 3)
    }
    var status: Int32 = 0
    #expect(pid > 0 && waitpid(pid, &status, 0) == pid)
    #expect(status == 0, "child status \(status)")
    #expect(dir.entries == [])
  }
}
