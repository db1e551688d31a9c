/// A failure of the asset generator, phrased so a person can act on it.
enum AssetGenError: Error, CustomStringConvertible {
  /// Bad command line; the message says which argument.
  case usage(String)
  /// Cairo reported an error status while doing `action`.
  case cairo(String, during: String)
  /// A drawn image breaks its own nine-slice promise (see `StretchCheck`).
  case notStretchable(String)
  /// A file or directory could not be read or written.
  case io(String)

  var description: String {
    switch self {
    case .usage(let message): message
    case .cairo(let status, let action): "cairo error while \(action): \(status)"
    case .notStretchable(let message): message
    case .io(let message): message
    }
  }

  /// sysexits.h code: 64 usage, 70 internal, 74 I/O.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .cairo, .notStretchable: 70
    case .io: 74
    }
  }
}
