import ChatShot

/// `--shard I/N`: this process renders the inputs at positions `I`, `I + N`, `I + 2N`… (from
/// 0) of the whole input list, so that N processes given the same list render each input
/// exactly once between them, whatever runs where: a Kubernetes indexed Job passes
/// `--shard $JOB_COMPLETION_INDEX/N`, GNU parallel `--shard {}/N ::: $(seq 0 N-1)`
/// (docs/scaling.md).
struct BatchShard: Hashable, Sendable {
  /// From 0 to `count − 1`.
  var index: Int
  /// From 1.
  var count: Int

  /// The largest number of shards.
  static let maxCount = 1 << 20

  /// Whether the input at `position` (from 0) of the whole list is this shard's.
  func owns(_ position: Int) -> Bool { position % count == index }

  /// Parses `I/N` (0 ≤ I < N ≤ 2^20).
  static func parse(_ text: String) throws(UsageError) -> BatchShard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = DecimalNumber.wholeNumber(parts[0]),
      let count = DecimalNumber.wholeNumber(parts[1]),
      (1...maxCount).contains(count), (0..<count).contains(index)
    else {
      throw UsageError.invalidValue(
        text, option: "--shard", expected: "I/N with 0 ≤ I < N ≤ \(maxCount), as 0/4")
    }
    return BatchShard(index: index, count: count)
  }
}

/// The items a batch process renders: its inputs expanded (files, directories, patterns),
/// then the lines of its `--jsonl` file, and of those its `--shard`'s share.
enum BatchShare {
  static func items(of command: BatchCommand) throws -> [BatchItem] {
    let shard = command.shard ?? BatchShard(index: 0, count: 1)
    let files =
      command.inputs.isEmpty
      ? []
      : try BatchInputs.expand(
        command.inputs, outputDirectory: command.outputDirectory, format: command.docs.format)
    var items = files.indices.filter(shard.owns).map { files[$0] }
    guard let path = command.jsonl else { return items }
    let lines = JSONLInputs.read(
      path, directory: command.outputDirectory, format: command.docs.format
    ) { shard.owns(files.count + $0) }
    for found in lines {
      switch found {
      case .success(let line): items.append(.jsonLine(line))
      case .failure(let error): items.append(.failedLine(error))
      }
    }
    return items
  }
}
