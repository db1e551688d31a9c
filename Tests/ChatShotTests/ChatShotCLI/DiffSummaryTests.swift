import Testing

@testable import ChatShot
@testable import ChatShotCLI
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

@Suite struct DiffSummaryTests {
  @Test(arguments: [
    (0, 1, "0 different pixels of 1 (0.000 %)"),
    (1, 1_000, "1 different pixel of 1,000 (0.100 %)"),
    (143, 131_072, "143 different pixels of 131,072 (0.109 %)"),
    (1, 200_000, "1 different pixel of 200,000 (0.001 %)"),  // 0.0005 rounds half up
    (1, 300_000, "1 different pixel of 300,000 (< 0.001 %)"),
    (299_999, 300_000, "299,999 different pixels of 300,000 (> 99.999 %)"),
    (1_234_567, 1_234_567, "1,234,567 different pixels of 1,234,567 (100.000 %)"),
  ])
  func summaryIsGroupedAndRounded(_ different: Int, _ total: Int, _ line: String) {
    #expect(DiffResult(width: total, height: 1, differentPixels: different).summary == line)
  }

  @Test func emptyImageIsZeroPercent() {
    let empty = DiffResult(width: 0, height: 0, differentPixels: 0)
    #expect(empty.ratio == 0 && empty.summary == "0 different pixels of 0 (0.000 %)")
  }

  @Test(arguments: [
    (DiffTolerance.exact, 0, true), (.exact, 1, false),
    (DiffTolerance(maxDiffPixels: 10), 10, true), (DiffTolerance(maxDiffPixels: 10), 11, false),
    (DiffTolerance(maxDiffRatio: 0.01), 10, true), (DiffTolerance(maxDiffRatio: 0.01), 11, false),
    (DiffTolerance(maxDiffPixels: 5, maxDiffRatio: 0.01), 6, false),
  ])
  func toleranceAcceptsWithinEveryLimit(_ tolerance: DiffTolerance, _ different: Int, _ ok: Bool) {
    #expect(tolerance.accepts(DiffResult(width: 100, height: 10, differentPixels: different)) == ok)
  }

  @Test func parsesEveryOption() throws {
    let a = try DiffArguments.parse([
      "a.png", "b.png", "-o", "d.png", "--threshold", "0.2", "--include-aa", "--alpha=0.5",
      "--aa-color", "1,2,3", "--diff-color", "4,5,6", "--diff-color-alt", "7,8,9", "--diff-mask",
      "--no-checkerboard", "--max-diff-pixels", "12", "--max-diff-ratio", "0.5", "--json",
    ])
    var options = DiffOptions()
    options.threshold = 0.2
    options.includeAA = true
    options.alpha = 0.5
    options.aaColor = [1, 2, 3]
    options.diffColor = [4, 5, 6]
    options.diffColorAlt = [7, 8, 9]
    options.diffMask = true
    options.checkerboard = false
    #expect(a.expected == "a.png" && a.actual == "b.png" && a.output == "d.png" && a.json)
    #expect(a.options == options)
    #expect(a.tolerance == DiffTolerance(maxDiffPixels: 12, maxDiffRatio: 0.5))
    #expect(throws: UsageError.helpRequested) { try DiffArguments.parse(["a.png", "--help"]) }
  }

  @Test(arguments: [
    (
      ["-", "-"],
      UsageError.invalidValue(
        "-", option: "ACTUAL", expected: "a file when EXPECTED is standard input")
    ),
    (
      ["a.png", "b.png", "-o", "-"],
      .invalidValue("-", option: "-o", expected: "a file (standard output carries the result)")
    ),
    (
      ["a.png", "b.png", "--aa-color", "1,2,256"],
      .invalidValue("1,2,256", option: "--aa-color", expected: "R,G,B with each from 0 to 255")
    ),
    (
      ["a.png", "b.png", "--alpha", "-0.1"],
      .invalidValue("-0.1", option: "--alpha", expected: "a number from 0 to 1")
    ),
  ])
  func rejectsBadUsage(_ arguments: [String], _ expected: UsageError) {
    #expect(throws: expected) { try DiffArguments.parse(arguments) }
  }
}
