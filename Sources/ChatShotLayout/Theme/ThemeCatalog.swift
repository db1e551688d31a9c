import ChatShotCore
import ChatShotModel

/// The built-in themes (`Assets/Themes/*.json`, embedded in the binary) and how a theme is
/// chosen for a render: `--theme NAME|PATH`, else the conversation's `"theme"`, else
/// `default`.
public enum ThemeCatalog {
  /// The names of the built-in themes, sorted.
  public static let builtinNames: [String] = BuiltinAssets.files.keys
    .filter { $0.hasPrefix(folder) && $0.hasSuffix(".json") }
    .map { String($0.dropFirst(folder.count).dropLast(".json".count)) }
    .sorted()

  static let folder = "Themes/"

  /// The built-in themes decoded so far: each is decoded when first asked for, once per
  /// process, so a render pays only for the theme it uses (and the ones it extends).
  private static let decoded = DecodedThemes()

  /// The built-in theme `name`.
  ///
  /// - Throws: `InputError` whose problem is an ``UnknownThemeName`` (with the names there
  ///   are) when no built-in theme has this name; never a silent default. An `InputError` if
  ///   the embedded file is invalid (a build defect, caught by tests).
  public static func builtin(named name: String) throws(InputError) -> Theme {
    guard let theme = try builtinIfKnown(named: name) else {
      throw InputError(file: name, problem: UnknownThemeName(name, namedByConversation: false))
    }
    return theme
  }

  /// The built-in theme `name`, or nil if there is none (a theme file's `"extends"`, a
  /// golden's recorded theme name).
  package static func builtinIfKnown(named name: String) throws(InputError) -> Theme? {
    guard builtinNames.contains(name) else { return nil }
    if let known = decoded.get(name) { return try known.get() }
    let result = Result { () throws(InputError) -> Theme in try decodeBuiltin(name) }
    decoded.set(name, result)
    return try result.get()
  }

  private final class DecodedThemes: @unchecked Sendable {
    private let lock = Condition()
    private var themes: [String: Result<Theme, InputError>] = [:]

    func get(_ name: String) -> Result<Theme, InputError>? { lock.withLock { themes[name] } }

    func set(_ name: String, _ theme: Result<Theme, InputError>) {
      lock.withLock { themes[name] = theme }
    }
  }

  private static func decodeBuiltin(_ name: String) throws(InputError) -> Theme {
    let path = folder + name + ".json"
    return try ThemeDecoder.decode(
      BuiltinAssets.data(path) ?? [], file: "<built-in>/" + path, directory: nil,
      defaultName: name
    ) { (base: String) throws(InputError) -> Theme? in
      base == name ? nil : try decodeBuiltin(base)
    }
  }

  /// Whether a `--theme` value names a file rather than a built-in theme: it contains a `/`
  /// or ends in `.json`.
  public static func isPath(_ reference: String) -> Bool {
    reference.contains("/") || reference.lowercased().hasSuffix(".json")
  }

  /// The theme a `--theme` value or a conversation's `"theme"` names.
  ///
  /// - Throws: `InputError`: `.unreadableInput` for a missing theme file, `.invalidData` for an
  ///   invalid one or an unknown built-in name (its problem an ``UnknownThemeName``).
  public static func load(_ reference: String) throws(InputError) -> Theme {
    if isPath(reference) { return try ThemeDecoder.decode(contentsOf: reference) }
    return try builtin(named: reference)
  }

  /// The theme for a render: the option (a name or a path) wins over the conversation's.
  public static func theme(option: String?, conversation: Conversation) throws(InputError) -> Theme
  {
    try load(option ?? conversation.theme ?? "default")
  }
}

extension ThemeCatalog {
  /// The built-in themes that have an input bar for `--chrome`.
  public static var namesWithChrome: [String] {
    names { $0.chrome != nil }
  }
}

extension ThemeCatalog {
  /// The built-in themes for which `has` is true, sorted.
  package static func names(where has: (Theme) -> Bool) -> [String] {
    builtinNames.filter { name in (try? builtin(named: name)).map(has) ?? false }
  }
}
