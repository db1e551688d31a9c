import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// A pipe whose read end is already closed: writing to it fails with EPIPE.
private func closedPipe() -> Int32 {
  var fds: [Int32] = [-1, -1]
  _ = pipe(&fds)
  close(fds[0])
  return fds[1]
}

@Suite struct OutputSinkTests {
  @Test func memorySinkKeepsEveryByteInOrder() throws {
    let memory = MemorySink()
    let sink: any ByteSink = memory
    try [UInt8]([1, 2]).withUnsafeBytes { try sink.write($0) }
    try [UInt8]([]).withUnsafeBytes { try sink.write($0) }
    try [UInt8]([3]).withUnsafeBytes { try sink.write($0) }
    #expect(memory.bytes == [1, 2, 3])
  }

  @Test func standardOutputSinkWritesToItsDescriptor() throws {
    var fds: [Int32] = [-1, -1]
    #expect(pipe(&fds) == 0)
    defer { close(fds[0]) }
    let bytes = (0..<5000).map { UInt8($0 % 251) }
    try bytes.withUnsafeBytes { try StandardOutputSink(fileDescriptor: fds[1]).write($0) }
    close(fds[1])
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let n = read(fds[0], &chunk, chunk.count), n > 0 { received += chunk[0..<n] }
    #expect(received == bytes)
  }

  @Test func closedPipeIsABrokenPipeNotADeath() throws {
    ignoreSIGPIPE()
    let fd = closedPipe()
    defer { close(fd) }
    let error = #expect(throws: OutputError.brokenPipe) {
      try [UInt8](repeating: 1, count: 10).withUnsafeBytes {
        try StandardOutputSink(fileDescriptor: fd).write($0)
      }
    }
    #expect(error?.kind == .writeFailed)
  }

  /// The sink's error crosses the C writer (a longjmp inside libpng) unchanged.
  @Test func pngToAClosedPipeThrowsBrokenPipe() throws {
    ignoreSIGPIPE()
    let fd = closedPipe()
    defer { close(fd) }
    let image = try RGBAImage(width: 300, height: 300, fill: SIMD4(9, 8, 7, 255))
    #expect(throws: OutputError.brokenPipe) {
      let writer = try PNGWriter(
        width: 300, height: 300, hasAlpha: true, compression: 0,
        sink: StandardOutputSink(fileDescriptor: fd))
      try writer.writeRGBA(image)
      try writer.finish()
    }
  }

  @Test func fullDeviceOnStandardOutputIsAnIOError() throws {
    let fd = open("/dev/full", O_WRONLY)
    defer { close(fd) }
    let error = #expect(throws: OutputError.standardOutputFailed(code: ENOSPC)) {
      try [UInt8](repeating: 1, count: 10).withUnsafeBytes {
        try StandardOutputSink(fileDescriptor: fd).write($0)
      }
    }
    #expect(error?.kind == .writeFailed)
    #expect(error?.description == "error writing standard output: No space left on device")
  }

  @Test func bufferedOutputHoldsSmallWritesUntilFlush() throws {
    let fd = open("/dev/full", O_WRONLY)
    defer { close(fd) }
    let output = BufferedFileOutput(fd: fd, path: "/dev/full", capacity: 16)
    try [UInt8](repeating: 1, count: 10).withUnsafeBytes { try output.write($0) }
    #expect(throws: OutputError.writeFailed(path: "/dev/full", code: ENOSPC)) { try output.flush() }
  }
}
