import ChatShotCore

/// Reads a theme file (JSON, see docs/themes.md and Schemas/theme.schema.json) into a
/// `Theme`.
///
/// Every problem is an `InputError` naming the file, line, column and JSON path, like a bad
/// conversation: `.invalidData` for invalid data, `.unreadableInput` for a missing theme or image file. A theme may
/// `"extends"` a built-in one; it then only lists what it changes (objects merge key by key,
/// arrays and other values replace, `null` removes an optional element).
package enum ThemeDecoder {
  static let rootKeys =
    [
      "$schema", "notes", "name", "description", "extends", "width", "background", "localSide",
      "emoticons", "timelinePadding", "label", "contentGap", "avatar", "bubble", "row", "chrome",
      "images", "dark", "dimming", "otherSide", "wallpaper", "lineHeight",
    ] + conversationKeys + screenKeys

  /// Reads and decodes the theme file at `path`; image paths are relative to its folder.
  public static func decode(contentsOf path: String) throws(InputError) -> Theme {
    try decode(contentsOf: FilePath(path))
  }

  /// Reads and decodes the theme file at `path`, named by its bytes (see ``FilePath``).
  ///
  /// It must be a regular file: `--theme /dev/stdin` would make `/dev` the folder its
  /// images are read from.
  public static func decode(contentsOf path: FilePath) throws(InputError) -> Theme {
    let bytes = try InputFile.read(path, role: .theme)
    return try decode(
      bytes, file: path.description, directoryPath: path.directory,
      defaultName: Paths.stem(path.lastComponent.description),
      builtin: ThemeCatalog.builtinIfKnown(named:))
  }

  /// Decodes the theme in `bytes`.
  ///
  /// - Parameters:
  ///   - file: the name used in diagnostics.
  ///   - directory: the folder image paths are relative to; nil allows no image files.
  ///   - defaultName: the name when the file gives none.
  ///   - builtin: finds the theme named by `"extends"` (nil if there is none).
  package static func decode(
    _ bytes: [UInt8], file: String, directory: String?, defaultName: String,
    builtin: (String) throws(InputError) -> Theme?
  ) throws(InputError) -> Theme {
    try decode(
      bytes, file: file, directoryPath: directory.map(FilePath.init), defaultName: defaultName,
      builtin: builtin)
  }

  /// ``decode(_:file:directory:defaultName:builtin:)`` with the folder named by its bytes.
  static func decode(
    _ bytes: [UInt8], file: String, directoryPath directory: FilePath?, defaultName: String,
    builtin: (String) throws(InputError) -> Theme?
  ) throws(InputError) -> Theme {
    let limits = InputLimits.default
    if bytes.count > limits.maxFileBytes {
      throw InputFile.tooLarge(file, size: bytes.count, limits: limits)
    }
    let root = JSONNode(
      try JSONParser.parse(bytes, file: file, maxDepth: limits.maxNestingDepth), file: file)
    let r = try root.object(keys: rootKeys)
    try checkNotes(r)
    _ = try r.optionalString("$schema")
    let resolver = directory.map { ThemeFileResolver(themeDirectory: $0) }
    var base: Theme?
    if let node = r.optional("extends") {
      let name = try node.nonEmptyString("a built-in theme name")
      guard let theme = try builtin(name) else {
        throw node.error(
          "unknown theme \(quotedKey(name)); a theme can extend one of: "
            + ThemeCatalog.builtinNames.joined(separator: ", "))
      }
      base = theme
    }
    var theme = try body(r, base: base, defaultName: defaultName, resolver: resolver)
    theme.dark = try dark(
      r, light: theme, base: base, defaultName: defaultName, resolver: resolver)
    return theme
  }

  /// The dark appearance of a theme read from `r` over `base`: its own `"dark"` section over
  /// the theme (itself read over the base's dark appearance when the base has one), else the
  /// base's dark appearance with this file's changes; nil when neither has one, or when
  /// `"dark": null` removes the inherited one.
  private static func dark(
    _ r: JSONObjectReader, light: Theme, base: Theme?, defaultName: String,
    resolver: ThemeFileResolver?
  ) throws(InputError) -> DarkVariant? {
    let baseDark = base?.dark?.theme
    let over =
      try baseDark.map { (b: Theme) throws(InputError) -> Theme in
        try body(r, base: b, defaultName: defaultName, resolver: resolver)
      } ?? light
    guard r.contains("dark") else { return baseDark == nil ? nil : DarkVariant(over) }
    guard let node = r.optional("dark") else { return nil }
    try checkDarkSection(node)
    let d = try node.object(keys: rootKeys)
    var dark = try body(d, base: over, defaultName: over.name, resolver: resolver)
    dark.summary = over.summary
    return DarkVariant(dark)
  }

  /// Every section of the theme object `r`, each falling back to `base`'s.
  private static func body(
    _ r: JSONObjectReader, base: Theme?, defaultName: String, resolver: ThemeFileResolver?
  ) throws(InputError) -> Theme {
    let root = r.node
    var ownImages: [String: ThemeImage] = [:]
    if let node = r.optional("images") {
      ownImages = try images(node, resolver: resolver)
    }
    let allImages = (base?.images ?? [:]).merging(ownImages) { $1 }
    let names = ThemeImageNames(theme: allImages, manifest: .builtin)
    var theme = Theme(
      name: try r.field("name", base: defaultName) { n throws(InputError) in
        try n.nonEmptyString("a theme name")
      },
      summary: try r.field("description", base: "") { n throws(InputError) in try n.string() },
      width: try r.number("width", in: TimelineLayout.widthRange, base: base?.width ?? 320),
      background: try r.field("background", base: base?.background, color),
      localSide: try r.field("localSide", base: base?.localSide ?? .right) { n throws(InputError) in
        try keyword(n, [Side.left, .right])
      },
      label: try r.field("label", base: base?.label) { n throws(InputError) in
        try label(n, base: base?.label)
      },
      contentGap: try r.number("contentGap", in: offsetRange, base: base?.contentGap ?? 0),
      avatar: try r.nullable("avatar", base: base?.avatar) { n throws(InputError) in
        try avatar(n, base: base?.avatar, images: names)
      },
      bubble: try r.field("bubble", base: base?.bubble) { n throws(InputError) in
        try bubble(n, base: base?.bubble, images: names)
      },
      row: try r.field("row", base: base?.row ?? RowStyle(minHeight: 0, bottomPadding: 0)) {
        n throws(InputError) in try row(n, base: base?.row)
      },
      timelinePadding: try r.field("timelinePadding", base: base?.timelinePadding ?? .zero) {
        n throws(InputError) in
        let p = try n.object(keys: ["notes", "top", "bottom"])
        try checkNotes(p)
        let b = base?.timelinePadding ?? .zero
        return EdgeInsets(
          top: try p.number("top", in: lengthRange, base: b.top), left: 0,
          bottom: try p.number("bottom", in: lengthRange, base: b.bottom), right: 0)
      },
      emoticons: try r.field("emoticons", base: base?.emoticons ?? false) { n throws(InputError) in
        try n.bool()
      },
      chrome: try r.nullable("chrome", base: base?.chrome) { n throws(InputError) in
        try chrome(n, base: base?.chrome, images: names)
      },
      images: allImages, conversation: try conversation(r, base: base?.conversation),
      statusBar: try r.nullable("statusBar", base: base?.statusBar) { n throws(InputError) in
        try statusBar(n, base: base?.statusBar)
      },
      header: try r.nullable("header", base: base?.header) { n throws(InputError) in
        try header(n, base: base?.header)
      },
      homeIndicator: try r.nullable("homeIndicator", base: base?.homeIndicator) {
        n throws(InputError) in try homeIndicator(n, base: base?.homeIndicator)
      })
    theme.dimming = try r.nullable("dimming", base: base?.dimming, color)
    try decodeLook(r, base: base, names: names, into: &theme)
    try checkInheritedImages(theme, names: names, at: r.optional("images") ?? root)
    return theme
  }

  /// Checks the image names a base theme uses against this file's images (which may shadow a
  /// built-in with one that does not stretch).
  private static func checkInheritedImages(
    _ theme: Theme, names: ThemeImageNames, at node: JSONNode
  )
    throws(InputError)
  {
    var stretched: [String] = []
    for side in [theme.bubble.local, theme.bubble.other] {
      if case .image(let name) = side.background { stretched.append(name) }
      if case .image(let name)? = side.tailless { stretched.append(name) }
    }
    if case .image(let name)? = theme.chrome?.background { stretched.append(name) }
    for name in stretched where names.caps(of: name) == .some(nil) {
      throw node.error(
        "image \(quotedKey(name)) is stretched by the theme but has no capInsets")
    }
  }
}
