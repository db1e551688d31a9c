import ChatShotCore
import ChatShotImage
import ChatShotLayout
import ChatShotModel

/// Decodes and caches the images a render needs: the theme's own image files and the
/// built-in images (embedded), each at the @Nx resolution that fits the scale, and
/// participants' own avatar files.
///
/// Files are never opened here by their path: each comes as it was read and checked once
/// (``ImageSource``), and those bytes are decoded. An avatar file's full-size pixels are kept
/// only until its sprites are made (``releaseAvatar(key:)``).
package final class ImageLibrary: ImageProviding {
  private let manifest: ImageManifest
  let conversation: Conversation
  private let theme: Theme
  let limits: InputLimits
  /// The theme's own images, decoded once per render.
  private var decoded: [String: ScaledImage] = [:]
  /// Avatar files decoded and not yet released, by key.
  private var avatars: [String: ScaledImage] = [:]
  /// Built-in images (and photos kept for a run), shared with other renders of the same
  /// renderer.
  let cache: RenderCache
  /// The most bytes of avatar-file pixels held at once so far (tests check the bound).
  package private(set) var peakAvatarBytes = 0
  /// Each participant's avatar file by id (`Conversation.participant` searches a list).
  private lazy var avatarSources: [String: ImageSource] = {
    var sources: [String: ImageSource] = [:]
    for participant in conversation.participants where sources[participant.id] == nil {
      if let source = participant.avatarSource { sources[participant.id] = source }
    }
    return sources
  }()

  package init(
    conversation: Conversation, theme: Theme, manifest: ImageManifest = .builtin,
    cache: RenderCache = RenderCache(), limits: InputLimits = .default
  ) {
    self.conversation = conversation
    self.theme = theme
    self.manifest = manifest
    self.cache = cache
    self.limits = limits
  }

  package func image(named name: String, scale: Double) throws(RenderError)
    -> (image: ScaledImage, caps: EdgeInsets?, size: Size)
  {
    if let own = theme.images[name] {
      guard let file = own.file(for: scale) else { throw .missingImage(name) }
      let key = "theme:\(name)@\(file.pixelsPerPoint)x"
      if let cached = decoded[key] { return (cached, own.capInsets, own.size) }
      let image = try load(
        file.source, role: .themeImage, pixelsPerPoint: Double(file.pixelsPerPoint))
      decoded[key] = image
      return (image, own.capInsets, own.size)
    }
    guard let entry = manifest.images[name] else { throw .missingImage(name) }
    let size = Size(width: entry.size.width, height: entry.size.height)
    return (try builtin(name, scale: scale), entry.caps, size)
  }

  package func avatarKey(for row: MessageFrame) -> String? {
    if let source = avatarSources[row.from] { return "file:" + source.path.description }
    guard let style = theme.avatar else { return nil }
    return "image:" + (row.isLocal ? style.localImage : style.otherImage)
  }

  package func avatar(for row: MessageFrame, scale: Double) throws(RenderError) -> (
    key: String, image: ScaledImage
  ) {
    if let source = avatarSources[row.from] {
      let key = "file:" + source.path.description
      if let held = avatars[key] { return (key, held) }
      let image = try load(source, role: .avatar, pixelsPerPoint: 1)
      avatars[key] = image
      let held = avatars.values.reduce(0) { $0 + $1.surface.width * $1.surface.height * 4 }
      peakAvatarBytes = max(peakAvatarBytes, held)
      return (key, image)
    }
    guard let style = theme.avatar else { throw .missingImage("avatar") }
    let name = row.isLocal ? style.localImage : style.otherImage
    return ("image:" + name, try image(named: name, scale: scale).image)
  }

  package func releaseAvatar(key: String) {
    avatars[key] = nil
  }

  private func builtin(_ name: String, scale: Double) throws(RenderError) -> ScaledImage {
    let n = manifest.resolution(for: scale)
    let key = "\(name)@\(n)x"
    if let cached = cache.builtinImages[key] { return cached }
    guard manifest.images[name] != nil, let bytes = BuiltinAssets.data("Images/\(name)@\(n)x.png")
    else {
      throw .missingImage(name)
    }
    let image = try decode(bytes, named: name, pixelsPerPoint: Double(n))
    cache.builtinImages[key] = image
    return image
  }

  /// The image of a file as it was read once (reading and checking it now when it was made
  /// in code and never read).
  private func load(_ source: ImageSource, role: FileRole, pixelsPerPoint: Double)
    throws(RenderError) -> ScaledImage
  {
    switch source.file(limits: limits) {
    case .success(let file):
      let name = source.shownPath
      let surface = try surface(of: file) { _, why in .unreadableImage(path: name, reason: why) }
      return ScaledImage(surface: surface, scale: pixelsPerPoint)
    case .failure(let problem):
      throw .unusableImageFile(
        reason: problem.reason(quotedKey(source.shownPath), role: role),
        kind: problem.kind)
    }
  }

  private func decode(_ bytes: [UInt8], named name: String, pixelsPerPoint: Double)
    throws(RenderError) -> ScaledImage
  {
    let png: DecodedPNG
    do {
      png = try PNGReader.decode(bytes, maxPixels: limits.maxImagePixels)
    } catch {
      throw .unreadableImage(path: name, reason: error.description)
    }
    return ScaledImage(surface: try CairoSurface(image: png.image), scale: pixelsPerPoint)
  }
}
