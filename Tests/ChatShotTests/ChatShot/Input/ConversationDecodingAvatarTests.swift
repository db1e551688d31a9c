import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// Avatar paths against real folders, files and symbolic links:
///
///     <tmp>/convo/img/a.png        the conversation's own avatar
///     <tmp>/convo/inside.png       → img/a.png      (link that stays inside)
///     <tmp>/convo/outside.png      → ../elsewhere/b.png
///     <tmp>/convo/away             → ../elsewhere   (linked folder)
///     <tmp>/convo/folder/          a directory
///     <tmp>/elsewhere/b.png
@Suite final class ConversationDecodingAvatarTests {
  let root: String
  var base: String { root + "/convo" }
  var elsewhere: String { root + "/elsewhere" }

  init() throws {
    let fm = FileManager.default
    let made = fm.temporaryDirectory.appendingPathComponent("chatshot-avatars-\(UUID())").path
    try fm.createDirectory(atPath: made, withIntermediateDirectories: true)
    root = FileSystem.realPath(made) ?? made
    for folder in ["convo/img", "convo/folder", "elsewhere"] {
      try fm.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    // Avatars are checked to be whole PNGs while the conversation is read.
    let png = Data(try PNGWriter.encode(try RGBAImage(width: 2, height: 2, fill: [1, 2, 3, 255])))
    try png.write(to: URL(fileURLWithPath: root + "/convo/img/a.png"))
    try png.write(to: URL(fileURLWithPath: root + "/elsewhere/b.png"))
    try fm.createSymbolicLink(atPath: root + "/convo/inside.png", withDestinationPath: "img/a.png")
    try fm.createSymbolicLink(
      atPath: root + "/convo/outside.png", withDestinationPath: "../elsewhere/b.png")
    try fm.createSymbolicLink(atPath: root + "/convo/away", withDestinationPath: "../elsewhere")
  }

  deinit {
    try? FileManager.default.removeItem(atPath: root)
  }

  func json(avatar: String) -> String {
    #"{"participants": [{"id": "me", "avatar": "\#(avatar)"}], "messages": [{"from": "me", "text": "a"}]}"#
  }

  func resolve(_ avatar: String, allowedRoots: [String] = []) throws(InputError) -> String? {
    try decodeConversation(json(avatar: avatar), baseDirectory: base, allowedRoots: allowedRoots)
      .participants[0].avatar
  }

  @Test(arguments: ["img/a.png", "./img/../img/a.png", "img//a.png", "inside.png"])
  func acceptsPathsInsideTheFolder(_ avatar: String) throws {
    #expect(try resolve(avatar) == base + "/img/a.png")
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let avatar: String
    let reason: String
    let kind: ChatShotErrorKind
    var testDescription: String { avatar }
  }

  static let refused: [Case] = [
    Case(
      avatar: "../elsewhere/b.png",
      reason: "avatar path '../elsewhere/b.png' leads outside the conversation file's folder",
      kind: .invalidData),
    Case(
      avatar: "img/../../elsewhere/b.png",
      reason:
        "avatar path 'img/../../elsewhere/b.png' leads outside the conversation file's folder",
      kind: .invalidData),
    Case(
      avatar: "/etc/hostname",
      reason:
        "absolute avatar path '/etc/hostname' is not allowed; write it relative to the conversation file's folder",
      kind: .invalidData),
    Case(
      avatar: "img/missing.png", reason: "avatar file 'img/missing.png' does not exist",
      kind: .unreadableInput),
    Case(
      avatar: "img/a.png/x", reason: "avatar file 'img/a.png/x' does not exist",
      kind: .unreadableInput),
    Case(
      avatar: "folder", reason: "avatar path 'folder' is a directory, not an image file",
      kind: .unreadableInput),
    Case(avatar: "", reason: "expected an image path, found an empty string", kind: .invalidData),
  ]

  @Test(arguments: refused)
  func refuses(_ c: Case) {
    let error = decodeFailure(json(avatar: c.avatar), baseDirectory: base)
    #expect(error?.description == "c.json:1:42: participants[0].avatar: " + c.reason)
    #expect(error?.kind == c.kind)
  }

  @Test(arguments: ["outside.png", "away/b.png"])
  func refusesSymbolicLinksLeadingOut(_ avatar: String) {
    let error = decodeFailure(json(avatar: avatar), baseDirectory: base)
    #expect(
      error?.description
        == "c.json:1:42: participants[0].avatar: avatar path '\(avatar)' is a symbolic link to '\(elsewhere)/b.png', outside the conversation file's folder"
    )
    #expect(error?.kind == .invalidData)
  }

  @Test(arguments: ["../elsewhere/b.png", "outside.png", "away/b.png", "ELSEWHERE/b.png"])
  func allowedRootsAdmitPathsOutsideTheFolder(_ avatar: String) throws {
    let written = avatar.replacingOccurrences(of: "ELSEWHERE", with: elsewhere)
    #expect(try resolve(written, allowedRoots: [elsewhere]) == elsewhere + "/b.png")
  }

  @Test func allowedRootsStillRefuseOtherPlaces() {
    let error = decodeFailure(
      json(avatar: "/etc/hostname"), baseDirectory: base, allowedRoots: [elsewhere])
    #expect(
      error?.description
        == "c.json:1:42: participants[0].avatar: avatar path '/etc/hostname' leads outside the conversation file's folder and the allowed roots"
    )
  }

  @Test func standardInputResolvesAgainstTheCurrentDirectory() {
    let resolver = AvatarResolver(baseDirectory: nil, allowedRoots: [])
    #expect(resolver.roots.first?.description == FileSystem.realPath(FileSystem.currentDirectory()))
    let error = decodeFailure(json(avatar: "../../../../../../../../../../../etc/hostname"))
    #expect(error?.reason.hasSuffix("leads outside the conversation file's folder") == true)
  }

  @Test func decodingAFileResolvesAgainstItsFolder() throws {
    let file = base + "/c.json"
    try Data(json(avatar: "inside.png").utf8).write(to: URL(fileURLWithPath: file))
    let conversation = try ConversationDecoder.decode(contentsOf: file)
    #expect(conversation.participants[0].avatar == base + "/img/a.png")
  }

  @Test(arguments: [
    ("a/b.json", "a"), ("b.json", "."), ("/b.json", "/"), ("/x/y/b.json", "/x/y"),
    ("./b.json", "."),
  ])
  func directoryOfAPath(_ path: String, _ expected: String) {
    #expect(Paths.directory(of: path) == expected)
  }

  @Test(arguments: [("/a/./b/../c", "/a/c"), ("/../..", "/"), ("//a//b/", "/a/b"), ("/", "/")])
  func normalizesLexically(_ path: String, _ expected: String) {
    #expect(AvatarResolver.normalize(path) == expected)
  }
}
