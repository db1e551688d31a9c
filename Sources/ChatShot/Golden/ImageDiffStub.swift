// TEMPORARY: stands in for the `diff` branch's pixelmatch port (same API) until it is
// merged into main; delete this file at that merge.

public enum DiffError: ChatShotFailure, Equatable {
  case sizeMismatch(expected: (Int, Int), actual: (Int, Int))
  case invalidOption(String)
  public var exitCode: ExitCode { .different }
  public var description: String { "images differ in size" }
  public static func == (lhs: DiffError, rhs: DiffError) -> Bool { false }
}

public struct DiffResult: Hashable, Sendable {
  public var width: Int
  public var height: Int
  public var differentPixels: Int
  public var totalPixels: Int
  public init(width: Int, height: Int, differentPixels: Int) {
    self.width = width
    self.height = height
    self.differentPixels = differentPixels
    self.totalPixels = width * height
  }
  public var ratio: Double { totalPixels == 0 ? 0 : Double(differentPixels) / Double(totalPixels) }
}

public struct DiffOptions: Hashable, Sendable {
  public var threshold: Double = 0.1
  public var includeAA = false
  public init() {}
}

public enum ImageDiff {
  public static func compare(
    _ expected: RGBAImage, _ actual: RGBAImage, options: DiffOptions = .init(),
    diffImage: Bool = false
  ) throws(DiffError) -> (result: DiffResult, diff: RGBAImage?) {
    guard expected.width == actual.width, expected.height == actual.height else {
      throw .sizeMismatch(
        expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    }
    var count = 0
    var out = diffImage ? [UInt8](repeating: 255, count: expected.pixels.count) : []
    let limit = Int(options.threshold * 255)
    for i in stride(from: 0, to: expected.pixels.count, by: 4) {
      let differs = (0..<4).contains { abs(Int(expected.pixels[i + $0]) - Int(actual.pixels[i + $0])) > limit }
      if differs { count += 1 }
      if diffImage {
        if differs {
          out[i] = 255; out[i + 1] = 0; out[i + 2] = 0
        } else {
          let grey = UInt8(255 - (255 - Int(expected.pixels[i + 1])) / 10)
          out[i] = grey; out[i + 1] = grey; out[i + 2] = grey
        }
      }
    }
    let result = DiffResult(width: expected.width, height: expected.height, differentPixels: count)
    return (result, diffImage ? try? RGBAImage(width: expected.width, height: expected.height, pixels: out) : nil)
  }
}
