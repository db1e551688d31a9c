import Foundation
import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// One decimal grammar for every number on the command line (no hex, no exponent, no `+`),
/// options that contradict each other refused, and values refused in words that read.
@Suite struct OptionGrammarCLITests {
  static let example = Golden.repository.appendingPathComponent("Examples/bot-answer.json").path

  /// Written in the grammar: taken.
  @Test(arguments: [".5", "2", "1.50", "4.0", "0.5000"])
  func decimalsAreNumbers(_ text: String) throws {
    let r = try CLIHarness.run([Self.example, "-o", "/dev/null", "--scale", text])
    #expect(r.status == 0, "\(text): \(r.stderr)")
  }

  /// Anything else: refused, whatever Swift's own parsers would have made of it.
  @Test(arguments: [
    "0x2", "0x1p1", "1e0", "+2", " 2", "2 ", "2.", ".", "-", "", "inf", "nan", "1_0", "٣", "0b1",
    "1.2.3", "2,",
  ])
  func nothingElseIs(_ text: String) throws {
    let r = try CLIHarness.run([Self.example, "-o", "/dev/null", "--scale", text])
    #expect(r.status == 64, "\(text)")
    #expect(r.stderr.hasPrefix("chatshot: --scale \(text): expected "), "\(r.stderr)")
  }

  @Test(arguments: ["1.0", "+1", "0x1", "1e0", "99999999999999999999", "-0"])
  func wholeNumbersAreDigitsAlone(_ text: String) throws {
    let r = try CLIHarness.run([Self.example, "-o", "/dev/null", "--compression", text])
    #expect(r.status == (text == "-0" ? 0 : 64), "\(text): \(r.stderr)")
  }

  struct Case: Sendable, CustomStringConvertible {
    var arguments: [String]
    var message: String
    var description: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    Case(arguments: ["--scale", "0x3"], message: "--scale 0x3: expected a number from 0.5 to 4"),
    Case(
      arguments: ["--scale", "2,0x1"], message: "--scale 2,0x1: expected numbers from 0.5 to 4"),
    Case(
      arguments: ["--width", "0x150"], message: "--width 0x150: expected a number from 160 to 2048"),
    Case(
      arguments: ["--width", "3e2"], message: "--width 3e2: expected a number from 160 to 2048"),
    Case(
      arguments: ["--page-height", "0x1p8", "--format", "pdf"],
      message: "--page-height 0x1p8: expected a number from"),
    Case(
      arguments: ["--compression", "+7"],
      message: "--compression +7: expected a whole number from 0 to 9"),
    Case(arguments: ["-j", "0x2"], message: "-j 0x2: expected a whole number from 1 to 256"),
    Case(arguments: ["--last", "+2"], message: "--last +2: expected a whole number from 1 to"),
    Case(
      arguments: ["--day-first", "--month-first"],
      message: "--day-first and --month-first cannot be used together"),
    Case(
      arguments: ["--month-first", "--day-first"],
      message: "--day-first and --month-first cannot be used together"),
    Case(
      arguments: ["--time-format", "d MMM 'at HH:mm"],
      message: "--time-format d MMM 'at HH:mm: the quote at character 7 is never closed (two "
        + "quotes, '', stand for a quote)"),
  ])
  func refusedAsUsageErrors(_ c: Case) throws {
    let r = try CLIHarness.run([Self.example, "-o", "/dev/null"] + c.arguments)
    #expect(r.status == 64, "\(r.stderr)")
    #expect(r.stderr.hasPrefix("chatshot: " + c.message), "\(r.stderr)")
  }

  @Test func theGrammarsNumbersAreTaken() throws {
    for arguments in [["--scale", "1.50,3"], ["--width", "200.0"], ["-j", "2"]] {
      let r = try CLIHarness.run([Self.example, "-o", "/dev/null"] + arguments)
      #expect(r.status == 0, "\(arguments): \(r.stderr)")
    }
    let shard = try CLIHarness.run([Self.example, "--out-dir", "/dev/null/x", "--shard", "0x0/2"])
    #expect(shard.status == 64)
    #expect(shard.stderr.hasPrefix("chatshot: --shard 0x0/2: expected I/N"), "\(shard.stderr)")
  }

  /// `--messages` takes digits as an index and any other word as a message id.
  @Test func messageBoundsAreDigitsOrIDs() {
    #expect(ImportSelection.range("2..4")?.0 == .index(2))
    #expect(ImportSelection.range("+2..4")?.0 == .id("+2"))
    #expect(ImportSelection.range("0x2..")?.0 == .id("0x2"))
  }
}
