internal import CLibPNG
import ChatShotCore
import ChatShotLayout
import ChatShotModel

extension RenderMetadata {
  /// The metadata of one render, gathered before drawing (it is written ahead of the pixels).
  ///
  /// - Parameters:
  ///   - fonts: the font files the renderer's configuration names.
  ///   - baseDirectory: the conversation file's folder (nil: the current directory); avatar
  ///     paths are recorded relative to it, so no folder of this machine is written.
  package static func collect(
    conversation: Conversation, theme: Theme, options: RenderOptions, layout: TimelineLayout,
    fonts: [FontFile], baseDirectory: String?
  ) -> RenderMetadata {
    var metadata = collectInputs(
      conversation: conversation, theme: theme, options: options, width: layout.width,
      fonts: fonts, baseDirectory: baseDirectory)
    metadata.images = drawnImages(
      layout: layout, conversation: conversation, theme: theme, scale: options.scale)
    metadata.layoutJSON = layout.dump(scale: options.scale).compact()
    return metadata
  }

  /// The metadata of a render without what only its layout tells (the images drawn and the
  /// layout dump, both empty here): what decides the picture, gathered without measuring any
  /// text. `chatshot --if-changed` compares it with an earlier output's.
  ///
  /// - Parameter width: the width the conversation is laid out at, in points.
  package static func collectInputs(
    conversation: Conversation, theme: Theme, options: RenderOptions, width: Double,
    fonts: [FontFile], baseDirectory: String?
  ) -> RenderMetadata {
    let recorded = options.resolved(for: theme, width: width)
    let avatarNames = avatarNames(of: conversation, baseDirectory: baseDirectory)
    var avatars: [FileIdentity] = []
    for participant in conversation.participants {
      guard let source = participant.avatarSource, let name = avatarNames[participant.id],
        !avatars.contains(where: { $0.name == name })
      else { continue }
      // The bytes as read once: those that are drawn.
      let digest = (try? source.file().get())?.sha256
      avatars.append(FileIdentity(name: name, digest: digest ?? "unreadable"))
    }
    var metadata = RenderMetadata(
      chatshotVersion: ChatShotCore.chatshotVersion, options: recorded, themeName: theme.name,
      themeDigest: theme.contentHash, libraries: libraryVersions(),
      fonts: fonts.map { file in
        FileIdentity(
          name: Paths.fileName(file.path),
          digest: FontIdentity.digest(ofFileAt: file.path) ?? "unreadable")
      },
      images: [], avatars: avatars.sorted { $0.name < $1.name },
      conversationJSON: conversation.canonicalJSON(
        avatarNames: avatarNames,
        imageNames: photoNames(of: conversation, baseDirectory: baseDirectory)
      ).compact(),
      layoutJSON: nil)
    metadata.photos = photoIdentities(of: conversation, baseDirectory: baseDirectory)
    return metadata
  }

  /// The versions of the libraries that decide the pixels.
  static func libraryVersions() -> [String: String] {
    [
      "cairo": LibraryVersions.cairo, "pango": LibraryVersions.pango,
      "harfbuzz": LibraryVersions.harfbuzz, "fontconfig": LibraryVersions.fontconfig,
      "freetype": LibraryVersions.freetype ?? "unknown",
      "libpng": PNG_LIBPNG_VER_STRING,
    ]
  }

  /// Participant id → avatar path as recorded: relative to `baseDirectory` when inside it,
  /// else the file name alone.
  static func avatarNames(of conversation: Conversation, baseDirectory: String?) -> [String: String]
  {
    let base = FileSystem.realPath(baseDirectory.map(FilePath.init) ?? FilePath("."))
    var names: [String: String] = [:]
    for participant in conversation.participants {
      guard let path = participant.avatarSource?.path else { continue }
      let relative = base.flatMap(path.relative(to:)) ?? path.lastComponent
      names[participant.id] = relative.description
    }
    return names
  }

  /// The images the layout draws at the resolution used, sorted by name: built-in ones by
  /// file name (`orange-right@2x.png`), the theme's own as `theme:` and the file name.
  static func drawnImages(
    layout: TimelineLayout, conversation: Conversation, theme: Theme, scale: Double,
    manifest: ImageManifest = .builtin
  ) -> [FileIdentity] {
    let n = manifest.resolution(for: scale)
    return theme.imageNames(drawnIn: layout, conversation: conversation).map { name in
      if let own = theme.images[name] {
        guard let file = own.file(for: scale) else {
          return FileIdentity(name: "theme:" + name, digest: "missing")
        }
        let digest = (try? file.source.file().get())?.sha256
        return FileIdentity(
          name: "theme:" + file.source.path.lastComponent.description,
          digest: digest ?? "unreadable")
      }
      let file = "\(name)@\(n)x.png"
      let digest = BuiltinAssets.data("Images/\(file)").map { SHA256.hash($0).hex }
      return FileIdentity(name: file, digest: digest ?? "missing")
    }.sorted { $0.name < $1.name }
  }
}
