import Foundation
import Testing

@testable import ChatShotImage

/// `--if-changed`: an output whose metadata records this very render stays as it is (bytes
/// and modification time); anything that would change the picture renders it again. Through
/// the built binary, as a docs build runs it.
@Suite struct IfChangedCLITests {
  /// A folder with a conversation that draws a photo and an avatar, and a theme file.
  private func folder() throws -> URL {
    let dir = try CLIHarness.temporaryDirectory()
    let examples = CLIRenderTests.examples
    let photo = try Data(contentsOf: examples.appendingPathComponent("photos/beach.jpg"))
    try photo.write(to: dir.appendingPathComponent("photo.jpg"))
    try photo.write(to: dir.appendingPathComponent("other.jpg"))
    try Data(contentsOf: examples.appendingPathComponent("photos/lighthouse.jpg"))
      .write(to: dir.appendingPathComponent("avatar.jpg"))
    try write(dir, "c.json", conversation(text: "See you at nine"))
    try write(dir, "theme.json", Self.theme(background: "#FFFFFF"))
    return dir
  }

  static func theme(background: String) -> String {
    #"{"name": "mine", "extends": "default", "background": "\#(background)"}"#
  }

  private func conversation(text: String, photo: String = "photo.jpg") -> String {
    """
    {"localUser": "me", "participants": [{"id": "me", "name": "Sam"},
     {"id": "ana", "name": "Ana", "avatar": "avatar.jpg"}],
     "messages": [{"from": "ana", "text": "\(text)", "time": "09:41"},
      {"from": "me", "image": "\(photo)", "text": "here"}]}
    """
  }

  private func write(_ dir: URL, _ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: dir.appendingPathComponent(name))
  }

  private func bytes(_ dir: URL, _ name: String) throws -> Data {
    try Data(contentsOf: dir.appendingPathComponent(name))
  }

  /// Sets the file's modification time an hour back, so that a rewrite shows.
  private func age(_ dir: URL, _ names: [String]) throws {
    for name in names {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)],
        ofItemAtPath: dir.appendingPathComponent(name).path)
    }
  }

  private func modified(_ dir: URL, _ name: String) throws -> Date {
    let attributes = try FileManager.default.attributesOfItem(
      atPath: dir.appendingPathComponent(name).path)
    return attributes[.modificationDate] as! Date
  }

  /// Runs `arguments` once plainly, ages the outputs, changes what `change` changes, runs
  /// again with `--if-changed`: whether the picture was left as it was.
  private func leftAlone(
    _ arguments: [String], outputs: [String] = ["out.png"], change: (URL) throws -> Void = { _ in },
    again: [String]? = nil
  ) throws -> Bool {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let first = try CLIHarness.run(arguments, in: dir)
    #expect(first.status == 0, "\(first.stderr)")
    try age(dir, outputs)
    let before = try outputs.map { try (bytes(dir, $0), modified(dir, $0)) }
    try change(dir)
    let second = try CLIHarness.run((again ?? arguments) + ["--if-changed"], in: dir)
    #expect(second.status == 0, "\(second.stderr)")
    let after = try outputs.map { try (bytes(dir, $0), modified(dir, $0)) }
    let untouched = zip(before, after).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    if !untouched {
      // What was written again is what a render without --if-changed writes.
      let fresh = try CLIHarness.run((again ?? arguments) + ["-o", "fresh.png"], in: dir)
      #expect(fresh.status == 0)
      #expect(try bytes(dir, outputs[0]) == bytes(dir, "fresh.png"))
    }
    #expect(second.stderr == (untouched ? "chatshot: out.png is up to date\n" : ""))
    return untouched
  }

  @Test func anUntouchedOutputKeepsItsBytesAndModificationTime() throws {
    #expect(try leftAlone(["c.json", "-o", "out.png"]))
    #expect(try leftAlone(["c.json", "-o", "out.png", "--theme", "theme.json", "--scale", "3"]))
  }

  @Test func aChangedConversationRenders() throws {
    #expect(
      try !leftAlone(["c.json", "-o", "out.png"]) { dir in
        try write(dir, "c.json", conversation(text: "See you at ten"))
      })
  }

  @Test func aChangedPhotoOrAvatarRenders() throws {
    let lighthouse = CLIRenderTests.examples.appendingPathComponent("photos/lighthouse.jpg")
    #expect(
      try !leftAlone(["c.json", "-o", "out.png"]) { dir in
        try FileManager.default.removeItem(at: dir.appendingPathComponent("photo.jpg"))
        try FileManager.default.copyItem(
          at: lighthouse, to: dir.appendingPathComponent("photo.jpg"))
      })
    #expect(
      try !leftAlone(["c.json", "-o", "out.png"]) { dir in
        try bytes(dir, "photo.jpg").write(to: dir.appendingPathComponent("avatar.jpg"))
      })
    // Another file with the same bytes: the conversation names another photo.
    #expect(
      try !leftAlone(["c.json", "-o", "out.png"]) { dir in
        try write(dir, "c.json", conversation(text: "See you at nine", photo: "other.jpg"))
      })
  }

  @Test func aChangedThemeRenders() throws {
    #expect(
      try !leftAlone(["c.json", "-o", "out.png", "--theme", "theme.json"]) { dir in
        try write(dir, "theme.json", Self.theme(background: "#FFFFFE"))
      })
    #expect(
      try !leftAlone(
        ["c.json", "-o", "out.png"], again: ["c.json", "-o", "out.png", "--theme", "green"]))
  }

  @Test func aChangedOptionRenders() throws {
    #expect(
      try !leftAlone(
        ["c.json", "-o", "out.png"], again: ["c.json", "-o", "out.png", "--scale", "3"]))
    #expect(
      try !leftAlone(
        ["c.json", "-o", "out.png"], again: ["c.json", "-o", "out.png", "--width", "360"]))
    #expect(
      try !leftAlone(
        ["c.json", "-o", "out.png"], again: ["c.json", "-o", "out.png", "--appearance", "dark"]))
  }

  /// A picture made by another chatshot version, or with other fonts: rewritten chunks.
  @Test func anotherVersionOrFontRenders() throws {
    for (keyword, edit) in [
      ("Software", { (text: String) in "chatshot 0.0.1" }),
      (
        "chatshot:fonts",
        { (text: String) in
          text.replacingOccurrences(
            of: "\"sha256OfSizeAndEnds64K\":\"", with: "\"sha256OfSizeAndEnds64K\":\"0")
        }
      ),
      (
        "chatshot:libraries",
        { (text: String) in text.replacingOccurrences(of: "\"pango\":\"", with: "\"pango\":\"9.") }
      ),
    ] {
      var edits = 0
      let untouched = try leftAlone(["c.json", "-o", "out.png"]) { dir in
        let png = [UInt8](try bytes(dir, "out.png"))
        let edited = try Self.replacingText(of: keyword, in: png, with: edit)
        if edited != png { edits += 1 }
        try Data(edited).write(to: dir.appendingPathComponent("out.png"))
      }
      #expect(edits == 1 && !untouched, "\(keyword)")
    }
  }

  @Test func aPictureWithoutMetadataOrNotChatshotsRenders() throws {
    #expect(try !leftAlone(["c.json", "-o", "out.png", "--no-metadata"]))
    #expect(
      try !leftAlone(["c.json", "-o", "out.png"]) { dir in
        let png = try PNGWriter.encode(
          RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16)))
        try Data(png).write(to: dir.appendingPathComponent("out.png"))
      })
    #expect(
      try !leftAlone(["c.json", "-o", "out.png"]) { dir in
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out.png"))
      })
    // A PNG where a WebP is asked for.
    #expect(
      try !leftAlone(
        ["c.json", "-o", "out.png"], again: ["c.json", "-o", "out.png", "--format", "webp"]))
  }

  @Test func everyFormatIsJudged() throws {
    for name in ["out.webp", "out.svg", "out.pdf"] {
      let dir = try folder()
      defer { try? FileManager.default.removeItem(at: dir) }
      #expect(try CLIHarness.run(["c.json", "-o", name], in: dir).status == 0)
      try age(dir, [name])
      let before = try (bytes(dir, name), modified(dir, name))
      let again = try CLIHarness.run(["c.json", "-o", name, "--if-changed"], in: dir)
      #expect(again.stderr == "chatshot: \(name) is up to date\n", "\(name)")
      #expect(try (bytes(dir, name), modified(dir, name)) == before, "\(name)")
    }
  }

  /// Scales and appearances are judged one by one; the texts are written only when their
  /// bytes change, and are those a plain render writes.
  @Test func variantsAndTextsAreJudgedOneByOne() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let arguments = [
      "c.json", "-o", "out.png", "--scale", "1,2", "--appearance", "light,dark", "--html",
      "out.html", "--alt-text", "out.txt", "--layout-json", "out.layout.json",
    ]
    let pictures = ["out.png", "out@2x.png", "out.dark.png", "out.dark@2x.png"]
    let texts = ["out.html", "out.txt", "out.layout.json"]
    #expect(try CLIHarness.run(arguments, in: dir).status == 0)
    let plain = try (pictures + texts).map { try bytes(dir, $0) }
    try age(dir, pictures + texts)
    let times = try (pictures + texts).map { try modified(dir, $0) }
    let untouched = try CLIHarness.run(arguments + ["--if-changed"], in: dir)
    #expect(untouched.stderr == "chatshot: out.png is up to date\n")
    #expect(try (pictures + texts).map { try modified(dir, $0) } == times)
    // Without the first picture and the texts: those are written again, the others kept,
    // and the texts (rebuilt from the other pictures' metadata) are the same bytes.
    for name in ["out.png"] + texts {
      try FileManager.default.removeItem(at: dir.appendingPathComponent(name))
    }
    let some = try CLIHarness.run(arguments + ["--if-changed"], in: dir)
    #expect(some.status == 0 && some.stderr.isEmpty, "\(some.stderr)")
    #expect(try (pictures + texts).map { try bytes(dir, $0) } == plain)
    #expect(try pictures.dropFirst().map { try modified(dir, $0) } == Array(times[1..<4]))
    // Only the texts missing: rebuilt from the first picture's metadata, pictures kept.
    for name in texts { try FileManager.default.removeItem(at: dir.appendingPathComponent(name)) }
    try age(dir, ["out.png"])
    let first = try modified(dir, "out.png")
    let textsOnly = try CLIHarness.run(arguments + ["--if-changed"], in: dir)
    #expect(textsOnly.status == 0 && textsOnly.stderr.isEmpty, "\(textsOnly.stderr)")
    #expect(try (pictures + texts).map { try bytes(dir, $0) } == plain)
    #expect(try modified(dir, "out.png") == first)
  }

  @Test func aBatchReportsWhatItSkipped() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    for name in ["a", "b", "c"] { try write(dir, name + ".json", conversation(text: name)) }
    let inputs = ["a.json", "b.json", "c.json"]
    let first = try CLIHarness.run(inputs + ["--out-dir", "out"], in: dir)
    #expect(first.status == 0)
    let outputs = ["out/a.png", "out/b.png", "out/c.png"]
    try age(dir, outputs)
    let times = try outputs.map { try modified(dir, $0) }
    try write(dir, "b.json", conversation(text: "b changed"))
    let again = try CLIHarness.run(inputs + ["--out-dir", "out", "--if-changed"], in: dir)
    #expect(again.status == 0)
    #expect(
      again.stderr.hasPrefix("chatshot: skipped 2 (up to date), rendered 1 of 3 into out in "))
    #expect(try modified(dir, outputs[0]) == times[0] && modified(dir, outputs[2]) == times[2])
    #expect(try modified(dir, outputs[1]) != times[1])
  }

  /// `png` with the text of its chunk `keyword` replaced (its CRC made again).
  static func replacingText(
    of keyword: String, in png: [UInt8], with edit: (String) -> String
  ) throws -> [UInt8] {
    var out = Array(png[0..<8])
    var offset = 8
    while offset + 8 <= png.count {
      let length = Int(PNGChunks.readUInt32(png, offset))
      let type = Array(png[offset + 4..<offset + 8])
      var data = Array(png[offset + 8..<offset + 8 + length])
      let prefix = Array(keyword.utf8) + [0]
      if type == Array("tEXt".utf8), data.starts(with: prefix) {
        let text = String(decoding: data[prefix.count...], as: UTF8.self)
        data = prefix + Array(edit(text).utf8)
      }
      let body = type + data
      let crc = PNGChunks.crc32(body[...])
      out += [
        UInt8(data.count >> 24 & 255), UInt8(data.count >> 16 & 255), UInt8(data.count >> 8 & 255),
        UInt8(data.count & 255),
      ]
      out += body
      out += [
        UInt8(crc >> 24 & 255), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255),
      ]
      offset += 12 + length
    }
    return out
  }
}
