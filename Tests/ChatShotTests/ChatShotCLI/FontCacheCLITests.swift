import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The font cache is only a speed-up: with no usable cache directory chatshot still renders
/// (the same bytes, nothing on standard error), and the directory's path is made safely: a
/// link, a folder of another user or one open to others in a shared temporary directory is
/// refused, never followed or written into.
@Suite final class FontCacheCLITests {
  let dir: URL

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    try Data(#"[{"from": "me", "text": "Lunch? 🍜 在吗"}]"#.utf8)
      .write(to: dir.appendingPathComponent("c.json"))
  }

  deinit { try? FileManager.default.removeItem(at: dir) }

  func folder(_ name: String) throws -> String {
    let path = dir.appendingPathComponent(name).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// Renders `c.json` to `name` with only `environment` (`/proc` cannot be written to, even by
  /// root, so `HOME=/proc` offers no cache), and the sanitizers' settings of this process:
  /// under scripts/asan.sh, LeakSanitizer needs its suppressions (fontconfig's configuration,
  /// which holds the fonts' patterns in memory when there is no cache file to map).
  func render(to name: String, _ environment: [String: String]) throws -> CLIHarness.Result {
    let sanitizers = ProcessInfo.processInfo.environment.filter {
      ["ASAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"].contains($0.key)
    }
    return try CLIHarness.run(
      ["c.json", "-o", name], in: dir,
      environment: environment.merging(sanitizers) { own, _ in own })
  }

  func contents(_ path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  @Test func rendersWithoutAnyWritableCacheDirectory() throws {
    let none = try render(to: "none.png", ["HOME": "/proc", "TMPDIR": "/proc"])
    #expect(none.status == 0)
    #expect(none.stderr == "")
    let cached = try render(to: "cached.png", ["XDG_CACHE_HOME": try folder("cache")])
    #expect(cached.status == 0, "\(cached.stderr)")
    let a = try Data(contentsOf: dir.appendingPathComponent("none.png"))
    let b = try Data(contentsOf: dir.appendingPathComponent("cached.png"))
    #expect(a == b, "the cache changed the output")
  }

  /// `$TMPDIR/chatshot-<uid>` planted as a link to a folder elsewhere.
  @Test func aPlantedLinkIsNotFollowed() throws {
    let temp = try folder("tmp")
    let elsewhere = try folder("elsewhere")
    try FileManager.default.createSymbolicLink(
      atPath: temp + "/chatshot-\(getuid())", withDestinationPath: elsewhere)
    let r = try render(to: "out.png", ["HOME": "/proc", "TMPDIR": temp])
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    #expect(contents(elsewhere) == [])
  }

  /// A link further down the path (`$XDG_CACHE_HOME/chatshot`) is refused too; the next
  /// candidate is used.
  @Test func aLinkBelowTheBaseIsNotFollowed() throws {
    let xdg = try folder("xdg")
    let elsewhere = try folder("elsewhere")
    try FileManager.default.createSymbolicLink(
      atPath: xdg + "/chatshot", withDestinationPath: elsewhere)
    let temp = try folder("tmp")
    let r = try render(to: "out.png", ["XDG_CACHE_HOME": xdg, "HOME": "/proc", "TMPDIR": temp])
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    #expect(contents(elsewhere) == [])
    #expect(contents(temp + "/chatshot-\(getuid())/fontconfig").contains { $0.contains(".cache-") })
  }

  /// A folder open to others (mode 0777) is not the cache's, even when it is this user's.
  @Test func aFolderOpenToOthersIsNotUsed() throws {
    let temp = try folder("tmp")
    let planted = temp + "/chatshot-\(getuid())"
    try FileManager.default.createDirectory(atPath: planted, withIntermediateDirectories: false)
    chmod(planted, 0o777)
    let r = try render(to: "out.png", ["HOME": "/proc", "TMPDIR": temp])
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    #expect(contents(planted) == [])
  }

  /// A folder of another user (made by root for uid 12345) is not used.
  @Test(.enabled(if: getuid() == 0)) func aFolderOfAnotherUserIsNotUsed() throws {
    let temp = try folder("tmp")
    let planted = try folder("tmp/chatshot-0")
    chmod(planted, 0o700)
    chown(planted, 12345, 12345)
    let r = try render(to: "out.png", ["HOME": "/proc", "TMPDIR": temp])
    #expect(r.status == 0 && r.stderr == "", "\(r.stderr)")
    #expect(contents(planted) == [])
  }
}
