import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Images named by a conversation are checked while it is read, before any pixel is
/// decoded: each bad file is refused with a line pointing at its `avatar` value.
@Suite final class AvatarImageTests {
  let dir: URL
  let good: [UInt8]

  init() throws {
    dir = try CLIHarness.temporaryDirectory()
    good = try PNGWriter.encode(try RGBAImage(width: 8, height: 8, fill: [200, 100, 50, 255]))
  }

  deinit { try? FileManager.default.removeItem(at: dir) }

  func write(_ bytes: [UInt8], _ name: String) throws {
    try Data(bytes).write(to: dir.appendingPathComponent(name))
  }

  func json(_ avatar: String) -> String {
    #"{"participants": [{"id": "me", "avatar": "\#(avatar)"}], "messages": [{"from": "me", "text": "hi"}]}"#
  }

  func decode(_ avatar: String, limits: InputLimits = .default) throws(InputError) -> Conversation {
    try decodeConversation(json(avatar), limits: limits, baseDirectory: dir.path)
  }

  func refusal(_ avatar: String, limits: InputLimits = .default) -> InputError? {
    do {
      _ = try decode(avatar, limits: limits)
      return nil
    } catch {
      return error
    }
  }

  /// A PNG with the given IHDR and a tiny IDAT: a header can claim any size.
  static func png(width: UInt32, height: UInt32) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      return be(UInt32(data.count)) + body + be(PNGChunks.crc32(body[...]))
    }
    let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
    // A stored (uncompressed) zlib stream of three zero bytes.
    let idat: [UInt8] = [0x78, 0x01, 0x01, 0x03, 0x00, 0xFC, 0xFF, 0, 0, 0, 0x00, 0x03, 0x00, 0x01]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
      + chunk("IDAT", idat)
      + chunk("IEND", [])
  }

  @Test func wholeSmallPNGIsAccepted() throws {
    try write(good, "a.png")
    #expect(try decode("a.png").participants[0].avatar == FileSystem.realPath(dir.path + "/a.png"))
  }

  /// Many participants may share one image; it is checked once (a stranger's file naming
  /// one 16 MiB avatar for thousands of participants must not read it thousands of times).
  @Test func sharedAvatarIsResolvedForEveryone() throws {
    try write(good, "a.png")
    let participants = (0..<2000).map { #"{"id": "p\#($0)", "avatar": "a.png"}"# }.joined(
      separator: ", ")
    let json =
      #"{"participants": [\#(participants)], "messages": [{"from": "p0", "text": "hi"}], "localUser": "p0"}"#
    let conversation = try decodeConversation(json, baseDirectory: dir.path)
    #expect(Set(conversation.participants.compactMap(\.avatar)).count == 1)
    #expect(conversation.participants.count == 2000)
  }

  @Test func missingFile() {
    let error = refusal("nobody.png")
    #expect(
      error?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'nobody.png' does not exist")
    #expect(error?.kind == .unreadableInput)
  }

  /// A JPEG avatar (stored turned, EXIF orientation 6) draws exactly what the same upright
  /// pixels draw from a PNG.
  @Test func jpegAvatarsAreDrawnUpright() throws {
    let jpeg = try JPEGReaderTests.fixture("exif-6.jpg")
    try write(jpeg, "a.jpg")
    let upright = EXIFOrientation.of(jpeg: jpeg).apply(
      to: try JPEGReader.decode(jpeg, maxPixels: 1 << 20))
    try write(try PNGWriter.encode(upright), "a.png")
    let fromJPEG = try ChatRenderer().render(try decode("a.jpg")).bytes
    let fromPNG = try ChatRenderer().render(try decode("a.png")).bytes
    #expect(try PNGReader.decode(fromJPEG).image == PNGReader.decode(fromPNG).image)
    #expect(try decode("a.jpg").participants[0].avatar?.hasSuffix("a.jpg") == true)
    try write(Array(jpeg.prefix(jpeg.count / 2)), "cut.jpg")
    #expect(
      refusal("cut.jpg")?.description.contains(
        "participants[0].avatar: avatar file 'cut.jpg' is not a readable JPEG") == true)
  }

  @Test func notAPNGNorAJPEG() throws {
    try write(Array("GIF89a, not what it says".utf8), "a.png")
    #expect(
      refusal("a.png")?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'a.png' is neither a PNG nor a "
        + "JPEG image")
    try write([], "empty.png")
    #expect(
      refusal("empty.png")?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'empty.png' is neither a PNG nor "
        + "a JPEG image")
  }

  @Test func truncatedPNG() throws {
    try write(Array(good.prefix(good.count - 20)), "a.png")
    let cut = good.count - 20
    let error = refusal("a.png")
    #expect(error?.kind == .invalidData)
    #expect(
      error?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'a.png' is not a whole PNG: the file ends inside its 'IDAT' chunk (at byte \(cut) of \(good.count - 12)); it is truncated"
    )
    // Cut right after the image data: no IEND.
    try write(Array(good.prefix(good.count - 12)), "b.png")
    #expect(
      refusal("b.png")?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'b.png' is not a whole PNG: the file ends after \(good.count - 12) bytes without an 'IEND' chunk; it is truncated"
    )
    // Cut inside the header.
    try write(Array(good.prefix(20)), "c.png")
    #expect(
      refusal("c.png")?.description.hasPrefix(
        "c.json:1:42: participants[0].avatar: avatar file 'c.png' is not a readable PNG: invalid PNG data: "
      ) == true)
  }

  @Test func damagedChunk() throws {
    var bytes = good
    bytes[bytes.count - 20] ^= 0xFF
    try write(bytes, "a.png")
    let error = refusal("a.png")?.description ?? ""
    #expect(
      error.hasPrefix(
        "c.json:1:42: participants[0].avatar: avatar file 'a.png' is not a whole PNG: the 'IDAT' chunk at byte "
      ))
    #expect(error.hasSuffix(" is damaged (its CRC does not match)"))
  }

  /// A 100 KB-pixel-wide header in a 70-byte file: refused from the header, nothing decoded.
  @Test(arguments: [
    (UInt32(100_000), UInt32(100_000)), (5000, 5000), (4097, 4096), (1, 16_777_217),
  ])
  func headerClaimingHugeDimensions(width: UInt32, height: UInt32) throws {
    try write(Self.png(width: width, height: height), "bomb.png")
    #expect(
      refusal("bomb.png")?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'bomb.png' is \(width)×\(height) pixels; the limit is 16777216 pixels (e.g. 4096×4096)"
    )
  }

  @Test func largestDimensionsAreAccepted() throws {
    try write(Self.png(width: 4096, height: 4096), "big.png")
    #expect(throws: Never.self) { try self.decode("big.png") }
  }

  @Test func fileLargerThanTheLimit() throws {
    try write(good, "a.png")
    var limits = InputLimits()
    limits.maxImageBytes = 50
    #expect(
      refusal("a.png", limits: limits)?.description
        == "c.json:1:42: participants[0].avatar: avatar file 'a.png' is larger than the limit of 50 bytes"
    )
  }

  /// Through the binary: a path outside the conversation's folder is refused until
  /// `--allow-dir` names its folder; then it renders.
  @Test func allowDirAdmitsAnotherFolder() throws {
    let shared = dir.appendingPathComponent("shared")
    let convo = dir.appendingPathComponent("convo")
    for folder in [shared, convo] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    try Data(good).write(to: shared.appendingPathComponent("me.png"))
    for (name, avatar) in [
      ("relative.json", "../shared/me.png"), ("absolute.json", shared.path + "/me.png"),
    ] {
      try Data(json(avatar).utf8).write(to: convo.appendingPathComponent(name))
      let refused = try CLIHarness.run(["convo/\(name)", "-o", "out.png"], in: dir)
      #expect(refused.status == 65, "\(name)")
      #expect(refused.stderr.contains("participants[0].avatar: "), "\(name)")
      let allowed = try CLIHarness.run(
        ["convo/\(name)", "-o", "out.png", "--allow-dir", "shared"], in: dir)
      #expect(allowed.status == 0, "\(name): \(allowed.stderr)")
    }
    let missing = try CLIHarness.run(["convo/relative.json", "--allow-dir", "nowhere"], in: dir)
    #expect(missing.status == 64)
    #expect(
      missing.stderr.hasPrefix("chatshot: --allow-dir nowhere: expected an existing directory\n"))
  }

  /// Whole chunks but image data that does not decode: found when the pixels are decoded,
  /// still exit 65 with the file named, and no output left behind.
  @Test func undecodableImageDataFailsTheRenderCleanly() throws {
    try write(Self.png(width: 8, height: 8), "me.png")
    try Data(json("me.png").utf8).write(to: dir.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    // The path as the conversation wrote it, never the absolute one it was read from.
    #expect(r.stderr.hasPrefix("chatshot: image 'me.png': invalid PNG data: "), "\(r.stderr)")
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["c.json", "me.png"])
  }

  @Test func allowDirIsParsedRepeatably() throws {
    guard case .render(let r) = try Command.parse(["a.json", "--allow-dir", "x", "--allow-dir=y"])
    else {
      Issue.record("expected a render command")
      return
    }
    #expect(r.allowedDirectories == ["x", "y"])
  }

  /// A symbolic link in the conversation's folder that points out of it is refused, also
  /// through the binary (the file behind it is never opened).
  @Test func symbolicLinkOutIsRefusedEndToEnd() throws {
    let convo = dir.appendingPathComponent("convo")
    try FileManager.default.createDirectory(at: convo, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: convo.path + "/me.png", withDestinationPath: "/etc/passwd")
    try Data(json("me.png").utf8).write(to: convo.appendingPathComponent("c.json"))
    let r = try CLIHarness.run(["convo/c.json", "-o", "out.png"], in: dir)
    #expect(r.status == 65)
    #expect(
      r.stderr
        == "chatshot: convo/c.json:1:42: participants[0].avatar: avatar path 'me.png' is a symbolic link to '/etc/passwd', outside the conversation file's folder\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out.png").path))
  }
}
