internal import CCairo
import ChatShotCore
import ChatShotImage

/// Photos and reply thumbnails, each scaled once from the decoded picture to its device size
/// and clipped to its rounded corners there, then painted at an integer device offset in
/// every strip the row reaches (as balloons and avatars are: no seam, no fringe at any
/// scale). A row's sprites are forgotten once its last strip is drawn; the decoded picture
/// as soon as its sprite is made.
final class PhotoSprites {
  private let images: ImageProviding
  private let scale: Double
  /// By row index: the photo's sprite, the thumbnail's.
  private var photos: [Int: CairoSurface] = [:]
  private var thumbnails: [Int: CairoSurface] = [:]
  /// Sprites by what they are made of (the file, the device size, the corners): a picture
  /// shown again at the same size (a photo sent twice, the thumbnail of every reply to it) is
  /// scaled once. Emptied when it passes ``maxSharedBytes``, so memory stays bounded; the
  /// pixels are the same either way.
  private var shared: [SharedKey: CairoSurface] = [:]
  private var sharedBytes = 0
  static let maxSharedBytes = 32 << 20

  private struct SharedKey: Hashable {
    var path: FilePath
    var width: Int
    var height: Int
    var radius: Double
  }

  init(images: ImageProviding, scale: Double) {
    self.images = images
    self.scale = scale
  }

  /// The sprite of row `row`'s photo (`thumbnail`: the square thumbnail of the photo it
  /// quotes) from message `message`'s picture at `rect`, corners of `radius` points; aspect
  /// fill, centred (a photo's frame has its aspect ratio, so it is all shown).
  func sprite(
    row: Int, thumbnail: Bool = false, message: Int, rect: DeviceRect, radius: Double
  ) throws(RenderError) -> CairoSurface? {
    if let made = thumbnail ? thumbnails[row] : photos[row] { return made }
    let made = try sharedSprite(message: message, rect: rect, radius: radius)
    if thumbnail { thumbnails[row] = made } else { photos[row] = made }
    return made
  }

  /// Forgets row `row`'s sprites: its last strip is drawn.
  func forget(row: Int) {
    photos[row] = nil
    thumbnails[row] = nil
  }

  private func sharedSprite(message: Int, rect: DeviceRect, radius: Double) throws(RenderError)
    -> CairoSurface?
  {
    guard let path = images.photoPath(ofMessage: message) else { return nil }
    let key = SharedKey(path: path, width: rect.width, height: rect.height, radius: radius)
    if let known = shared[key] { return known }
    guard let made = try sprite(message: message, rect: rect, radius: radius) else { return nil }
    let bytes = made.width * made.height * 4
    if sharedBytes + bytes > Self.maxSharedBytes {
      shared = [:]
      sharedBytes = 0
    }
    shared[key] = made
    sharedBytes += bytes
    return made
  }

  /// The picture scaled to fill `rect` (aspect fill, centred), clipped to rounded corners.
  private func sprite(message: Int, rect: DeviceRect, radius: Double) throws(RenderError)
    -> CairoSurface?
  {
    guard rect.width > 0, rect.height > 0, let source = try images.photo(ofMessage: message)
    else { return nil }
    let sprite = try CairoSurface(width: rect.width, height: rect.height)
    let cr = try CairoContext(surface: sprite)
    let w = Double(rect.width)
    let h = Double(rect.height)
    cr.roundedRect(Rect(x: 0, y: 0, width: w, height: h), radius: radius * scale)
    cairo_clip(cr.pointer)
    Self.paintFilling(source, width: w, height: h, on: cr)
    try cr.check(during: "drawing the photo of message \(message)")
    return sprite
  }

  /// Paints `src` scaled to fill `width` × `height` device pixels (aspect fill, centred)
  /// inside the current clip: GOOD filters a large reduction over the whole area (pixman's
  /// separable convolution), PAD keeps the edges opaque so no background shows through at
  /// the border. Avatars are drawn the same way.
  static func paintFilling(
    _ src: CairoSurface, width w: Double, height h: Double, on cr: CairoContext
  ) {
    let f = max(w / Double(src.width), h / Double(src.height))
    cairo_translate(cr.pointer, (w - Double(src.width) * f) / 2, (h - Double(src.height) * f) / 2)
    cairo_scale(cr.pointer, f, f)
    cairo_set_source_surface(cr.pointer, src.pointer, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr.pointer), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr.pointer), CAIRO_EXTEND_PAD)
    cairo_paint(cr.pointer)
  }
}
