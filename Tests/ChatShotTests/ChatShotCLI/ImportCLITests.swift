import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// `chatshot EXPORT` and `chatshot import EXPORT` end to end, with the built executable.
@Suite struct ImportCLITests {
  static let fixtures = Golden.repository.appendingPathComponent("Tests/Fixtures/import")
  static func fixture(_ path: String) -> String { fixtures.appendingPathComponent(path).path }

  @Test func importWritesTheGoldenJSONAndRendersToTheSameBytes() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    // The export and its photo copied into one folder, the JSON written beside them: the
    // photo is then written relative to the JSON, as in the golden.
    let export = dir.appendingPathComponent("ios-24h-dots.txt").path
    for name in ["ios-24h-dots.txt", "00000012-PHOTO-2022-03-27-21-41-35.jpg"] {
      try FileManager.default.copyItem(
        atPath: Self.fixture("whatsapp/" + name), toPath: dir.appendingPathComponent(name).path)
    }
    let json = dir.appendingPathComponent("convo.json").path
    let imported = try CLIHarness.run(["import", export, "--me", "Ann", "-o", json])
    #expect(imported.status == 0 && imported.stderr.isEmpty, "\(imported.stderr)")
    let written = try String(contentsOfFile: json, encoding: .utf8)
    let golden = try String(
      contentsOf: Golden.directory.appendingPathComponent("import/whatsapp-ios-24h-dots.json"),
      encoding: .utf8)
    #expect(written == golden)
    let direct = try CLIHarness.run([export, "--me", "Ann", "--scale", "1", "-o", "-"])
    let viaJSON = try CLIHarness.run([json, "--scale", "1", "-o", "-"])
    #expect(direct.status == 0 && viaJSON.status == 0, "\(direct.stderr)\(viaJSON.stderr)")
    #expect(!direct.stdout.isEmpty && direct.stdout == viaJSON.stdout)
  }

  @Test func sameOutputWhateverTheLocaleAndZone() throws {
    let export = Self.fixture("slack/general")
    let args = ["import", export, "--me", "Ann", "--time-format", "EEE d MMM h:mm a"]
    let plain = try CLIHarness.run(args, environment: ["PATH": "/usr/bin:/bin"])
    let other = try CLIHarness.run(
      args,
      environment: [
        "PATH": "/usr/bin:/bin", "LANG": "de_DE.UTF-8", "LC_ALL": "tr_TR.UTF-8",
        "TZ": "Asia/Kolkata",
      ])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout == other.stdout)
    // Slack's epochs are shown in UTC: 1709287260 is Friday 1 March 2024, 10:01 UTC.
    #expect(plain.stdoutText.contains("\"Fri 1 Mar 10:01 AM\""))
  }

  @Test func missingMeListsTheAuthors() throws {
    let r = try CLIHarness.run(["import", Self.fixture("whatsapp/android-klo.txt")])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains("add --me NAME (authors: 'Ann', 'Mikko')"), "\(r.stderr)")
    let wrong = try CLIHarness.run([
      "import", Self.fixture("whatsapp/android-klo.txt"), "--me", "Zoe",
    ])
    #expect(wrong.status == 64, "\(wrong.stderr)")
  }

  @Test func accountExportNeedsAChat() throws {
    let stdin = Data(TelegramExportTests.account.utf8)
    let r = try CLIHarness.run(["import", "-"], stdin: stdin)
    #expect(r.status == 65)
    #expect(
      r.stderr.hasPrefix("chatshot: <stdin>: the export holds 4 chats; add --chat NAME|ID "),
      "\(r.stderr)")
    let wrong = try CLIHarness.run(["import", "-", "--chat", "Eve"], stdin: stdin)
    #expect(wrong.status == 64, "\(wrong.stderr)")
    #expect(wrong.stderr.contains("--chat 'Eve' names no chat"), "\(wrong.stderr)")
    let chosen = try CLIHarness.run(["import", "-", "--chat", "Bob"], stdin: stdin)
    #expect(chosen.status == 0, "\(chosen.stderr)")
    #expect(chosen.stdoutText.contains("\"localUser\": \"user111\""), "\(chosen.stdoutText)")
  }

  @Test func undecidableFileListsWhatWasTried() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("notes.txt")
    try Data("just some notes\nnothing more\n".utf8).write(to: file)
    let r = try CLIHarness.run([file.path, "-o", dir.appendingPathComponent("x.png").path])
    #expect(r.status == 65)
    #expect(r.stderr.contains("tried: WhatsApp text, Telegram JSON"), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
  }

  @Test func badOptionsAreUsageErrors() throws {
    for args in [
      ["--from", "icq"], ["--messages", ".."], ["--last", "0"], ["--since", "March"],
      ["--time-format", "HH:mm zzz"],
    ] {
      let r = try CLIHarness.run(["import", Self.fixture("script/lunch.chat")] + args)
      #expect(r.status == 64, "\(args): \(r.stderr)")
    }
  }

  @Test func selectionAndAnonymizeFromTheCommandLine() throws {
    let r = try CLIHarness.run([
      "import", Self.fixture("whatsapp/android-24h-day-first.txt"), "--me", "Ann", "--last", "3",
      "--anonymize",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let text = r.stdoutText
    #expect(!text.contains("Ann") && !text.contains("Bob") && !text.contains("900123"))
    #expect(text.contains("Person 1") && text.contains("•••@•••"))
    let messages = try #require(
      (try JSONSerialization.jsonObject(with: r.stdout) as? [String: Any])?["messages"]
        as? [[String: Any]])
    // The last 3 input lines, plus the two date separators that fall among them.
    #expect(messages.count == 5)
  }

  /// A WhatsApp export folder is named after the contact. Under `--anonymize` its name must
  /// not reach the JSON through a photo's path: written outside the folder, the import is
  /// refused (nothing written); written inside, the photo keeps its own name. A photo whose
  /// own name names someone stays a notice row, scrubbed.
  @Test func anonymisedPhotoPathsDoNotNameTheContact() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let folder = dir.appendingPathComponent("WhatsApp Chat with Bob Stone")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    let chat = try String(
      contentsOfFile: Self.fixture("whatsapp/android-24h-day-first.txt"), encoding: .utf8
    ).replacingOccurrences(of: "IMG-20170306-WA0002.jpg", with: "Bob-2017.jpg")
    let export = folder.appendingPathComponent("WhatsApp Chat with Bob Stone.txt").path
    try chat.write(toFile: export, atomically: false, encoding: .utf8)
    for name in ["IMG-20170306-WA0001.jpg", "Bob-2017.jpg"] {
      try FileManager.default.copyItem(
        atPath: Self.fixture("whatsapp/IMG-20170306-WA0001.jpg"),
        toPath: folder.appendingPathComponent(name).path)
    }
    let outside = dir.appendingPathComponent("convo.json").path
    let refused = try CLIHarness.run([
      "import", export, "--me", "Ann", "--anonymize", "-o", outside,
    ])
    #expect(refused.status == 64, "\(refused.stderr)")
    #expect(refused.stderr.contains("convo.json: messages[") && refused.stderr.contains("].image:"))
    #expect(refused.stderr.contains("write the JSON inside that folder"))
    #expect(!FileManager.default.fileExists(atPath: outside))
    let toStandardOutput = try CLIHarness.run(
      ["import", export, "--me", "Ann", "--anonymize"], in: dir)
    #expect(toStandardOutput.status == 64 && toStandardOutput.stdout.isEmpty)

    let inside = folder.appendingPathComponent("convo.json").path
    let written = try CLIHarness.run(["import", export, "--me", "Ann", "--anonymize", "-o", inside])
    #expect(written.status == 0, "\(written.stderr)")
    let json = try String(contentsOfFile: inside, encoding: .utf8)
    #expect(json.contains("\"image\": \"IMG-20170306-WA0001.jpg\""))
    #expect(!json.contains("Bob") && !json.contains("Stone") && !json.contains("Ann"))
    #expect(json.contains("sent a photo: Person 2-2017.jpg"))
    // Without --anonymize the folder may be written.
    let plain = try CLIHarness.run(["import", export, "--me", "Ann", "-o", outside])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(try String(contentsOfFile: outside, encoding: .utf8).contains("WhatsApp Chat with Bob"))
  }

  @Test func chatbotOptions() throws {
    let r = try CLIHarness.run([
      "import", Self.fixture("chatbot/transcript.json"), "--assistant-name", "Claude",
      "--show-system",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdoutText.contains("\"name\": \"Claude\""))
    #expect(r.stdoutText.contains("System: You are a helpful assistant"))
  }

  @Test func helpNamesTheImportOptions() throws {
    let r = try CLIHarness.run(["import", "--help"])
    #expect(r.status == 0 && r.stdoutText.contains("--time-format"))
    let main = try CLIHarness.run(["--help"])
    #expect(main.stdoutText.contains("--anonymize") && main.stdoutText.contains("chatshot import"))
  }
}

/// A Slack channel folder rendered without `-o`.
@Suite struct SlackFolderCLITests {
  @Test func folderWithItsSlashGivesAPNGBesideIt() throws {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let source = ImportCLITests.fixtures.appendingPathComponent("slack")
    let copy = dir.appendingPathComponent("slack")
    try FileManager.default.copyItem(at: source, to: copy)
    let r = try CLIHarness.run(["slack/general/", "--me", "Ann", "--scale", "1"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent("general.png").path))
  }
}
