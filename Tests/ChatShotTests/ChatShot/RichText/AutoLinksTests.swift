import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// URLs, e-mail addresses and @mentions found in any text.
@Suite struct AutoLinksTests {
  let links = AutoLinks(participants: [
    Participant(id: "ana", name: "Ana Lima"), Participant(id: "raj"),
  ])

  func found(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return links.spans(in: text).map {
      guard case .link(let url) = $0.style else { return "?" }
      return String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) + " → " + url
    }
  }

  @Test func urls() {
    #expect(
      found("see https://example.com/a?b=1.") == [
        "https://example.com/a?b=1 → https://example.com/a?b=1"
      ])
    #expect(found("(www.example.com/x)") == ["www.example.com/x → http://www.example.com/x"])
    #expect(
      found("wiki https://en.wikipedia.org/wiki/C_(language)!") == [
        "https://en.wikipedia.org/wiki/C_(language) → https://en.wikipedia.org/wiki/C_(language)"
      ])
    #expect(found("nohttps://x.com and https:// alone").isEmpty)
  }

  @Test func emails() {
    #expect(
      found("write to help.desk+x@mail.example.org.") == [
        "help.desk+x@mail.example.org → mailto:help.desk+x@mail.example.org"
      ])
    #expect(found("a@b is not one, nor a@b.c").isEmpty)
  }

  @Test func mentionsByIdOrName() {
    #expect(
      found("ping @raj and @Ana Lima, not @rajesh or @nobody") == [
        "@raj → mention:raj", "@Ana Lima → mention:ana",
      ])
    #expect(found("mail@raj.com is an address").count == 1)
  }

  /// Not inside code or an existing link; in every block of a Markdown text.
  @Test func skipsCodeAndLinks() throws {
    let conversation = Conversation(messages: [Message(from: "me", text: "")])
    var message = Message(
      from: "me", text: "`https://a.example` [https://b.example](https://c.example)\n\n> @raj")
    message.format = .markdown
    let rich = try #require(
      RichTextBuilder.richText(
        for: message, in: conversation, content: message.text, emoticons: false, links: links))
    #expect(rich.links.map(\.url) == ["https://c.example", "mention:raj"])
  }

  /// Hostile texts are scanned in linear time: a URL ending in 10,000 brackets, 20,000 "@"s
  /// and addresses without a domain.
  @Test func hostileTextsScanQuickly() {
    let many = (0..<2_000).map { Participant(id: "p\($0)", name: "Person \($0)") }
    let links = AutoLinks(participants: many)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let url = "https://x.example/" + String(repeating: ")", count: 10_000)
      #expect(links.spans(in: url).count == 1)
      #expect(links.spans(in: String(repeating: "@P", count: 10_000)).isEmpty)
      #expect(links.spans(in: String(repeating: "a.b@", count: 5_000)).isEmpty)
    }
    #expect(elapsed < .seconds(5))
  }
}
