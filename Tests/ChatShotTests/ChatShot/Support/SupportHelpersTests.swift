import Foundation
import Synchronization
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// The small libc-based helpers that replace Foundation in the library: each must give what
/// the Foundation call it replaces gave.
@Suite struct DecimalFormatTests {
  @Test(arguments: [
    (0.0, 3, "0.000"), (-0.0, 3, "-0.000"), (1.5, 0, "2"), (2.5, 0, "2"), (0.125, 2, "0.12"),
    (0.375, 2, "0.38"), (0.0005, 3, "0.001"), (1234.5678, 3, "1234.568"), (-1.005, 2, "-1.00"),
    (9.9999, 3, "10.000"), (0.1, 9, "0.100000000"), (42, 2, "42.00"),
  ])
  func matchesPrintf(_ value: Double, _ places: Int, _ expected: String) {
    #expect(DecimalFormat.fixed(value, places: places) == expected)
    #expect(String(format: "%.\(places)f", value) == expected)
  }

  /// From 2^52 × 10^-places on, and for infinities and NaN, Swift's description.
  @Test(arguments: [
    (1e20, 3, "1e+20"), (5e15, 0, "5000000000000000.0"), (4.5e15, 0, "4500000000000000"),
    (Double.infinity, 2, "inf"), (-Double.infinity, 0, "-inf"), (Double.nan, 3, "nan"),
  ])
  func outOfRange(_ value: Double, _ places: Int, _ expected: String) {
    #expect(DecimalFormat.fixed(value, places: places) == expected)
  }

  /// Values of every magnitude a timing can have (from a seeded LCG, the same every run),
  /// half of them exactly or nearly halfway between two outputs, against glibc's printf.
  @Test func agreesWithPrintfOnManyValues() {
    var state: UInt64 = 6
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let digits = Double(state >> 44)
      var value = digits * pow(10, Double(Int(state >> 8 & 15)) - 10)
      if state & 1 == 0 { value = (digits + 0.5) / 1000 }
      for places in [0, 2, 3] where value * pow(10, Double(places)) < 1e15 {
        #expect(
          DecimalFormat.fixed(value, places: places) == String(format: "%.\(places)f", value),
          "\(value) with \(places) places")
      }
    }
  }
}

@Suite struct StringReplacingTests {
  @Test(arguments: [
    ("a//b///c", "//", "/", "a/b//c"), ("it's", "'", "'\\''", "it'\\''s"), ("", ",", " ", ""),
    ("x,y,", ",", " ", "x y "), ("日本,語", ",", " ", "日本 語"),
  ])
  func replacesLikeFoundation(_ text: String, _ target: String, _ with: String, _ expected: String)
  {
    #expect(text.replacingEvery(target, with: with) == expected)
    #expect(text.replacingOccurrences(of: target, with: with) == expected)
  }

  /// A quote with a combining accent is one Character but still a quote to the shell, so it
  /// must be escaped (Foundation's character-wise replacement left it as it was).
  @Test func replacesBytesInsideCharacters() {
    #expect("a'\u{301}b".replacingEvery("'", with: "'\\''") == "a'\\''\u{301}b")
    #expect(CheckRun.shellQuoted("a'\u{301}b") == "'a'\\''\u{301}b'")
  }

  @Test(arguments: [
    " \t Inter \u{A0}", "\u{3000}x y\u{2009}", "plain", "", " \t ", "\n x \n", " \u{301}x ",
  ])
  func trimsLikeFoundation(_ text: String) {
    #expect(text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces))
  }
}

@Suite struct Base64Tests {
  @Test(arguments: ["", "f", "fo", "foo", "foob", "fooba", "foobar", "\u{0}\u{FF}日本😀"])
  func roundTrips(_ text: String) {
    let encoded = Data(text.utf8).base64EncodedString()
    #expect(Base64.decode(encoded) == Array(text.utf8))
  }
}

@Suite struct EnvironmentTests {
  @Test func readsTheProcessEnvironment() {
    #expect(Environment.variables == ProcessInfo.processInfo.environment)
    #expect(Environment.activeProcessorCount == ProcessInfo.processInfo.activeProcessorCount)
  }
}

@Suite struct ThreadRunnerTests {
  @Test func runsEveryIterationOnce() {
    let counts = Mutex([Int](repeating: 0, count: 7))
    let threads = Mutex(Set<UInt>())
    ThreadRunner.concurrentPerform(iterations: 7) { index in
      counts.withLock { $0[index] += 1 }
      threads.withLock { _ = $0.insert(UInt(pthread_self())) }
    }
    #expect(counts.withLock { $0 } == [Int](repeating: 1, count: 7))
    #expect(threads.withLock { $0.count } > 1)
  }

  @Test func joinWaitsForTheThread() throws {
    let done = Mutex(false)
    let runner = try #require(
      ThreadRunner(stackSize: 1 << 20) {
        usleep(20_000)
        done.withLock { $0 = true }
      })
    runner.join()
    runner.join()
    #expect(done.withLock { $0 })
  }

  @Test func conditionWakesWaiters() throws {
    let condition = Condition()
    let ready = Mutex(false)
    let runner = try #require(
      ThreadRunner {
        condition.withLock {
          ready.withLock { $0 = true }
          condition.broadcast()
        }
      })
    condition.withLock {
      while !ready.withLock({ $0 }) { condition.wait() }
    }
    runner.join()
  }
}

@Suite struct FileSystemFilesTests {
  @Test func readsWholeFilesAndNothingElse() throws {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/a.bin"
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    #expect(try OpenedFile(FilePath(path)).readAll(limit: bytes.count) == bytes)
    #expect(throws: FileFailure.notRegular(.directory)) { try OpenedFile(FilePath(directory.path)) }
    #expect(throws: FileFailure.missing) { try OpenedFile(FilePath(directory.path + "/missing")) }
    #expect(FileSystem.exists(path) && FileSystem.exists(directory.path))
    #expect(!FileSystem.exists(directory.path + "/missing"))
  }

  @Test func createsDirectoriesLikeMkdirP() throws {
    let directory = try TemporaryDirectory()
    let deep = directory.path + "/a/b//c/"
    #expect(FileSystem.createDirectories(deep, permissions: 0o700) == 0)
    #expect(FileSystem.createDirectories(deep) == 0)
    var info = stat()
    #expect(stat(directory.path + "/a/b/c", &info) == 0)
    #expect(info.st_mode & 0o777 == 0o700)
    _ = FileManager.default.createFile(atPath: directory.path + "/file", contents: Data())
    #expect(FileSystem.createDirectories(directory.path + "/file/x") == ENOTDIR)
    #expect(FileSystem.createDirectories(directory.path + "/file") == ENOTDIR)
  }
}

@Suite struct ImageManifestTests {
  /// The strict decoder reads the embedded manifest as JSONDecoder did.
  @Test func decodesTheEmbeddedManifest() throws {
    let manifest = ImageManifest.builtin
    let expected = try AssetRepo.manifest()
    #expect(manifest.scales == expected.scales)
    #expect(Set(manifest.images.keys) == Set(expected.images.keys))
    for (name, entry) in expected.images {
      let decoded = try #require(manifest.images[name])
      #expect(
        decoded.size == Size(width: Double(entry.size.width), height: Double(entry.size.height)))
      #expect(
        decoded.caps
          == entry.capInsets.map {
            EdgeInsets(
              top: Double($0.top), left: Double($0.left), bottom: Double($0.bottom),
              right: Double($0.right))
          }, "\(name)")
    }
    #expect(manifest.images["orange-left"]?.caps?.left == 24)
  }

  @Test func refusesUnknownKeys() {
    let json =
      #"{"images": {"x": {"size": {"width": 1, "height": 1}, "cap": null}}, "scales": [1]}"#
    #expect(throws: InputError.self) { try ImageManifest.decode(Array(json.utf8), file: "m.json") }
  }
}
