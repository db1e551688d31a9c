import ChatShotCore
import ChatShotLayout

/// `--highlight` and `--callouts` as the metadata records them (`chatshot:options`), so that
/// `chatshot check` redraws a golden with its veils and markers: an index is a number, a range
/// `[first, last]`, an id a string.
extension RowSelector {
  var metadataJSON: JSONOutput {
    switch self {
    case .index(let i): .number(Double(i))
    case .range(let r): .array([.number(Double(r.lowerBound)), .number(Double(r.upperBound))])
    case .id(let id): .string(id)
    }
  }

  /// The selector `json` records; nil for anything else (a newer chatshot's form).
  init?(metadata json: JSONValue) {
    func index(_ value: JSONValue) -> Int? {
      value.numberValue.flatMap { Int(exactly: $0) }.flatMap { $0 >= 0 ? $0 : nil }
    }
    if let i = index(json) {
      self = .index(i)
    } else if let id = json.stringValue {
      self = .id(id)
    } else if let pair = json.arrayValue, pair.count == 2, let a = index(pair[0]),
      let b = index(pair[1]), a <= b
    {
      self = .range(a...b)
    } else {
      return nil
    }
  }

  /// The selector as the command line writes it (`3`, `3..5`, `id`).
  var described: String {
    switch self {
    case .index(let i): String(i)
    case .range(let r): "\(r.lowerBound)..\(r.upperBound)"
    case .id(let id): id
    }
  }

  /// `selectors` read back from metadata: those of a form this chatshot knows.
  static func list(metadata json: JSONValue?) -> [RowSelector] {
    // A loop, not `compactMap(RowSelector.init(metadata:))`: Swift 6.3.1's optimizer crashes
    // on that in release builds ("Found ownership error?!" in CopyPropagation).
    var selectors: [RowSelector] = []
    for item in json?.arrayValue ?? [] {
      if let selector = RowSelector(metadata: item) { selectors.append(selector) }
    }
    return selectors
  }
}
