import Testing

@testable import ChatShot
@testable import ChatShotCore
@testable import ChatShotDiff
@testable import ChatShotImage
@testable import ChatShotLayout
@testable import ChatShotModel
@testable import ChatShotRender

/// One row of `shared/fixtures/pixelmatch/CASES.md`.
struct PixelmatchCase: CustomTestStringConvertible, Sendable {
  let number: Int
  let expected: String
  let actual: String
  let options: DiffOptions
  let count: Int
  /// Expected diff image, under `expected-v7.2.0/`.
  let diffImage: String

  var testDescription: String { "case \(number): \(expected) vs \(actual) → \(count)" }
}

private func options(_ configure: (inout DiffOptions) -> Void) -> DiffOptions {
  var options = DiffOptions()
  configure(&options)
  return options
}

/// The twelve cases of pixelmatch 7.2.0's test suite.
let pixelmatchCases: [PixelmatchCase] = [
  .init(
    number: 1, expected: "1a", actual: "1b", options: options { $0.threshold = 0.05 }, count: 143,
    diffImage: "1diff"),
  .init(
    number: 2, expected: "1a", actual: "1b", options: DiffOptions(), count: 106,
    diffImage: "1diffdefaultthreshold"),
  .init(
    number: 3, expected: "1a", actual: "1b",
    options: options {
      $0.threshold = 0.05
      $0.diffMask = true
    }, count: 143, diffImage: "1diffmask"),
  .init(
    number: 4, expected: "1a", actual: "1a",
    options: options {
      $0.threshold = 0
      $0.diffMask = true
    }, count: 0, diffImage: "1emptydiffmask"),
  .init(
    number: 5, expected: "2a", actual: "2b",
    options: options {
      $0.threshold = 0.05
      $0.alpha = 0.5
      $0.aaColor = [0, 192, 0]
      $0.diffColor = [255, 0, 255]
    },
    count: 12437, diffImage: "2diff"),
  .init(
    number: 6, expected: "3a", actual: "3b", options: options { $0.threshold = 0.05 }, count: 212,
    diffImage: "3diff"),
  .init(
    number: 7, expected: "4a", actual: "4b", options: options { $0.threshold = 0.05 }, count: 36049,
    diffImage: "4diff"),
  .init(
    number: 8, expected: "5a", actual: "5b", options: options { $0.threshold = 0.05 }, count: 6,
    diffImage: "5diff"),
  .init(
    number: 9, expected: "6a", actual: "6b", options: options { $0.threshold = 0.05 }, count: 51,
    diffImage: "6diff"),
  .init(
    number: 10, expected: "6a", actual: "6a", options: options { $0.threshold = 0 }, count: 0,
    diffImage: "6empty"),
  .init(
    number: 11, expected: "7a", actual: "7b", options: options { $0.diffColorAlt = [0, 255, 0] },
    count: 2448, diffImage: "7diff"),
  .init(
    number: 12, expected: "8a", actual: "5b", options: options { $0.threshold = 0.05 },
    count: 32896, diffImage: "8diff"),
]

@Suite struct DiffConformanceTests {
  @Test(arguments: pixelmatchCases)
  func countAndDiffImageMatchPixelmatch(_ c: PixelmatchCase) throws {
    let expected = try DiffFixtures.image(c.expected)
    let actual = try DiffFixtures.image(c.actual)

    let withImage = try ImageDiff.compare(expected, actual, options: c.options, diffImage: true)
    let withoutImage = try ImageDiff.compare(expected, actual, options: c.options)

    #expect(withImage.result.differentPixels == c.count)
    #expect(withoutImage.result.differentPixels == c.count)
    #expect(withoutImage.diff == nil)
    let diff = try #require(withImage.diff)
    let reference = try DiffFixtures.image("expected-v7.2.0/" + c.diffImage)
    #expect(diff.width == reference.width && diff.height == reference.height)
    guard diff.pixels != reference.pixels else { return }
    let first = stride(from: 0, to: min(diff.pixels.count, reference.pixels.count), by: 4).first {
      diff.pixels[$0..<$0 + 4] != reference.pixels[$0..<$0 + 4]
    }
    Issue.record("diff image differs from \(c.diffImage).png; first at pixel \((first ?? 0) / 4)")
  }

  /// Counts measured with pixelmatch 7.2.0 beyond its own suite (CASES.md, second table).
  @Test(arguments: [
    ("1a", "1b", options { $0.includeAA = true }, 167),
    ("4a", "4b", options { $0.threshold = 0 }, 53975),
    ("4a", "4b", DiffOptions(), 6889),
    (
      "8a", "5b",
      options {
        $0.threshold = 0.05
        $0.checkerboard = false
      }, 0
    ),
  ])
  func furtherCountsMatchPixelmatch(
    _ expected: String, _ actual: String, _ options: DiffOptions, _ count: Int
  ) throws {
    let result = try ImageDiff.compare(
      DiffFixtures.image(expected), DiffFixtures.image(actual), options: options)
    #expect(result.result.differentPixels == count)
  }
}
