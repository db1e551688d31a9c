import ChatShotCore

/// Why two images could not be compared pixel by pixel.
public enum DiffError: ChatShotError, Equatable {
  /// The images have different sizes (width, height): a reported difference, not a crash.
  case sizeMismatch(expected: (Int, Int), actual: (Int, Int))
  /// An option cannot be used (a colour without three components, a NaN threshold).
  case invalidOption(String)

  /// `.invalidData` for a size mismatch (a difference to report), `.invalidRequest` for an
  /// option that cannot be used.
  public var kind: ChatShotErrorKind {
    switch self {
    case .sizeMismatch: .invalidData
    case .invalidOption: .invalidRequest
    }
  }

  /// One line without a file name: `images differ in size: expected 640×1320, actual 640×1392`.
  public var description: String {
    switch self {
    case .sizeMismatch(let e, let a):
      "images differ in size: expected \(e.0)×\(e.1), actual \(a.0)×\(a.1)"
    case .invalidOption(let message): "invalid diff option: \(message)"
    }
  }

  /// Whether both are the same case with equal sizes or messages (written out because the
  /// sizes are tuples, which are not `Equatable`).
  public static func == (lhs: DiffError, rhs: DiffError) -> Bool {
    switch (lhs, rhs) {
    case (.sizeMismatch(let e1, let a1), .sizeMismatch(let e2, let a2)):
      e1 == e2 && a1 == a2
    case (.invalidOption(let m1), .invalidOption(let m2)): m1 == m2
    default: false
    }
  }
}
