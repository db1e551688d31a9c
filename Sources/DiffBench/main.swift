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
let directory = arguments.first ?? "Tests/Fixtures/pixelmatch"
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

/// Wall-clock and process CPU seconds of `body` (CPU time stays honest on a busy machine).
func measure(_ body: () -> Int) -> (wall: Double, cpu: Double, sum: Int) {
  func cpuNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let cpuStart = cpuNow()
  let sum = body()
  let cpu = cpuNow() - cpuStart
  return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, cpu, sum)
}

func report(_ name: String, pairs: [(RGBAImage, RGBAImage, DiffOptions)], diffImage: Bool) {
  let pixels = pairs.reduce(0) { $0 + $1.0.width * $1.0.height } * rounds
  let (wall, cpu, sum) = measure {
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
  let megapixels = Double(pixels) / 1e6
  print(
    "\(name): \(String(format: "%.1f", megapixels / wall)) MP/s wall, "
      + "\(String(format: "%.1f", megapixels / cpu)) MP per CPU second "
      + "(\(pixels) px, \(String(format: "%.3f", wall)) s wall, \(String(format: "%.3f", cpu)) s CPU, "
      + "\(rounds) rounds, checksum \(sum))")
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
