import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Every file a run reads (the conversation, an export's other files, avatars, photos, the
/// theme file and its images) is compared with every file it writes, before anything is
/// written: an output that would replace one is a usage error (exit 64), and nothing in the
/// folder changes. The library says what it read (``ChatImporter/read(contentsOf:options:
/// allowedRoots:)``, ``Conversation/readFiles``); the CLI compares.
@Suite struct InputOverwriteCLITests {
  static let picture = Golden.repository.appendingPathComponent("Goldens/examples/weekend@1x.png")

  struct Case: Sendable, CustomStringConvertible {
    /// Shell commands that prepare the folder.
    var setup = ":"
    /// The command line after `chatshot`, as the shell reads it.
    var command: String
    var status: Int32 = 64
    var message: String
    var description: String { command }
  }

  /// `trip.json`: Kim (avatar `faces/kim.png`) sends the photo `pics/dune.png`, then text;
  /// `team/general/` is a Slack channel folder with its export's `team/users.json`.
  private func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    let fm = FileManager.default
    for folder in ["pics", "faces", "team/general"] {
      try fm.createDirectory(
        at: dir.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try fm.copyItem(at: Self.picture, to: dir.appendingPathComponent("pics/dune.png"))
    try fm.copyItem(at: Self.picture, to: dir.appendingPathComponent("faces/kim.png"))
    let trip = """
      {"localUser": "me",
       "participants": [{"id": "me"}, {"id": "kim", "name": "Kim", "avatar": "faces/kim.png"}],
       "messages": [{"from": "me", "text": "back from the desert"},
                    {"from": "kim", "image": "pics/dune.png", "text": "the big dune"}]}
      """
    try Data(trip.utf8).write(to: dir.appendingPathComponent("trip.json"))
    let day =
      #"[{"type": "message", "user": "U1", "text": "standup in 5", "ts": "1683190800.000100"}]"#
    try Data(day.utf8).write(to: dir.appendingPathComponent("team/general/2023-05-04.json"))
    let users = #"[{"id": "U1", "name": "rosa", "real_name": "Rosa Diaz"}]"#
    try Data(users.utf8).write(to: dir.appendingPathComponent("team/users.json"))
    return dir
  }

  private func snapshot(_ dir: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: dir.path) {
      files[name] = try? Data(contentsOf: dir.appendingPathComponent(name))
    }
    return files
  }

  static let replaces = ": an output cannot be an input"

  @Test(arguments: [
    Case(
      command: "trip.json -o pics/dune.png",
      message: "chatshot: -o 'pics/dune.png' would replace the photo of message 1 "
        + "'pics/dune.png'" + replaces),
    Case(
      setup: "ln pics/dune.png hard.png", command: "trip.json -o hard.png",
      message: "chatshot: -o 'hard.png' would replace the photo of message 1 'pics/dune.png'"
        + replaces),
    Case(
      setup: "ln -s pics/dune.png soft.png", command: "trip.json -o soft.png",
      message: "chatshot: -o 'soft.png' would replace the photo of message 1 'pics/dune.png'"
        + replaces),
    Case(
      setup: "sed -e 's#pics/dune.png#dune.png#' -e 's#, \"avatar\": \"faces/kim.png\"##' "
        + "trip.json > pics/dune.json",
      command: "pics/dune.json",
      message: "chatshot: the output 'pics/dune.png' would replace the photo of message 1 "
        + "'dune.png'" + replaces),
    Case(
      command: "trip.json -o x.png --layout-json pics/dune.png",
      message: "chatshot: --layout-json 'pics/dune.png' would replace the photo of message 1 "
        + "'pics/dune.png'" + replaces),
    Case(
      command: "trip.json -o x.png --html pics/dune.png",
      message: "chatshot: --html 'pics/dune.png' would replace the photo of message 1 "
        + "'pics/dune.png'" + replaces),
    Case(
      command: "trip.json -o x.png --alt-text faces/kim.png",
      message: "chatshot: --alt-text 'faces/kim.png' would replace the avatar 'faces/kim.png'"
        + replaces),
    Case(
      setup: "cp pics/dune.png pics/d@3x.png && sed 's#dune.png#d@3x.png#' trip.json > v.json",
      command: "v.json -o pics/d.png --scale 1,3",
      message: "chatshot: -o 'pics/d@3x.png' would replace the photo of message 1 "
        + "'pics/d@3x.png'" + replaces),
    Case(
      command: "check trip.json --golden pics/dune.png --update",
      message: "chatshot check: --golden 'pics/dune.png' would replace the photo of message 1 "
        + "'pics/dune.png'" + replaces),
    Case(
      command: "import trip.json -o faces/kim.png",
      message: "chatshot: -o 'faces/kim.png' would replace the avatar 'faces/kim.png'"
        + replaces),
    Case(
      command: "import team/general --me 'Rosa Diaz' -o team/users.json",
      message: "chatshot: -o 'team/users.json' would replace the export's file "
        + "'team/users.json'" + replaces),
    Case(
      command: "team/general --me 'Rosa Diaz' -o team/general/2023-05-04.json --format png",
      message: "chatshot: -o 'team/general/2023-05-04.json' would replace the export's file "
        + "'team/general/2023-05-04.json'" + replaces),
    Case(
      setup: "sed -e 's#pics/dune.png#dune.png#' -e 's#, \"avatar\": \"faces/kim.png\"##' "
        + "trip.json > pics/dune.json",
      command: "pics/dune.json --out-dir pics",
      message: "chatshot: the output of 'pics/dune.json' ('pics/dune.png') would replace the "
        + "photo of message 1 'dune.png' of 'pics/dune.json'" + replaces),
    Case(
      setup: "mkdir o && cp pics/dune.png o/a.png && cp trip.json a.json"
        + " && sed 's#pics/dune.png#o/a.png#' trip.json > b.json",
      command: "b.json a.json --out-dir o",
      message: "chatshot: the output of 'a.json' ('o/a.png') would replace the photo of "
        + "message 1 'o/a.png' of 'b.json'" + replaces),
    Case(
      setup: "(echo -n '{\"id\": \"dune\", '; tr -d '\\n' < trip.json | cut -c2-; echo) > t.jsonl",
      command: "--jsonl t.jsonl --out-dir pics",
      message: "chatshot: the output of t.jsonl:1 ('pics/dune.png') would replace the photo of "
        + "message 1 'pics/dune.png' of t.jsonl:1" + replaces),
  ])
  func anOutputNeverReplacesAnInput(_ c: Case) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let setup = try CLIHarness.shell(c.setup, in: dir)
    #expect(setup.status == 0, "\(setup.stderr)")
    let before = try snapshot(dir)
    let r = try CLIHarness.shell("\"$CHATSHOT\" " + c.command, in: dir)
    #expect(r.status == c.status, "\(r.stderr)")
    #expect(r.stderr.split(separator: "\n").first.map(String.init) == c.message)
    #expect(try snapshot(dir) == before, "nothing written")
  }

  /// Without the collision each of these runs, so the refusals above are about the files.
  @Test func theSameRunsWriteElsewhere() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    for command in [
      "trip.json -o x.png --html x.html --alt-text x.txt --layout-json x.json --scale 1,3",
      "import team/general --me 'Rosa Diaz' -o team/general.json",
      "trip.json --out-dir out",
    ] {
      let r = try CLIHarness.shell("\"$CHATSHOT\" " + command, in: dir)
      #expect(r.status == 0, "\(command): \(r.stderr)")
    }
  }

  /// A photo whose data is found damaged only when it is drawn is reported as the decoder
  /// reports a bad file: the conversation file, the message, the path as the conversation
  /// wrote it (never the absolute path it was read from).
  @Test func aPhotoDamagedInsideNamesTheConversationAndItsOwnPath() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    var photo = [UInt8](
      try Data(
        contentsOf: Golden.repository.appendingPathComponent(
          "Examples/photos/beach.jpg")))
    for i in (photo.count / 2)..<(photo.count / 2 + 48) { photo[i] = 0xFF }
    try Data(photo).write(to: dir.appendingPathComponent("pics/broken.jpg"))
    let text = try String(contentsOf: dir.appendingPathComponent("trip.json"), encoding: .utf8)
      .replacingOccurrences(of: "pics/dune.png", with: "pics/broken.jpg")
    try Data(text.utf8).write(to: dir.appendingPathComponent("broken.json"))
    let r = try CLIHarness.run(["broken.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr.hasPrefix(
        "chatshot: broken.json: messages[1].image: image file 'pics/broken.jpg' is not a "
          + "readable JPEG: "), "\(r.stderr)")
    #expect(!r.stderr.contains(dir.path))
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
