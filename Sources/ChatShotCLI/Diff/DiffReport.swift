import ChatShot

/// What `chatshot diff` prints: the one-line summary or the JSON object.
enum DiffReport: Sendable {
  case compared(DiffResult, match: Bool)
  case sizeMismatch(expected: (Int, Int), actual: (Int, Int))

  /// Within tolerance.
  var match: Bool {
    if case .compared(_, let match) = self { return match }
    return false
  }

  /// `143 different pixels of 131,072 (0.109 %)`, or the two sizes.
  var line: String {
    switch self {
    case .compared(let result, _): result.summary
    case .sizeMismatch(let e, let a): DiffError.sizeMismatch(expected: e, actual: a).description
    }
  }

  /// `match`, `width`, `height`, `differentPixels`, `totalPixels`, `ratio` (a fraction from
  /// 0 to 1); on a size mismatch those are null and `expectedWidth`, `expectedHeight`,
  /// `actualWidth`, `actualHeight` give both sizes.
  var json: JSONOutput {
    switch self {
    case .compared(let result, let match):
      return .object([
        "match": .bool(match),
        "width": .number(Double(result.width)),
        "height": .number(Double(result.height)),
        "differentPixels": .number(Double(result.differentPixels)),
        "totalPixels": .number(Double(result.totalPixels)),
        "ratio": .number(result.ratio),
      ])
    case .sizeMismatch(let e, let a):
      return .object([
        "match": .bool(false),
        "width": .null, "height": .null, "differentPixels": .null, "totalPixels": .null,
        "ratio": .null,
        "expectedWidth": .number(Double(e.0)), "expectedHeight": .number(Double(e.1)),
        "actualWidth": .number(Double(a.0)), "actualHeight": .number(Double(a.1)),
      ])
    }
  }
}
