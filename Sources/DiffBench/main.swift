// Diff throughput on pixelmatch's fixtures, in megapixels per second.
//
// Usage: swift run -c release DiffBench [FIXTURE-DIR] [ITERATIONS]
//
// The first figure mirrors pixelmatch's own bench.js (pairs 1–7, default options, no diff
// image, 100 rounds) so it compares directly with the JavaScript reference; the others add
// a diff image and the conformance cases' options. Images are decoded once, before timing.
import ChatShot
import Foundation

let arguments = CommandLine.arguments.dropFirst()
let directory = arguments.first ?? "../shared/fixtures/pixelmatch"
let rounds = arguments.dropFirst().first.flatMap { Int($0) } ?? 100

func load(_ name: String) -> RGBAImage {
  let path = "\(directory)/\(name).png"
  guard let data = FileManager.default.contents(atPath: path),
    let decoded = try? PNGReader.decode([UInt8](data))
  else {
    FileHandle.standardError.write(Data("DiffBench: cannot read \(path)\n".utf8))
    exit(2)
  }
  return decoded.image
}

func seconds(_ body: () -> Int) -> (seconds: Double, sum: Int) {
  let start = DispatchTime.now().uptimeNanoseconds
  let sum = body()
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, sum)
}

func report(_ name: String, pairs: [(RGBAImage, RGBAImage, DiffOptions)], diffImage: Bool) {
  let pixels = pairs.reduce(0) { $0 + $1.0.width * $1.0.height } * rounds
  let (time, sum) = seconds {
    var sum = 0
    for _ in 0..<rounds {
      for (a, b, options) in pairs {
        sum +=
          (try? ImageDiff.compare(a, b, options: options, diffImage: diffImage))?
          .result.differentPixels ?? 0
      }
    }
    return sum
  }
  let rate = Double(pixels) / time / 1e6
  print(
    "\(name): \(String(format: "%.1f", rate)) MP/s (\(pixels) px in "
      + "\(String(format: "%.3f", time)) s, \(rounds) rounds, checksum \(sum))")
}

let benchPairs = (1...7).map { (load("\($0)a"), load("\($0)b"), DiffOptions()) }
report("bench.js pairs 1-7, defaults, no diff image", pairs: benchPairs, diffImage: false)
report("bench.js pairs 1-7, defaults, with diff image", pairs: benchPairs, diffImage: true)

var strict = DiffOptions()
strict.threshold = 0.05
let conformancePairs = [
  ("1a", "1b"), ("2a", "2b"), ("3a", "3b"), ("4a", "4b"), ("5a", "5b"), ("6a", "6b"),
  ("7a", "7b"), ("8a", "5b"),
].map { (load($0.0), load($0.1), strict) }
report("fixture pairs, threshold 0.05, with diff image", pairs: conformancePairs, diffImage: true)
