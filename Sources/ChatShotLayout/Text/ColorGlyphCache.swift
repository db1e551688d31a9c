internal import CCairo
internal import CFreeType
internal import CPangoCairo
import ChatShotCore
import ChatShotImage

#if canImport(Glibc)
  internal import Glibc
#endif

/// Colour emoji glyphs, each loaded from its font once per engine (a process has one per
/// rendering thread) and drawn as Cairo 1.16 draws it, pixel for pixel.
///
/// Cairo 1.16 decodes a colour bitmap glyph's PNG three times for each scaled font it draws
/// with (for its metrics, for its colour image, and again without colour), and rescales it
/// twice; a 🙂 drawn at scale 2 cost about 3.3 M instructions that way. Here FreeType loads
/// the glyph once, the bitmap is rescaled once exactly as Cairo's `_transform_glyph_bitmap`
/// does (the same matrix, an `OPERATOR_SOURCE` paint with Cairo's default filter), and the
/// image is kept for every later strip and message. ``PangoTextEngine`` then paints it where
/// Cairo's `composite_one_color_glyph` would (see ``ColorGlyphPlacement``).
///
/// Owns a FreeType library (and, through ``ColorFontFace``, one face per colour font file),
/// released in `deinit`. Belongs to one engine, hence to one thread.
final class ColorGlyphCache {
  /// A glyph image ready to paint: premultiplied ARGB32, and the pixel of the image that
  /// sits on the glyph's origin (Cairo's device offset of its glyph surfaces).
  struct Image {
    /// Shared by the cache and the placements painting it.
    let surface: CairoSurface
    let originX: Double
    let originY: Double
  }

  /// What drawing needs to know of a Pango font: the face of a colour font, or nothing.
  private struct FontInfo {
    let face: FT_Face?
    let fontMatrix: cairo_matrix_t
  }

  private struct GlyphKey: Hashable {
    let face: UnsafeMutableRawPointer
    let glyph: UInt32
    let xx: Double, yx: Double, xy: Double, yy: Double
  }

  private var library: FT_Library?
  /// Colour font file and face index → its face; nil: not a colour bitmap font.
  private var faces: [String: ColorFontFace?] = [:]
  /// Each Pango font drawn so far and what it is, the font referenced while listed (so no
  /// other font can take its address). A render uses a handful of fonts: a list searched
  /// from the end is cheaper than hashing for the plain path's one lookup per run.
  private var fonts: [(font: UnsafeMutableRawPointer, info: FontInfo)] = []
  /// Glyph at a drawing scale → its image; `nil`: not a colour bitmap, Pango draws it.
  private var images: [GlyphKey: Image?] = [:]
  private var imageBytes = 0
  /// Glyph loads from FreeType so far, and glyphs painted from the cache (tests count them).
  private(set) var loads = 0
  var painted = 0

  /// The image bytes kept at most (about 1,300 emoji at scale 2); past it the cache starts
  /// again. Images already handed out stay valid: each placement holds its own.
  var byteBudget = 8 << 20

  /// Under ``FontLock``: releasing the fonts may release their Cairo faces.
  deinit {
    FontLock.run {
      for (font, _) in fonts { g_object_unref(font) }
    }
    faces.removeAll()  // before the library they belong to
    if let library { FT_Done_FreeType(library) }
  }

  /// Whether glyphs of `font` may have images here: a colour bitmap font, not emboldened.
  func paints(_ font: UnsafeMutablePointer<PangoFont>) -> Bool { fontInfo(font)?.face != nil }

  /// The image of `glyph` of `font` drawn under `ctm` (a `cairo_t`'s matrix), or nil when
  /// Pango must draw it: not a colour font, a synthesised bold, or a glyph without a colour
  /// bitmap.
  func image(font: UnsafeMutablePointer<PangoFont>, glyph: UInt32, ctm: cairo_matrix_t)
    -> Image?
  {
    guard let info = fontInfo(font), let face = info.face else { return nil }
    var scale = cairo_matrix_t()
    var fontMatrix = info.fontMatrix
    var device = ctm
    device.x0 = 0
    device.y0 = 0
    cairo_matrix_multiply(&scale, &fontMatrix, &device)
    let key = GlyphKey(
      face: UnsafeMutableRawPointer(face), glyph: glyph, xx: scale.xx, yx: scale.yx,
      xy: scale.xy, yy: scale.yy)
    if let known = images[key] { return known }
    let made = load(glyph, face: face, scale: scale)
    if let made {
      let bytes = made.surface.width * made.surface.height * 4
      if imageBytes + bytes > byteBudget {
        images.removeAll()
        imageBytes = 0
      }
      imageBytes += bytes
    }
    images[key] = made
    return made
  }

  private func fontInfo(_ font: UnsafeMutablePointer<PangoFont>) -> FontInfo? {
    let key = UnsafeMutableRawPointer(font)
    if let known = fonts.last(where: { $0.font == key }) { return known.info }
    g_object_ref(key)
    var matrix = cairo_matrix_t()
    var face: FT_Face?
    if let pattern = chatshot_font_pattern(font), let scaled = chatshot_font_scaled_font(font),
      Self.bool(pattern, FC_COLOR), !Self.bool(pattern, FC_EMBOLDEN)
    {
      cairo_scaled_font_get_font_matrix(scaled, &matrix)
      var file: UnsafeMutablePointer<FcChar8>?
      var index: Int32 = 0
      if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
        _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
        face = self.face(path: String(cString: file), index: index)
      }
    }
    let info = FontInfo(face: face, fontMatrix: matrix)
    fonts.append((key, info))
    return info
  }

  private static func bool(_ pattern: OpaquePointer, _ name: String) -> Bool {
    var value: FcBool = 0
    return FcPatternGetBool(pattern, name, 0, &value) == FcResultMatch && value != 0
  }

  private func face(path: String, index: Int32) -> FT_Face? {
    let key = "\(index):\(path)"
    if let known = faces[key] { return known?.face }
    if library == nil, FT_Init_FreeType(&library) != 0 { library = nil }
    guard let library else { return nil }
    let face = ColorFontFace(library: library, path: path, index: Int(index))
    faces[key] = face
    return face?.face
  }

  /// Cairo 1.16's `_compute_transform`, `_cairo_ft_unscaled_font_set_scale`,
  /// `_render_glyph_bitmap` and `_transform_glyph_bitmap` for a colour bitmap glyph.
  private func load(_ glyph: UInt32, face: FT_Face, scale: cairo_matrix_t) -> Image? {
    // The strike: the one nearest the scale's y size, preferring to scale down.
    var matrix = scale
    var along = (x: 1.0, y: 0.0)
    cairo_matrix_transform_distance(&matrix, &along.x, &along.y)
    let major = hypot(along.x, along.y)
    let determinant = abs(scale.xx * scale.yy - scale.yx * scale.xy)
    var yScale = major == 0 ? 0 : determinant / major
    if yScale < 1 { yScale = 1 }
    var best = (x: 0.0, y: 0.0)
    var nearest = Double.greatestFiniteMagnitude
    var magnify = true
    for index in 0..<Int(face.pointee.num_fixed_sizes) {
      let size = face.pointee.available_sizes[index]
      let candidate = (x: Double(size.x_ppem) / 64, y: Double(size.y_ppem) / 64)
      let distance = candidate.y - yScale
      if (magnify && distance >= 0) || abs(distance) <= nearest {
        magnify = distance < 0
        nearest = abs(distance)
        best = candidate
      }
    }
    var shape = scale
    cairo_matrix_scale(&shape, 1 / best.x, 1 / best.y)
    shape.x0 = 0
    shape.y0 = 0
    var transform = FT_Matrix(
      xx: FT_Fixed(shape.xx * 65536), xy: -FT_Fixed(shape.xy * 65536),
      yx: -FT_Fixed(shape.yx * 65536), yy: FT_Fixed(shape.yy * 65536))
    let hasShape =
      transform.xx != 0x10000 || transform.yx != 0 || transform.xy != 0 || transform.yy != 0x10000
    FT_Set_Transform(face, &transform, nil)
    guard
      FT_Set_Char_Size(face, FT_F26Dot6(best.x * 64 + 0.5), FT_F26Dot6(best.y * 64 + 0.5), 0, 0)
        == 0
    else { return nil }
    loads += 1
    let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_IGNORE_GLOBAL_ADVANCE_WIDTH | FT_LOAD_COLOR)
    guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_BITMAP,
      slot.pointee.bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue)
    else { return nil }
    guard let bitmap = Self.surface(of: slot.pointee.bitmap) else { return nil }
    let origin = (x: Double(-slot.pointee.bitmap_left), y: Double(slot.pointee.bitmap_top))
    guard hasShape else { return Image(surface: bitmap, originX: origin.x, originY: origin.y) }
    return Self.transformed(bitmap, origin: origin, shape: shape)
  }

  /// FreeType's BGRA bitmap (premultiplied, the byte order of Cairo's ARGB32 on this
  /// little-endian machine) copied into a new image surface.
  private static func surface(of bitmap: FT_Bitmap) -> CairoSurface? {
    let width = Int(bitmap.width)
    let height = Int(bitmap.rows)
    guard let surface = try? CairoSurface(width: width, height: height) else { return nil }
    cairo_surface_flush(surface.pointer)
    if width > 0, height > 0, let data = surface.data, let source = bitmap.buffer {
      for row in 0..<height {
        (data.pointer + row * data.stride).copyMemory(
          from: source + row * Int(bitmap.pitch), byteCount: width * 4)
      }
    }
    cairo_surface_mark_dirty(surface.pointer)
    return surface
  }

  /// Cairo's `_transform_glyph_bitmap`: `bitmap` under `shape`, in a new image whose origin
  /// is rounded to a whole pixel.
  private static func transformed(
    _ bitmap: CairoSurface, origin: (x: Double, y: Double), shape: cairo_matrix_t
  ) -> Image? {
    var toImage = shape
    cairo_matrix_translate(&toImage, -origin.x, -origin.y)
    let width = Double(bitmap.width)
    let height = Double(bitmap.height)
    let corners = [(0.0, 0.0), (width, 0.0), (width, height), (0.0, height)].map { corner in
      var (x, y) = corner
      cairo_matrix_transform_point(&toImage, &x, &y)
      return (x, y)
    }
    // The same comparisons as Cairo's, `else if` included.
    var xMin = corners[0].0.rounded(.down)
    var yMin = corners[0].1.rounded(.down)
    var xMax = corners[0].0.rounded(.up)
    var yMax = corners[0].1.rounded(.up)
    for (x, y) in corners.dropFirst() {
      if x < xMin { xMin = x.rounded(.down) } else if x > xMax { xMax = x.rounded(.up) }
      if y < yMin { yMin = y.rounded(.down) } else if y > yMax { yMax = y.rounded(.up) }
    }
    toImage.x0 -= xMin
    toImage.y0 -= yMin
    var fromImage = toImage
    guard cairo_matrix_invert(&fromImage) == CAIRO_STATUS_SUCCESS,
      let image = try? CairoSurface(width: Int(xMax - xMin), height: Int(yMax - yMin)),
      let cr = try? CairoContext(surface: image)
    else { return nil }
    let pattern = cairo_pattern_create_for_surface(bitmap.pointer)
    cairo_pattern_set_matrix(pattern, &fromImage)
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
    cairo_set_source(cr.pointer, pattern)
    cairo_pattern_destroy(pattern)
    cairo_paint(cr.pointer)
    cairo_surface_flush(image.pointer)
    guard (try? cr.check(during: "rescaling a colour glyph")) != nil else { return nil }
    var point = origin
    cairo_matrix_transform_point(&toImage, &point.x, &point.y)
    return Image(
      surface: image, originX: (point.x + 0.5).rounded(.down),
      originY: (point.y + 0.5).rounded(.down))
  }
}
