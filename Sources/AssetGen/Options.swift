/// The generator's command line.
struct Options {
  enum Mode: Equatable {
    /// Write the images, the manifest and `BuiltinAssets.swift`.
    case write
    /// Regenerate in memory and report files that differ from the committed ones.
    case check
    /// Write a contact sheet PNG to the path (for looking, not committed).
    case preview(String)
    case help
  }

  var mode = Mode.write
  /// The repository root; nil means search upwards from the working directory.
  var repo: String?
  /// Device scale of the preview sheet.
  var previewScale = 2

  static let usage = """
    Usage: AssetGen [--repo DIR] [--check] [--preview FILE [--scale N]]
    Draws chatshot's built-in images into Assets/Images (@1x, @2x, @3x), writes
    Assets/Images/images.json and embeds all of Assets/ in
    Sources/ChatShotLayout/Theme/BuiltinAssets.swift.
      --repo DIR      repository root (default: nearest folder above with Package.swift)
      --check         write nothing; exit 1 listing every file that would change
      --preview FILE  write a contact sheet of all images, stretched too, to FILE
      --scale N       device scale of the contact sheet, 1 to 4 (default 2)
      -h, --help      show this help
    """

  static func parse(_ arguments: [String]) throws(AssetGenError) -> Options {
    var options = Options()
    var rest = arguments[...]
    func value(for option: String) throws(AssetGenError) -> String {
      guard let value = rest.popFirst() else { throw .usage("\(option): expected a value") }
      return value
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--repo": options.repo = try value(for: argument)
      case "--check": options.mode = .check
      case "--preview": options.mode = .preview(try value(for: argument))
      case "--scale":
        let text = try value(for: argument)
        guard let scale = Int(text), (1...4).contains(scale) else {
          throw .usage("--scale \(text): expected a whole number from 1 to 4")
        }
        options.previewScale = scale
      case "-h", "--help": options.mode = .help
      default: throw .usage("unknown argument '\(argument)'")
      }
    }
    return options
  }
}
