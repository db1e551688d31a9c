import ChatShot

/// `chatshot themes`: lists the built-in themes, one per line with its description.
struct ThemesCommand: Subcommand, Hashable, Sendable {
  static let name = "themes"

  static func parse(_ arguments: [String]) throws(UsageError) -> ThemesCommand {
    try ArgumentReader.expectNothing(arguments)
    return ThemesCommand()
  }

  func run() throws -> ExitCode {
    print(try Self.listing(), terminator: "")
    return .success
  }

  static let help = """
    chatshot themes: lists the built-in themes, one per line with its description.

    Usage: chatshot themes

    Lists the built-in themes for --theme NAME (or a conversation's "theme"). --theme also
    takes a theme file: see docs/themes.md.

    """

  /// `NAME  description` for every built-in theme, names padded to one column.
  static func listing() throws -> String {
    let names = ThemeCatalog.builtinNames
    let column = (names.map(\.count).max() ?? 0) + 2
    var out = ""
    for name in names {
      let summary = try ThemeCatalog.builtin(named: name).summary
      out += name + String(repeating: " ", count: column - name.count) + summary + "\n"
    }
    return out
  }
}
