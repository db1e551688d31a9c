import ChatShot

/// `chatshot devices`: lists the phones `--device` knows, one per line.
struct DevicesCommand: Subcommand, Hashable, Sendable {
  static let name = "devices"

  static func parse(_ arguments: [String]) throws(UsageError) -> DevicesCommand {
    try ArgumentReader.expectNothing(arguments)
    return DevicesCommand()
  }

  func run() throws -> ExitCode {
    print(Self.listing, terminator: "")
    return .success
  }

  static let help = """
    chatshot devices: lists the phones --device knows, one per line.

    Usage: chatshot devices

    Each line: the name --device takes, the width × height in points, the native scale and
    the phone it stands for. --device sets the width, the scale, the status bar's height and
    the home indicator; --width and --scale still win.

    """

  /// One line per device, narrowest first.
  static var listing: String {
    Device.all.map { $0.listing + "\n" }.joined()
  }
}
