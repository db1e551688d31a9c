internal import CCairo
import ChatShotCore
import ChatShotImage
import ChatShotLayout

/// Pre-renders balloons and avatars at device resolution, once each, so that every strip
/// paints the very same pixels at an integer offset.
final class SpriteMaker {
  private let images: ImageProviding
  private let scale: Double
  private let theme: Theme
  /// Stretched balloon bands by row index, then band index.
  private var bubbles: [Int: [Int: StretchedImage]] = [:]
  /// Sprites of participants' own avatar files (built-in ones live in `cache`).
  private var avatars: [AvatarSpriteKey: CairoSurface] = [:]
  /// The sprite each sender's rows use, by sender and device size: a row's avatar depends on
  /// nothing else, and finding it the long way (image keys built as strings) costs more
  /// than drawing a row's text.
  private var rowAvatars: [RowAvatarKey: CairoSurface] = [:]
  private let cache: RenderCache
  /// Stretched top rows and left columns shared by balloons of the same width or height.
  private let edges = StretchedEdges()
  /// The height of a balloon band in device pixels (a band 1,000 px wide holds ≈ 4 MB).
  let maxSpriteHeight: Int
  /// Every size each avatar file is drawn at, by image key: all its sprites are made from
  /// one decode, then its full-size pixels are released.
  private let avatarFileSizes: [String: Set<PixelSize>]
  /// Leave balloons' opaque one-colour centres out of their sprites (the strip gets the
  /// colour written straight in); off for vector pages, which embed each sprite whole.
  var leavesOpaqueCentres = true

  init(
    theme: Theme, images: ImageProviding, scale: Double, cache: RenderCache = RenderCache(),
    maxSpriteHeight: Int = 1024, avatarSizes: [String: Set<PixelSize>] = [:]
  ) {
    self.theme = theme
    self.images = images
    self.scale = scale
    self.cache = cache
    self.maxSpriteHeight = maxSpriteHeight
    avatarFileSizes = avatarSizes.filter { $0.key.hasPrefix("file:") }
  }

  /// The stretched balloon of `row` where it meets the device rows `strip`, as sprites and
  /// the device rectangles to paint them in; nil when the theme fills bubbles with a colour.
  /// A band whose opaque one-colour centre was left out names it: paint that colour there.
  ///
  /// A balloon is stretched in bands of ``maxSpriteHeight`` device rows, each made once and
  /// kept until its rows are passed: most balloons are one band (one sprite), and a very
  /// long message costs bounded memory and never reaches Cairo's 32767-pixel limit. Bands
  /// start at fixed rows of the balloon, never at strip boundaries, so their pixels (which
  /// at fractional scales depend a little on where a band starts) are the same for any
  /// strip height.
  func bubble(for row: MessageFrame, rect: DeviceRect, strip: Range<Int>) throws(RenderError)
    -> [(sprite: StretchedImage, rect: DeviceRect)]?
  {
    guard case .image(let name) = theme.bubbleBackground(for: row) else { return nil }
    guard rect.width > 0, rect.height > 0 else { return [] }
    let top = max(strip.lowerBound, rect.y) - rect.y
    let bottom = min(strip.upperBound, rect.maxY) - rect.y
    guard top < bottom else { return [] }
    var pieces: [(sprite: StretchedImage, rect: DeviceRect)] = []
    for band in top / maxSpriteHeight...(bottom - 1) / maxSpriteHeight {
      let rows = band * maxSpriteHeight..<min((band + 1) * maxSpriteHeight, rect.height)
      var bandRect = rect
      bandRect.y = rect.y + rows.lowerBound
      bandRect.height = rows.count
      if let cached = bubbles[row.index]?[band] {
        pieces.append((cached, bandRect))
        continue
      }
      let (image, caps) = try images.balloon(named: name, scale: scale)
      let sprite = try NineSlice.stretch(
        image, caps: caps, width: rect.width, height: rect.height, deviceScale: scale, rows: rows,
        leavingOpaqueCentre: leavesOpaqueCentres, sharing: edges)
      bubbles[row.index, default: [:]][band] = sprite
      pieces.append((sprite, bandRect))
    }
    return pieces
  }

  /// Forgets the balloon bands that end above device row `y`.
  func evictBubbles(above y: Int, rows: ArraySlice<MessageFrame>) {
    for row in rows {
      guard let bands = bubbles[row.index] else { continue }
      let rect = DeviceRect(row.balloonFrame, scale: scale)
      if rect.maxY <= y {
        bubbles[row.index] = nil
        continue
      }
      for band in bands.keys where rect.y + (band + 1) * maxSpriteHeight <= y {
        bubbles[row.index]?[band] = nil
      }
    }
  }

  /// The avatar of `row` scaled to fill `rect` and clipped to the theme's shape.
  func avatar(for row: MessageFrame, rect: DeviceRect) throws(RenderError) -> CairoSurface? {
    guard theme.avatar != nil, rect.width > 0, rect.height > 0 else { return nil }
    let rowKey = RowAvatarKey(
      sender: row.from, isLocal: row.isLocal, width: rect.width, height: rect.height)
    if let known = rowAvatars[rowKey] { return known }
    let sprite = try makeAvatar(for: row, rect: rect)
    rowAvatars[rowKey] = sprite
    return sprite
  }

  private func makeAvatar(for row: MessageFrame, rect: DeviceRect) throws(RenderError)
    -> CairoSurface?
  {
    guard let style = theme.avatar, let name = images.avatarKey(for: row) else { return nil }
    // A built-in image (not a participant's file, not the theme's own) is the same in every
    // render: its sprite is shared across renders, keyed by all it depends on.
    let builtin = name.hasPrefix("image:") && theme.images[String(name.dropFirst(6))] == nil
    let id = builtin ? "\(name)|\(scale)" : name
    func key(_ size: PixelSize) -> AvatarSpriteKey {
      AvatarSpriteKey(image: id, shape: style.shape, width: size.width, height: size.height)
    }
    let size = PixelSize(width: rect.width, height: rect.height)
    if let cached = builtin ? cache.builtinAvatars[key(size)] : avatars[key(size)] {
      return cached
    }
    let image = try images.avatar(for: row, scale: scale).image
    let sprite = try drawAvatar(image.surface, shape: style.shape, size: size)
    if builtin { cache.builtinAvatars[key(size)] = sprite } else { avatars[key(size)] = sprite }
    // An avatar file: every size it is drawn at from this one decode, then its pixels go.
    if let sizes = avatarFileSizes[name] {
      for other in sizes where other != size {
        avatars[key(other)] = try drawAvatar(image.surface, shape: style.shape, size: other)
      }
      images.releaseAvatar(key: name)
    }
    return sprite
  }

  /// The picture file of participant `id` scaled to fill `rect`, in the avatar's shape (a
  /// circle for a theme without message avatars): the header's avatar where no row draws
  /// one. Nil when the participant has no picture file.
  func participantPicture(of id: String, rect: DeviceRect) throws(RenderError) -> CairoSurface? {
    let row = MessageFrame.pictureOwner(id)
    guard rect.width > 0, rect.height > 0, let key = images.avatarKey(for: row),
      key.hasPrefix("file:")
    else { return nil }
    let image = try images.avatar(for: row, scale: scale).image
    defer { images.releaseAvatar(key: key) }
    return try drawAvatar(
      image.surface, shape: theme.avatar?.shape ?? .circle,
      size: PixelSize(width: rect.width, height: rect.height))
  }

  /// `src` scaled to fill `size` (aspect fill, centred) and clipped to `shape`.
  private func drawAvatar(_ src: CairoSurface, shape: AvatarShape, size: PixelSize)
    throws(RenderError) -> CairoSurface
  {
    let sprite = try CairoSurface(width: size.width, height: size.height)
    let cr = try CairoContext(surface: sprite)
    let w = Double(size.width)
    let h = Double(size.height)
    switch shape {
    case .square: cairo_rectangle(cr.pointer, 0, 0, w, h)
    case .circle: cr.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: min(w, h) / 2)
    case .rounded(let radius):
      cr.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: radius * scale)
    }
    cairo_clip(cr.pointer)
    PhotoSprites.paintFilling(src, width: w, height: h, on: cr)
    try cr.check(during: "drawing an avatar")
    return sprite
  }
}

/// What a row's avatar sprite depends on within one render (``ImageLibrary`` picks the
/// picture from the sender and whether the row is the local user's).
private struct RowAvatarKey: Hashable {
  var sender: String
  var isLocal: Bool
  var width: Int
  var height: Int
}
