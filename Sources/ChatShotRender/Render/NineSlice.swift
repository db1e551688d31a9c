internal import CCairo
import ChatShotCore
import ChatShotImage

/// Stretches a balloon image to a whole number of device pixels the way
/// `stretchableImageWithLeftCapWidth:topCapHeight:` / `resizableImageWithCapInsets:` do:
/// corners kept, edges stretched along one axis, the centre along both.
///
/// The method measured as the only seamless one (docs/architecture.md#nine-slice): one
/// sub-surface per slice, a pattern matrix, `CAIRO_EXTEND_PAD`, filter `GOOD`, slice
/// boundaries on whole device pixels. The result is a sprite that the strip renderer paints at
/// an integer device offset, so the pixels are the same whichever strip they land in.
enum NineSlice {
  /// A `width` × `height` device-pixel sprite of `image` stretched with `caps` (in points),
  /// or only its device rows `rows` (a band of a sprite too tall to hold at once: its pixels
  /// are those of the same rows of the whole sprite).
  static func sprite(
    of image: ScaledImage, caps: EdgeInsets, width: Int, height: Int, deviceScale: Double,
    rows: Range<Int>? = nil
  ) throws(RenderError) -> CairoSurface {
    try stretch(
      image, caps: caps, width: width, height: height, deviceScale: deviceScale, rows: rows,
      leavingOpaqueCentre: false
    ).surface
  }

  /// ``sprite(of:caps:width:height:deviceScale:rows:)``, except that when the centre slice is
  /// one opaque colour (most of a balloon's area) and `leavingOpaqueCentre` is set, its
  /// pixels are not written: the result names the centre's rectangle (in the sprite's own
  /// pixels, the band's rows) and colour, and whoever paints the sprite must paint that
  /// rectangle in that colour instead of copying it from the sprite.
  ///
  /// With `shared`, a whole sprite (not a band) takes its top rows and left columns from
  /// another of the same geometry when there is one (see ``StretchedEdges``).
  static func stretch(
    _ image: ScaledImage, caps: EdgeInsets, width: Int, height: Int, deviceScale: Double,
    rows: Range<Int>?, leavingOpaqueCentre: Bool, sharing shared: StretchedEdges? = nil
  ) throws(RenderError) -> StretchedImage {
    let band = rows ?? 0..<height
    // Every pixel is written below (a slice, a colour or transparent), so the surface need
    // not be cleared first.
    let sprite = try CairoSurface(uninitializedWidth: width, height: band.count)
    let cr = try CairoContext(surface: sprite)
    // A whole-pixel shift: every slice samples exactly as it would in the whole sprite.
    cairo_translate(cr.pointer, 0, -Double(band.lowerBound))
    // The slices do not overlap: SOURCE gives the pixels OVER would give on a transparent
    // surface, without blending and without reading what is there.
    cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
    let n = image.scale
    let src = image.surface
    let srcX = edges(
      total: src.width, start: Int((caps.left * n).rounded()), end: Int((caps.right * n).rounded()))
    let srcY = edges(
      total: src.height, start: Int((caps.top * n).rounded()),
      end: Int((caps.bottom * n).rounded()))
    let dstX = edges(
      total: width, start: Int((caps.left * deviceScale).rounded()),
      end: Int((caps.right * deviceScale).rounded()))
    let dstY = edges(
      total: height, start: Int((caps.top * deviceScale).rounded()),
      end: Int((caps.bottom * deviceScale).rounded()))
    var solid: [(pixel: UInt32, to: (x: Int, y: Int, w: Int, h: Int))] = []
    var centre: StretchedImage.Centre?
    // The top rows depend on the slice edges across, the left columns on those down.
    let sharing = band == 0..<height ? shared : nil
    let topKey = StretchedEdges.Key(
      image: ObjectIdentifier(image), source: srcX + srcY, destination: dstX + dstY[0...1])
    let leftKey = StretchedEdges.Key(
      image: ObjectIdentifier(image), source: srcX + srcY, destination: Array(dstX[0...1]) + dstY)
    let topPiece = sharing?.top(topKey)
    let leftPiece = sharing?.left(leftKey)
    for row in 0..<3 {
      for column in 0..<3 {
        let s = (
          x: srcX[column], y: srcY[row], w: srcX[column + 1] - srcX[column],
          h: srcY[row + 1] - srcY[row]
        )
        let d = (
          x: dstX[column], y: dstY[row], w: dstX[column + 1] - dstX[column],
          h: dstY[row + 1] - dstY[row]
        )
        guard d.w > 0, d.h > 0 else { continue }
        // Copied below.
        if row == 0 ? topPiece != nil : column == 0 && leftPiece != nil { continue }
        guard s.w > 0, s.h > 0 else {
          solid.append((0, d))  // nothing to stretch: transparent
          continue
        }
        if let pixel = uniformPixel(src, s) {
          if leavingOpaqueCentre, row == 1, column == 1, pixel >> 24 == 0xFF {
            let top = max(d.y, band.lowerBound)
            let bottom = min(d.y + d.h, band.upperBound)
            if top < bottom {
              centre = .init(
                x: d.x, y: top - band.lowerBound, width: d.w, height: bottom - top, pixel: pixel)
            }
          } else {
            solid.append((pixel, d))
          }
        } else {
          try paintSlice(src, from: s, to: d, on: cr)
        }
      }
    }
    try cr.check(during: "stretching a balloon image")
    // A slice of one colour samples to that very pixel under any filter: store it directly
    // (the balloon's centre is most of its area).
    for (pixel, d) in solid {
      sprite.fill(pixel, x: d.x, y: d.y - band.lowerBound, width: d.w, height: d.h)
    }
    if let sharing {
      share(
        sprite, top: (topPiece, topKey), left: (leftPiece, leftKey), rows: dstY[1],
        columns: dstX[1],
        image: image, in: sharing)
    }
    return StretchedImage(surface: sprite, centre: centre)
  }

  /// Copies the kept top rows and left columns into `sprite`, or keeps them from it.
  private static func share(
    _ sprite: CairoSurface, top: (piece: StretchedEdges.Piece?, key: StretchedEdges.Key),
    left: (piece: StretchedEdges.Piece?, key: StretchedEdges.Key), rows: Int, columns: Int,
    image: ScaledImage, in edges: StretchedEdges
  ) {
    let below = sprite.height - rows
    if let piece = top.piece {
      sprite.write(piece.pixels, width: piece.width, x: 0, y: 0)
    } else if rows > 0 {
      let pixels = sprite.pixels(x: 0, y: 0, width: sprite.width, height: rows)
      edges.keepTop(edges.piece(pixels: pixels, width: sprite.width, image: image), for: top.key)
    }
    if let piece = left.piece {
      sprite.write(piece.pixels, width: piece.width, x: 0, y: rows)
    } else if columns > 0, below > 0 {
      let pixels = sprite.pixels(x: 0, y: rows, width: columns, height: below)
      edges.keepLeft(edges.piece(pixels: pixels, width: columns, image: image), for: left.key)
    }
    if top.piece != nil || left.piece != nil { cairo_surface_mark_dirty(sprite.pointer) }
  }

  /// Slice boundaries [0, a, b, total] for caps `start` and `end`, caps shrunk in proportion
  /// when they do not fit (as UIKit squeezes an image smaller than its caps).
  static func edges(total: Int, start: Int, end: Int) -> [Int] {
    var a = max(0, start)
    var b = max(0, end)
    if a + b > total {
      let f = Double(total) / Double(a + b)
      a = Int((Double(a) * f).rounded(.down))
      b = total - a
    }
    return [0, a, total - b, total]
  }

  /// The pixel every pixel of the slice `s` of `src` is (premultiplied ARGB32), or nil when
  /// they differ.
  static func uniformPixel(_ src: CairoSurface, _ s: (x: Int, y: Int, w: Int, h: Int)) -> UInt32? {
    guard let data = src.data else { return nil }
    let first = data.pointer.load(fromByteOffset: s.y * data.stride + s.x * 4, as: UInt32.self)
    for y in s.y..<s.y + s.h {
      let row = data.pointer + y * data.stride + s.x * 4
      for x in 0..<s.w where row.load(fromByteOffset: x * 4, as: UInt32.self) != first {
        return nil
      }
    }
    return first
  }

  private static func paintSlice(
    _ src: CairoSurface, from s: (x: Int, y: Int, w: Int, h: Int),
    to d: (x: Int, y: Int, w: Int, h: Int), on cr: CairoContext
  ) throws(RenderError) {
    let sub = cairo_surface_create_for_rectangle(
      src.pointer, Double(s.x), Double(s.y), Double(s.w), Double(s.h))
    defer { cairo_surface_destroy(sub) }
    let pattern = cairo_pattern_create_for_surface(sub)
    defer { cairo_pattern_destroy(pattern) }
    var m = cairo_matrix_t()
    cairo_matrix_init_scale(&m, Double(s.w) / Double(d.w), Double(s.h) / Double(d.h))
    cairo_matrix_translate(&m, -Double(d.x), -Double(d.y))
    cairo_pattern_set_matrix(pattern, &m)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_set_source(cr.pointer, pattern)
    cairo_rectangle(cr.pointer, Double(d.x), Double(d.y), Double(d.w), Double(d.h))
    cairo_fill(cr.pointer)
    try cr.check(during: "painting a balloon slice")
  }
}

/// An image decoded into a Cairo surface, with the @Nx scale it was drawn for.
package final class ScaledImage {
  let surface: CairoSurface
  /// Pixels per point (1, 2 or 3 for built-in images; pixel size / point size otherwise).
  let scale: Double

  init(surface: CairoSurface, scale: Double) {
    self.surface = surface
    self.scale = scale
  }
}
