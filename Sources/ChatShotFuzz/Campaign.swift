#if !CHATSHOT_LIBFUZZER
  import ChatShot
  import Foundation

  /// A seeded fuzzing campaign: mutates the corpus, runs each input, and keeps inputs that
  /// decode (they reach layout and rendering) as further seeds.
  struct Campaign {
    let settings: Settings
    /// The given seeds come first in the corpus and are never replaced.
    let seedCount: Int
    var corpus: [[UInt8]]
    var mutator: Mutator
    /// Inputs that decoded, kept to mutate further (bounded).
    static let maxCorpus = 2000

    init(settings: Settings, seeds: [[UInt8]]) {
      self.settings = settings
      corpus = seeds
      seedCount = seeds.count
      mutator = Mutator(seed: settings.seed)
    }

    mutating func run(renderer: ChatRenderer, baseDirectory: String) {
      let current = settings.current.map {
        open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
      }
      let start = Date()
      var lastReport = start
      var runs = 0
      var decoded = 0
      while runs < settings.runs, Date().timeIntervalSince(start) < settings.seconds {
        let parent = corpus[mutator.below(corpus.count)]
        let other = corpus[mutator.below(corpus.count)]
        let input = mutator.mutate(parent, splicing: other, maxLength: settings.maxLength)
        if let fd = current, fd >= 0 {
          _ = input.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
          _ = ftruncate(fd, off_t(input.count))
        }
        if (try? ConversationDecoder.decode(input, file: "fuzz.json", baseDirectory: baseDirectory))
          != nil
        {
          decoded += 1
          if corpus.count < Self.maxCorpus {
            corpus.append(input)
          } else if corpus.count > seedCount {
            corpus[seedCount + mutator.below(corpus.count - seedCount)] = input
          }
        }
        FuzzTarget.run(input, renderer: renderer, baseDirectory: baseDirectory)
        runs += 1
        if Date().timeIntervalSince(lastReport) >= 10 {
          lastReport = Date()
          report(runs: runs, decoded: decoded, since: start, final: false)
        }
      }
      report(runs: runs, decoded: decoded, since: start, final: true)
    }

    private func report(runs: Int, decoded: Int, since start: Date, final: Bool) {
      let seconds = Date().timeIntervalSince(start)
      let rate = Int(Double(runs) / max(seconds, 0.001))
      print(
        "chatshot-fuzz: \(final ? "done: " : "")\(runs) runs in \(Int(seconds)) s (\(rate)/s), "
          + "\(decoded) decoded, corpus \(corpus.count), seed \(settings.seed)")
    }
  }
#endif
