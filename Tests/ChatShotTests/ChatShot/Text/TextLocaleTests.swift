import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Text must measure and draw the same whatever the user's locale and language settings.
///
/// Pango reads `PANGO_LANGUAGE` and `LANGUAGE` once per process, so each setting is tried
/// in a child process: this test binary re-run with only ``localeProbe()`` enabled, which
/// writes its measurements and pixel checksums to a file for the parent to compare.
@Suite struct TextLocaleTests {
  static let probeVariable = "CHATSHOT_TEXT_LOCALE_PROBE"
  static let probePath = ProcessInfo.processInfo.environment[probeVariable]

  /// Han (whose glyph forms differ between Chinese and Japanese), kana, Hangul, Arabic,
  /// emoji and wrapped Latin.
  static let texts = [
    "直骨说话 今天", "こんにちは", "안녕하세요", "مرحبا بالعالم", "😀👍🏽",
    "The quick brown fox jumps over the lazy dog", "Hi 你好 Привет שלום",
  ]

  /// Each text's size and the checksum of its pixels drawn at scale 2, one line each.
  static func fingerprint() throws -> String {
    let engine = try PangoTextEngine()
    let font = FontSpec(size: 16)
    return try texts.map { text in
      let size = engine.measure(text, font: font, maxWidth: 150)
      let canvas = try TextTestCanvas(width: 160, height: 100, scale: 2)
      engine.draw(
        text, font: font, maxWidth: 150, color: (0, 0, 0, 1), at: (5, 5),
        on: canvas.cairo)
      return "\(text) \(size.width)x\(size.height) \(canvas.checksum())"
    }.joined(separator: "\n")
  }

  /// Runs only in the child process started by ``sameOutputInEveryLocale(_:)``.
  @Test(.enabled(if: probePath != nil)) func localeProbe() throws {
    setlocale(LC_ALL, "")
    let path = try #require(Self.probePath)
    try Self.fingerprint().write(toFile: path, atomically: true, encoding: .utf8)
  }

  /// Environment settings for one child: variables set, and variables removed.
  struct Setting: Sendable, CustomTestStringConvertible {
    var set: [String: String] = [:]
    var unset: [String] = []
    /// Point HOME at a new empty directory: fonts are scanned with a cold cache.
    var freshHome = false
    var testDescription: String { "\(set.sorted { $0.key < $1.key }) -\(unset)" }
  }

  @Test(
    .enabled(if: probePath == nil),
    arguments: [
      Setting(set: ["LANG": "ja_JP.UTF-8", "LC_ALL": "ja_JP.UTF-8", "LANGUAGE": "ja"]),
      Setting(set: ["LANG": "zh_TW.UTF-8", "LANGUAGE": "zh_TW:zh", "PANGO_LANGUAGE": "ko"]),
      Setting(set: ["LC_ALL": "ar_EG.UTF-8", "PANGO_LANGUAGE": "ar:ja"]),
      Setting(set: ["LANG": "C", "LANGUAGE": "", "LC_ALL": "tr_TR.UTF-8"]),
      Setting(unset: ["XDG_CACHE_HOME"], freshHome: true),
    ])
  func sameOutputInEveryLocale(_ setting: Setting) throws {
    let expected = try Self.fingerprint()
    let directory = try TemporaryDirectory()
    let output = directory.path + "/probe.txt"
    let errors = directory.path + "/stderr.txt"
    var environment = ProcessInfo.processInfo.environment
    environment.merge(setting.set) { _, new in new }
    for name in setting.unset { environment[name] = nil }
    if setting.freshHome { environment["HOME"] = directory.path }
    environment[Self.probeVariable] = output
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = [
      "--testing-library", "swift-testing", "--filter", "TextLocaleTests/localeProbe",
    ]
    child.environment = environment
    child.standardOutput = FileHandle.nullDevice
    #expect(FileManager.default.createFile(atPath: errors, contents: nil))
    child.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
    try child.run()
    child.waitUntilExit()
    #expect(child.terminationStatus == 0)
    #expect(try String(contentsOfFile: output, encoding: .utf8) == expected)
    let stderr = try String(contentsOfFile: errors, encoding: .utf8)
    for noise in ["Fontconfig", "Pango-", "GLib-", "cairo"] {
      #expect(!stderr.contains(noise), "\(stderr)")
    }
    if setting.freshHome {
      let cache = directory.path + "/.cache/chatshot/fontconfig"
      #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count >= 4)
    }
  }
}
