import Foundation
import Testing

/// `POST /render` answers with the bytes `chatshot` writes for the same input and options,
/// in every format: the service runs the CLI's option parsers and the library's one
/// pipeline, not copies of them.
@Suite(.serialized) struct ServeRenderBytesTests {
  static let weekend = Golden.repository.appendingPathComponent("Examples/weekend.json")
  static let script = """
    @title Lunch plans
    @me Ann

    -- Today
    [12:01] Ann: Hungry?
    [12:02] Bob: Starving.
      Tacos or ramen?
    Ann: Ramen it is 🍜

    """

  /// What `chatshot INPUT ARGUMENTS -o out.EXT` writes.
  private func cli(_ input: URL, _ arguments: [String], format: String) throws -> Data {
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let out = dir.appendingPathComponent("out." + format)
    let result = try CLIHarness.run([input.path] + arguments + ["-o", out.path])
    #expect(result.status == 0, "\(result.stderr)")
    return try Data(contentsOf: out)
  }

  @Test func everyFormatIsTheCLIsBytes() throws {
    let server = try ServeHarness()
    let body = try Data(contentsOf: Self.weekend)
    for format in ["png", "webp", "svg", "pdf"] {
      let response = try server.request(
        "POST", "/render?scale=2&theme=green&appearance=dark&format=\(format)", body: body)
      #expect(response.status == 200, "\(format): \(response.text)")
      let expected = try cli(
        Self.weekend, ["--scale", "2", "--theme", "green", "--appearance", "dark"], format: format)
      #expect(
        response.body == expected, "\(format): \(response.body.count) vs \(expected.count) bytes")
    }
  }

  @Test func aChatScriptIsReadAsTheCLIReadsIt() throws {
    let server = try ServeHarness()
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("lunch.chat")
    try Self.script.write(to: file, atomically: true, encoding: .utf8)
    let response = try server.request(
      "POST", "/render?name=lunch.chat&device=iphone-15&screen", body: Data(Self.script.utf8),
      contentType: "text/plain; charset=utf-8")
    #expect(response.status == 200, "\(response.text)")
    #expect(response.headers["content-type"] == "image/png")
    #expect(response.body == (try cli(file, ["--device", "iphone-15", "--screen"], format: "png")))
    // The same through from=script, as --from script.
    let forced = try server.request(
      "POST", "/render?from=script&device=iphone-15&screen", body: Data(Self.script.utf8),
      contentType: "text/plain")
    #expect(forced.body == response.body)
  }

  /// A multipart body carries the photos its conversation names, as files beside it.
  @Test func multipartPartsAreTheFilesBesideTheConversation() throws {
    let server = try ServeHarness()
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let photo = dir.appendingPathComponent("beach.jpg")
    try FileManager.default.copyItem(
      at: Golden.repository.appendingPathComponent("Examples/photos/beach.jpg"), to: photo)
    let json = """
      {"localUser": "me", "participants": [{"id": "me", "name": "Sam"}, {"id": "ana", "name": "Ana"}],
       "messages": [{"from": "ana", "text": "Trip?", "time": "18:02"},
                    {"from": "me", "image": "beach.jpg", "text": "Day two", "time": "18:04"}]}
      """
    let file = dir.appendingPathComponent("trip.json")
    try json.write(to: file, atomically: true, encoding: .utf8)
    let response = try server.request(
      "POST", "/render?scale=1", contentType: nil,
      curlOptions: [
        "-F", "conversation=@\(file.path);type=application/json", "-F", "photo=@\(photo.path)",
      ])
    #expect(response.status == 200, "\(response.text)")
    #expect(response.body == (try cli(file, ["--scale", "1"], format: "png")))
    // Without the part, the photo is not found: no file of the server's is read.
    let alone = try server.request("POST", "/render?scale=1", body: Data(json.utf8))
    #expect(alone.status == 422)
    #expect(alone.json["kind"] as? String == "unreadableInput")
  }

  @Test func dumpTranscriptAndSnippetAreTheCLIs() throws {
    let server = try ServeHarness()
    let body = try Data(contentsOf: Self.weekend)
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let run = try CLIHarness.run(
      [
        Self.weekend.path, "--scale", "1,2", "--appearance", "light,dark", "-o", "weekend.png",
        "--html", "weekend.html", "--layout-json", "layout.json",
      ], in: dir)
    #expect(run.status == 0, "\(run.stderr)")
    let dump = try server.request("POST", "/dump?scale=1", body: body)
    #expect(dump.body == (try Data(contentsOf: dir.appendingPathComponent("layout.json"))))
    let snippet = try server.request(
      "POST", "/snippet?name=weekend.json&scale=1,2&appearance=light,dark", body: body)
    #expect(
      snippet.text
        == (try String(contentsOf: dir.appendingPathComponent("weekend.html"), encoding: .utf8)))
    let transcript = try server.request("POST", "/transcript", body: body)
    #expect(transcript.body == (try CLIHarness.run(["transcript", Self.weekend.path]).stdout))
  }

  /// `chat=` picks one chat of an export that holds several, as `--chat` does.
  @Test func chatPicksOneChatOfAnAccountExport() throws {
    let server = try ServeHarness()
    let dir = try CLIHarness.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("result.json")
    try TelegramExportTests.account.write(to: file, atomically: true, encoding: .utf8)
    let body = Data(TelegramExportTests.account.utf8)
    let trip = try server.request("POST", "/render?chat=Trip&scale=1", body: body)
    #expect(trip.status == 200, "\(trip.text)")
    #expect(trip.body == (try cli(file, ["--chat", "Trip", "--scale", "1"], format: "png")))
    let bob = try server.request("POST", "/render?channel=222&scale=1", body: body)
    #expect(bob.body == (try cli(file, ["--chat", "Bob", "--scale", "1"], format: "png")))
    #expect(bob.body != trip.body)
    let none = try server.request("POST", "/render?scale=1", body: body)
    #expect(none.status == 422)
    #expect(none.json["kind"] as? String == "invalidData")
    #expect(
      (none.json["error"] as? String)?.contains("'Old club' (id 444)") == true, "\(none.text)")
  }
}
