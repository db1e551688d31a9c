import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct CommandParsingTests {
  @Test func parsesRenderOptions() throws {
    let command = try Command.parse([
      "convo.json", "--scale", "1.5", "-o", "out.png", "--width=400", "--compression", "9",
      "--layout-json", "-",
    ])
    guard case .render(let r) = command else {
      Issue.record("expected a render command")
      return
    }
    #expect(r.input == "convo.json" && r.output == "out.png" && r.layoutJSON == "-")
    #expect(r.options.scale == 1.5 && r.options.width == 400 && r.options.compression == 9)
  }

  @Test func defaults() throws {
    guard case .render(let r) = try Command.parse(["a.json"]) else { return }
    #expect(r.options == RenderOptions())
    #expect(r.options.scale == 2 && r.options.width == nil)
  }

  @Test(arguments: [
    (
      ["a.json", "--scale", "0"],
      UsageError.invalidValue("0", option: "--scale", expected: "a number from 0.5 to 4")
    ),
    (
      ["a.json", "--scale", "nan"],
      .invalidValue("nan", option: "--scale", expected: "a number from 0.5 to 4")
    ),
    (
      ["a.json", "--width", "100"],
      .invalidValue("100", option: "--width", expected: "a number from 160 to 2048")
    ),
    (
      ["a.json", "--compression", "1.5"],
      .invalidValue("1.5", option: "--compression", expected: "a whole number from 0 to 9")
    ),
    (["a.json", "--frobnicate"], .unknownOption("--frobnicate")),
    (["a.json", "-o"], .missingValue(option: "-o")),
    ([], .missingInput),
    (["a.json", "b.json"], .unexpectedArgument("b.json")),
    (
      ["a.json", "--emoticons=yes"],
      .invalidValue("yes", option: "--emoticons", expected: "no value")
    ),
  ])
  func rejectsBadUsage(arguments: [String], expected: UsageError) {
    #expect(throws: expected) { try Command.parse(arguments) }
  }

  @Test func helpAndVersionWinAnywhere() throws {
    guard case .help(let text) = try Command.parse(["a.json", "--help"]), text == chatshotHelp
    else {
      Issue.record("expected chatshot's help")
      return
    }
    for type in subcommands {
      guard case .help(let text) = try Command.parse([type.name, "x", "--help"]), text == type.help
      else {
        Issue.record("expected the help of chatshot \(type.name)")
        return
      }
      #expect(
        text.hasPrefix("chatshot \(type.name): "), "one convention: 'chatshot NAME: what it does'")
      #expect(usageLines(of: text).hasPrefix("Usage: chatshot \(type.name)"))
    }
    guard case .version = try Command.parse(["--version"]) else {
      Issue.record("expected version")
      return
    }
  }

  @Test func dashIsAPositional() throws {
    guard case .render(let r) = try Command.parse(["-", "-o", "-"]) else { return }
    #expect(r.input == "-" && r.output == "-")
  }

  @Test(arguments: [
    ("convo.json", "convo.png"), ("dir/convo.json", "dir/convo.png"),
    ("a.b/convo", "a.b/convo.png"),
    (".hidden", ".hidden.png"), ("-", "chatshot.png"), ("x", "x.png"),
  ])
  func defaultOutputPath(input: String, expected: String) {
    #expect(RenderCommand(input: input).outputPath == expected)
  }
}
